import { Suspense, lazy, useEffect, useState, type ComponentType } from "react";
import type { Namespace } from "../content/locales/types";
import type { SectionId } from "../content/sections";
import { loadNamespaces } from "../i18n/catalog";
import { splitLocale } from "../i18n/locales";
import { heldSections, replayHeldInput } from "./replay-input";
import { retried } from "./retry";

/*
 * Parts of a page that hydrate late (decision 002): React keeps a part's
 * prerendered HTML (a dehydrated Suspense boundary) until its gate opens.
 */

/** A section module: the component as its default export (as for React.lazy), and the catalogs it renders. */
export interface SectionModule<P> {
  default: ComponentType<P>;
  messages?: readonly Namespace[];
}
type Load<P> = () => Promise<SectionModule<P>>;

const VIEWPORT_MARGIN = "600px 0px";
/** Input that wakes a section (hovering too: a tap may follow). */
const WAKE_EVENTS = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"];

const isBrowser = typeof window !== "undefined";
/** Each part's gate; `watched`: a lazy section's, opened by nearness or input. */
const gates = new Map<string, { open: () => void; watched: boolean }>();
let allOpen = false;

const wrapperOf = (id: string) => document.querySelector(`[data-section="${id}"]`);

/** `lazySection("faq", () => import("../sections/faq"))`, like React.lazy: opens when near or acted in. */
export function lazySection<P extends object>(id: SectionId, load: Load<P>): ComponentType<P> {
  return deferred(id, load, true);
}

/**
 * A part whose prerendered HTML needs no script: it stays that HTML (an
 * opaque string no update replaces) until a client-side navigation renders it afresh.
 */
export function staticPart<P extends object>(id: string, load: Load<P>): ComponentType<P> {
  const Fresh = deferred(id, load, false);
  function StaticPart(props: P) {
    const [html] = useState(() => (isBrowser && !allOpen ? wrapperOf(id)?.innerHTML : undefined));
    if (html === undefined) return <Fresh {...props} />;
    return <div data-section={id} data-pending="" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return StaticPart;
}

function deferred<P extends object>(id: string, load: Load<P>, watched: boolean): ComponentType<P> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  gates.set(id, { open, watched });
  if (allOpen) open();
  // The download starts when the gate opens, not when React reaches the part.
  const withWords = async () => {
    preloadFiles(id);
    const module = await load();
    await loadNamespaces(splitLocale(window.location.pathname).locale, module.messages ?? []);
    return module;
  };
  const loaded = isBrowser ? opened.then(() => retried(withWords, () => wrapperOf(id))) : null;

  const Lazy = lazy(async () => {
    const { default: Section } = await (loaded ?? load());
    function HydratedSection(props: P) {
      useEffect(() => {
        const wrapper = wrapperOf(id);
        if (!(wrapper instanceof HTMLElement)) return;
        void replayHeldInput(wrapper);
        // Focus inside came before react-aria did: the CSS ring stays until focus moves on.
        const done = () => wrapper.removeAttribute("data-pending");
        if (!wrapper.contains(document.activeElement)) return done();
        wrapper.addEventListener("focusout", done, { once: true });
        return () => wrapper.removeEventListener("focusout", done);
      }, []);
      return <Section {...props} />;
    }
    return { default: HydratedSection };
  });

  function LazySection(props: P) {
    return (
      <div data-section={id} data-pending="">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return LazySection;
}

let files: Record<string, string[]> | undefined;
/** A part's files as the build lists them in #section-files (its code and words), fetched together. */
function preloadFiles(id: string) {
  files ??= JSON.parse(document.getElementById("section-files")?.textContent || "{}");
  for (const href of files?.[id] ?? [])
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href }),
    );
}

/**
 * Opens a lazy section's gate when it nears the viewport or the visitor acts
 * in it (heard on the document: React ignores a dehydrated boundary's input).
 */
export function watchSections(): void {
  const observer = new IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && wake(entry.target)),
    { rootMargin: VIEWPORT_MARGIN },
  );
  function wake(target: Element | null) {
    // The section and any around it (the FAQ hydrates inside Download).
    let at = target?.closest("[data-section]");
    for (; at; at = at.parentElement?.closest("[data-section]")) {
      const gate = gates.get(at.getAttribute("data-section") ?? "");
      if (gate?.watched) void heldFirst(at).then(gate.open);
    }
  }
  for (const [id, gate] of gates) {
    const wrapper = gate.watched && wrapperOf(id);
    if (wrapper) observer.observe(wrapper);
  }
  heldSections().forEach(wake);
  const onInput = (event: Event) => wake(event.target instanceof Element ? event.target : null);
  for (const type of WAKE_EVENTS)
    document.addEventListener(type, onInput, { capture: true, passive: true });
}

/** How long a section waits at most for those with held input (`heldFirst`). */
const HELD_FIRST_MS = 3000;
let heldDone: Promise<void> | undefined;

/** While input is held in other sections only, waits for its replay: those download and hydrate alone. */
function heldFirst(section: Element): Promise<void> {
  const held = heldSections();
  if (!held.length || held.some((at) => section.contains(at))) return Promise.resolve();
  return (heldDone ??= new Promise<void>((resolve) => {
    const done = () => (observer.disconnect(), resolve());
    const observer = new MutationObserver(() => heldSections().length || done());
    observer.observe(document.body, { subtree: true, attributeFilter: ["data-interactive"] });
    setTimeout(done, HELD_FIRST_MS);
  }));
}

/** The lazy sections' ids (for the build's list of their files). */
export const lazySectionIds = (): string[] =>
  [...gates].flatMap(([id, g]) => (g.watched ? [id] : []));

/** After a client-side navigation the page renders afresh: every part loads. */
export function openAllGates(): void {
  allOpen = true;
  for (const gate of gates.values()) gate.open();
}
