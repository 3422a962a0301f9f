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
import { hasPendingInteractions, sectionsActedOn } from "./pending-interactions";

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
  return [...(chunkList()?.[id] ?? []), ...sectionWords(id)];
}

/** The files of a section's words in the page's language (its catalogs, and the language's shared words). */
function sectionWords(id: string): readonly string[] {
  const { locale } = splitLocale(window.location.pathname);
  return chunkList()?.[`${id}:${catalogLocale(locale)}`] ?? [];
}

/**
 * Run a section's words files (already in the HTTP cache), alongside its
 * code: the section's `messages` are otherwise known, and imported, only once
 * its code has run, one round of import() after the other (about 50 ms on
 * a phone at 4x CPU). They are the modules the catalogs' loaders import (the
 * same URLs), so loading the catalogs then finds them evaluated.
 */
export function importSectionWords(id: string): Promise<unknown> {
  return Promise.all(sectionWords(id).map((url) => import(/* @vite-ignore */ url)));
}

declare global {
  interface Window {
    /**
     * Every section download by URL, whether the inline loader (src/entry-loader.js,
     * a tap before the app ran) or the app asked for it; a failed one is removed.
     */
    __chunkDownloads?: Record<string, Promise<unknown>>;
  }
}

function fetchOnce(url: string, priority: RequestPriority): Promise<void> {
  // One registry of downloads by URL, shared with the inline loader: a file
  // on its way, whoever asked for it, is waited for rather than asked for
  // again. A failure is forgotten, so that the next call tries again.
  const downloads = (window.__chunkDownloads ??= {});
  const done = (downloads[url] ??= fetch(url, { priority }).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer(); // all of it, so the cache holds all of it
  }));
  done.catch(() => {
    if (downloads[url] === done) delete downloads[url];
  });
  return done.then(() => {});
}

/** Fetch a section's chunks into the HTTP cache; rejects if one fails. */
export function fetchSectionChunks(id: string, priority: RequestPriority = "auto"): Promise<void> {
  return Promise.all(sectionChunks(id).map((url) => fetchOnce(url, priority))).then(() => {});
}

/**
 * How long another section's download, or its hydration
 * (deferred-section.tsx), waits at most for the sections acted on: a
 * section whose code fails to arrive or to start holds no other back.
 */
export const MAX_WAIT_FOR_ACTED_ON_MS = 5000;

/**
 * On a slow line every download shares the bandwidth: the chunks of the
 * sections the visitor has acted on come first. Resolves once those have
 * arrived or failed (at once if there are none), or after MAX_WAIT_FOR_ACTED_ON_MS.
 * `section` (the one about to download) never waits once acted on itself,
 * nor for a section it encloses (the FAQ can hydrate only inside Download).
 */
export async function afterDownloadsActedOn(section?: Element | null): Promise<void> {
  if (section && hasPendingInteractions(section)) return;
  const first = sectionsActedOn()
    .filter((other) => other !== section && !section?.contains(other))
    .map((other) => other.getAttribute("data-section"))
    .filter((id) => id !== null);
  if (!first.length) return;
  await Promise.race([
    Promise.all(first.map((id) => fetchSectionChunks(id).catch(() => {}))),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_FOR_ACTED_ON_MS)),
  ]);
}

/**
 * Run by the entry before the rest of its code (src/fetch-ahead.ts, through
 * `fetchSectionsAhead`), long before the page hydrates: the lazy sections
 * the visitor has acted on or that are within VIEWPORT_MARGIN_PX of the
 * viewport (the visitor scrolled while the start-up code downloaded) have
 * their chunks fetched, those acted on first, so that they arrive while the
 * start-up code runs and the shell hydrates, rather than after. Their gates
 * open later as usual, and find the chunks in the cache. (The entry loader
 * could start them sooner, but they would then share a slow network with
 * the start-up code itself, and both would arrive later.) Static parts
 * (`data-static`) never load. Returns whether every lazy section's chunks
 * have now been asked for.
 */
export function fetchNearbySections(): boolean {
  const sections = document.querySelectorAll("[data-section]:not([data-static])");
  let all = true;
  for (const section of sections) {
    const id = section.getAttribute("data-section");
    if (!id || fetchedAhead.has(id)) continue;
    const box = section.getBoundingClientRect();
    const near =
      box.bottom >= -VIEWPORT_MARGIN_PX && box.top <= window.innerHeight + VIEWPORT_MARGIN_PX;
    if (near || hasPendingInteractions(section)) {
      fetchedAhead.add(id);
      // A failure is left to the section's own download, which retries.
      void afterDownloadsActedOn(section).then(() => fetchSectionChunks(id).catch(() => {}));
    } else all = false;
  }
  return all;
}
const fetchedAhead = new Set<string>();

/**
 * Run by the entry once the start-up code has arrived, before it runs
 * (src/fetch-ahead.ts). On a slow phone the network then stays free for a
 * second or more while the app starts and the page hydrates, so every lazy
 * section's code is fetched now, not run: the sections near the viewport or
 * acted on first (`fetchNearbySections`), then the others one after the
 * other in page order at low priority, the next one down first. A section
 * the visitor scrolls near meanwhile jumps the queue. With Save-Data on,
 * only the sections the visitor comes near.
 */
export function fetchSectionsAhead(): void {
  const onScroll = () => {
    if (fetchNearbySections()) window.removeEventListener("scroll", onScroll);
  };
  if (!fetchNearbySections()) window.addEventListener("scroll", onScroll, { passive: true });
  if (!savesData()) void fetchTheRestInPageOrder();
}

async function fetchTheRestInPageOrder(): Promise<void> {
  await afterDownloadsActedOn();
  await Promise.all([...fetchedAhead].map((id) => fetchSectionChunks(id).catch(() => {})));
  for (const section of document.querySelectorAll("[data-section]:not([data-static])")) {
    const id = section.getAttribute("data-section");
    if (!id || fetchedAhead.has(id)) continue;
    await afterDownloadsActedOn(section);
    if (fetchedAhead.has(id)) continue;
    fetchedAhead.add(id);
    // A failure is left to the section's own download, which retries.
    await fetchSectionChunks(id, "low").catch(() => {});
  }
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
