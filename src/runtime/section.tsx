import { Suspense, lazy, useEffect, useState, type ComponentType } from "react";
import type { Namespace } from "../content/locales/types";
import type { SectionId } from "../content/sections";
import { loadNamespaces } from "../i18n/catalog";
import { splitLocale } from "../i18n/locales";
import { heldSections, replayHeldInput } from "./replay-input";
import { retried } from "./retry";

/**
 * Sections that hydrate late (decision 002). The server renders them all; in
 * the browser React keeps a section's prerendered HTML (a dehydrated Suspense
 * boundary) until its gate opens, when it comes near the viewport or the
 * visitor acts in it (`watchSections`). Its code and words then load, it
 * hydrates, and the input held meanwhile is replayed (replay-input.ts).
 */

/** A section module: the component as its default export (as for React.lazy), and the catalogs it renders. */
export interface SectionModule<P> {
  default: ComponentType<P>;
  messages?: readonly Namespace[];
}
type Load<P> = () => Promise<SectionModule<P>>;

/** How near the viewport a section wakes. */
const VIEWPORT_MARGIN = "600px 0px";
/** Input inside a section that wakes it (hovering included: a tap may follow). */
const WAKE_EVENTS = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"];

const isBrowser = typeof window !== "undefined";
/** Each section's gate; `watched`: opened by nearness or input (lazy, not static). */
const gates = new Map<string, { open: () => void; watched: boolean }>();
let allOpen = false;

const wrapperOf = (id: string) => document.querySelector(`[data-section="${id}"]`);

/**
 * `lazySection("faq", () => import("../sections/faq"))`, like React.lazy: its
 * wrapper carries `data-section="<id>"`, `data-pending` until it has hydrated
 * and `data-interactive` once its held input is replayed.
 */
export function lazySection<P extends object>(id: SectionId, load: Load<P>): ComponentType<P> {
  return deferred(id, load, true);
}

/**
 * A part of a page (a section, a legal document) whose prerendered HTML
 * needs no script: that HTML stays as it is (the client renders it as an
 * opaque string, so no update replaces it) and its code loads only when a
 * client-side navigation renders it afresh.
 */
export function staticPart<P extends object>(id: string, load: Load<P>): ComponentType<P> {
  const Fresh = deferred(id, load, false);
  function StaticPart(props: P) {
    const [html] = useState(() =>
      isBrowser && !allOpen ? (wrapperOf(id)?.innerHTML ?? null) : null,
    );
    if (html === null) return <Fresh {...props} />;
    return <div data-section={id} data-pending="" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return StaticPart;
}

function deferred<P extends object>(id: string, load: Load<P>, watched: boolean): ComponentType<P> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  gates.set(id, { open, watched });
  if (allOpen) open();
  // Starts when the gate opens, before React reaches the section.
  const loaded = isBrowser
    ? opened.then(() =>
        retried(
          async () => {
            const module = await load();
            const { locale } = splitLocale(window.location.pathname);
            await loadNamespaces(locale, module.messages ?? []);
            return module;
          },
          () => wrapperOf(id),
        ),
      )
    : null;

  const Lazy = lazy(async () => {
    const { default: Section } = await (loaded ?? load());
    function HydratedSection(props: P) {
      useEffect(() => {
        const wrapper = wrapperOf(id);
        if (!(wrapper instanceof HTMLElement)) return;
        void replayHeldInput(wrapper);
        // With focus inside, react-aria missed that focus: the CSS ring stays until it moves on.
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
    // data-pending: prerendered controls get the focus ring from CSS (app.css) until hydrated.
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

/**
 * Opens each prerendered lazy section's gate when it comes near the viewport
 * or the visitor acts in it, or at once for input held before the app ran.
 * Input is heard on the document: React ignores it in a dehydrated boundary.
 */
export function watchSections(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(entry.target);
    },
    { rootMargin: VIEWPORT_MARGIN },
  );
  function wake(target: Element | null) {
    // The section, and any around it (the FAQ hydrates inside Download).
    for (
      let at = target?.closest("[data-section]");
      at;
      at = at.parentElement?.closest("[data-section]")
    ) {
      const gate = gates.get(at.getAttribute("data-section") ?? "");
      if (!gate?.watched) continue;
      gate.open();
      observer.unobserve(at);
    }
  }
  for (const [id, gate] of gates) {
    const wrapper = gate.watched ? wrapperOf(id) : null;
    if (wrapper) observer.observe(wrapper);
  }
  for (const section of heldSections()) wake(section);
  const onInput = (event: Event) => wake(event.target instanceof Element ? event.target : null);
  for (const type of WAKE_EVENTS)
    document.addEventListener(type, onInput, { capture: true, passive: true });
}

/** After a client-side navigation the page renders afresh: every section loads. */
export function openAllGates(): void {
  allOpen = true;
  for (const gate of gates.values()) gate.open();
}
