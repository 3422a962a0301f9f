/**
 * The files a deferred section needs beyond the start-up bundle, fetched
 * ahead of its import (decision 002). The build lists them per section id in
 * `<script type="application/json" id="section-chunks">`
 * (scripts/section-chunks-plugin.js); the dev server writes no list, and
 * everything here then does nothing.
 *
 * A plain fetch() puts a chunk in the HTTP cache (assets are cached for a
 * year) without parsing or running it, so prefetching costs the main thread
 * nothing, and the section's import() later reads it from the cache. It can
 * also be retried: a failed import() stays failed for the life of the page
 * (the browser's module map keeps the failure), a failed fetch() does not.
 */
import { catalogLocale, splitLocale } from "../i18n/locales";
import { hasPendingInteractions } from "./pending-interactions";

/** How near the viewport a section's code loads and hydrates (deferred-section.tsx). */
export const VIEWPORT_MARGIN_PX = 600;

const LIST_ID = "section-chunks";

let list: Record<string, readonly string[]> | null | undefined;

function chunkList(): Record<string, readonly string[]> | null {
  if (list === undefined) {
    const text = document.getElementById(LIST_ID)?.textContent;
    try {
      list = text ? (JSON.parse(text) as Record<string, readonly string[]>) : null;
    } catch {
      list = null;
    }
  }
  return list;
}

/**
 * The URLs a section needs beyond the start-up bundle (none without a list):
 * its code, and its words in the page's language.
 */
export function sectionChunks(id: string): readonly string[] {
  const all = chunkList();
  if (!all) return [];
  const { locale } = splitLocale(window.location.pathname);
  const words = all[`${id}:${catalogLocale(locale)}`] ?? [];
  return [...(all[id] ?? []), ...words];
}

const fetches = new Map<string, Promise<void>>();

function fetchOnce(url: string, priority: RequestPriority): Promise<void> {
  let done = fetches.get(url);
  if (!done) {
    done = fetch(url, { priority }).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer(); // all of it, so the cache holds all of it
    });
    // A failure is forgotten, so that the next call tries again.
    done.catch(() => fetches.delete(url));
    fetches.set(url, done);
  }
  return done;
}

/** Fetch a section's chunks into the HTTP cache; rejects if one fails. */
export function fetchSectionChunks(id: string, priority: RequestPriority = "auto"): Promise<void> {
  return Promise.all(sectionChunks(id).map((url) => fetchOnce(url, priority))).then(() => {});
}

/**
 * Run by the entry before the rest of its code (src/fetch-ahead.ts), long
 * before the page hydrates: the lazy sections the visitor has acted on or
 * that are already within VIEWPORT_MARGIN_PX of the viewport (the visitor
 * scrolled while the start-up code downloaded) have their chunks fetched at
 * once, so that they arrive while the start-up code runs and the shell
 * hydrates, rather than after. Their gates open later as usual, and find
 * the chunks in the cache. (The entry loader could start them sooner, but
 * they would then share a slow network with the start-up code itself, and
 * both would arrive later.) Static parts (`data-static`) never load.
 */
export function fetchNearbySections(): void {
  const sections = document.querySelectorAll("[data-section]:not([data-static])");
  for (const section of sections) {
    const box = section.getBoundingClientRect();
    const near =
      box.bottom >= -VIEWPORT_MARGIN_PX && box.top <= window.innerHeight + VIEWPORT_MARGIN_PX;
    const id = section.getAttribute("data-section");
    if (id && (near || hasPendingInteractions(section)))
      void fetchSectionChunks(id).catch(() => {});
  }
}
