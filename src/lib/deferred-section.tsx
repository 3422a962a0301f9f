import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
import type { SectionId } from "../content/sections";
import type { Namespace } from "../content/locales/types";
import { loadNamespaces } from "../i18n/catalog";
import { splitLocale } from "../i18n/locales";
import {
  PENDING_INTERACTION_EVENT,
  hasPendingInteractions,
  replayPendingInteractions,
  sectionsActedOn,
  whenInteractive,
} from "./pending-interactions";
import {
  MAX_WAIT_FOR_ACTED_ON_MS,
  VIEWPORT_MARGIN_PX,
  afterDownloadsActedOn,
  fetchSectionChunks,
  importSectionWords,
} from "./section-chunks";
import { whenIdle } from "./when-idle";

/**
 * Below-the-fold sections hydrate late (docs/decisions/002-loading-and-hydration.md).
 * This module is the one place where a section's gate opens, its chunk loads
 * and it hydrates. The server renders every section eagerly; in the browser a
 * section's code runs only once its gate opens: when the section comes within
 * VIEWPORT_MARGIN of the viewport, on the first pointer, key, touch or focus
 * event inside it, or at once if the visitor has already acted on it. Until
 * then React keeps the prerendered HTML in place (a dehydrated Suspense
 * boundary), so the page is complete and readable at once. Every lazy
 * section's code is fetched ahead, not run, from the time the start-up code
 * has arrived (fetchSectionsAhead in section-chunks.ts), so that it is at
 * hand when the gate opens. Taps and key presses made before a section is
 * ready are replayed once it is (pending-interactions.ts).
 */
const VIEWPORT_MARGIN = `${VIEWPORT_MARGIN_PX}px 0px`;
const WAKE_EVENTS = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"] as const;
/** Retry a failed download after 1, 2, 4 … s, at most 30 s apart (sooner on a tap or when back online). */
const RETRY_MS = { first: 1000, max: 30_000 };

/** A section's gate: shut until the section should load and hydrate. */
interface Gate {
  opened: Promise<void>;
  open: () => void;
  isOpen: boolean;
}

const gates = new Map<string, Gate>();

/** A section's wrapper in the page (prerendered, or rendered by DeferredSection). */
const wrapperOf = (id: string) => document.querySelector(`[data-section="${id}"]`);

/**
 * A section the visitor has acted on gets the main thread first: another
 * section whose gate opened meanwhile (its neighbour, near the viewport)
 * waits until those are interactive and the page is idle again before it
 * hydrates, unless it encloses one (the FAQ can hydrate only inside
 * Download) or is acted on itself. It never waits longer than
 * MAX_WAIT_FOR_ACTED_ON_MS.
 */
async function afterSectionsActedOn(id: string): Promise<void> {
  const self = wrapperOf(id);
  const deadline = Date.now() + MAX_WAIT_FOR_ACTED_ON_MS;
  let waited = false;
  for (;;) {
    if (!self || hasPendingInteractions(self) || Date.now() >= deadline) return;
    const first = sectionsActedOn().filter(
      (other) => other !== self && !self.contains(other) && !other.hasAttribute("data-interactive"),
    );
    if (!first.length) break;
    waited = true;
    await new Promise<void>((resolve) => {
      void Promise.race(first.map(whenInteractive)).then(resolve);
      // Acted on meanwhile: check again.
      document.addEventListener(PENDING_INTERACTION_EVENT, () => resolve(), { once: true });
      setTimeout(resolve, deadline - Date.now());
    });
  }
  // And what their replays set off (a transition, say) renders first.
  if (waited) await new Promise<void>((resolve) => whenIdle(resolve));
}

const WrapperContext = createContext<RefObject<HTMLDivElement | null> | null>(null);
let allOpen = false;

function gate(id: string): Gate {
  let g = gates.get(id);
  if (!g) {
    let resolve!: () => void;
    const opened = new Promise<void>((r) => (resolve = r));
    const created: Gate = {
      opened,
      isOpen: false,
      open: () => {
        created.isOpen = true;
        resolve();
      },
    };
    g = created;
    gates.set(id, g);
    if (allOpen) g.open();
  }
  return g;
}

const isBrowser = typeof window !== "undefined";

/**
 * A section module: its component is the default export, as for React.lazy,
 * and `messages` names the catalogs it renders (the module registers their
 * loaders): they load with it, in the page's language only.
 */
export interface SectionModule<P> {
  default: ComponentType<P>;
  messages?: readonly Namespace[];
}

/**
 * `lazySection("faq", () => import("../sections/faq"))`, like React.lazy: a
 * component that renders the module's default export, hydrated when the gate
 * named after the section id opens. Its wrapper carries `data-section="<id>"`,
 * `data-pending` until the section has hydrated, and `data-interactive` once
 * it has also replayed what the visitor did before.
 */
export function lazySection<P extends object>(
  id: SectionId,
  load: () => Promise<SectionModule<P>>,
): ComponentType<P> {
  return deferredSection(id, load, false);
}

/**
 * A section whose prerendered HTML needs no JavaScript: its code never loads
 * for the prerendered page (the server HTML stays as it is), only when a
 * client-side navigation renders the page afresh (`openAllGates`).
 */
export function staticSection<P extends object>(
  id: SectionId,
  load: () => Promise<SectionModule<P>>,
): ComponentType<P> {
  return deferredSection(id, load, true);
}

/**
 * Like `staticSection`, for a part of another page that needs no JavaScript
 * (the download page's explanations, between its interactive parts): the
 * server renders it, the prerendered page never loads its code.
 */
export function staticPart<P extends object>(
  name: string,
  load: () => Promise<SectionModule<P>>,
): ComponentType<P> {
  return deferredSection(name, load, true);
}

function deferredSection<P extends object>(
  id: string,
  load: () => Promise<SectionModule<P>>,
  isStatic: boolean,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (isBrowser) {
      await gate(id).opened;
      await afterDownloadsActedOn(wrapperOf(id));
      await fetchUntilDone(id);
      await afterSectionsActedOn(id);
    }
    let Section: ComponentType<P>;
    try {
      // Its code and, alongside, its words in the page's language (in the
      // browser, one page is one language: its URL's).
      const [module] = await Promise.all([load(), isBrowser && importSectionWords(id)]);
      Section = module.default;
      if (isBrowser)
        await loadNamespaces(splitLocale(window.location.pathname).locale, module.messages ?? []);
    } catch (error) {
      // The chunks are in the cache, so this is a fault in the code itself.
      // Keep the prerendered HTML (readable, its links work) rather than let
      // React replace the page with nothing.
      console.error(`The "${id}" section could not start`, error);
      return new Promise<never>(() => {});
    }
    // Once the section has hydrated: replay what the visitor did before, and
    // drop data-pending (if focus is inside, react-aria missed that focus
    // event: once focus moves on).
    function HydratedSection(props: P) {
      const wrapper = useContext(WrapperContext);
      useEffect(() => {
        const element = wrapper?.current;
        if (!element) return;
        void replayPendingInteractions(element);
        const done = () => element.removeAttribute("data-pending");
        if (!element.contains(document.activeElement)) return done();
        element.addEventListener("focusout", done, { once: true });
        return () => element.removeEventListener("focusout", done);
      }, [wrapper]);
      return <Section {...props} />;
    }
    return { default: HydratedSection };
  });

  function DeferredSection(props: P) {
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = ref.current;
      if (!element || isStatic) return;
      const { open } = gate(id);
      const wake = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) finish();
      };
      const observer =
        "IntersectionObserver" in window
          ? new IntersectionObserver(
              (entries) => entries.some((e) => e.isIntersecting) && finish(),
              {
                rootMargin: VIEWPORT_MARGIN,
              },
            )
          : null;
      // React's root listener ignores events inside a dehydrated boundary:
      // listen on the document in the capture phase instead.
      function stop() {
        observer?.disconnect();
        for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, true);
      }
      function finish() {
        open();
        stop();
      }
      // The visitor acted on it before the app ran.
      if (hasPendingInteractions(element)) {
        finish();
        return;
      }
      for (const type of WAKE_EVENTS) document.addEventListener(type, wake, true);
      if (observer) observer.observe(element);
      else finish();
      return stop;
    }, []);

    // data-pending: the server HTML is not interactive yet. Its controls get
    // the focus ring from CSS (app.css), as react-aria's state is not there.
    // data-static: its code never loads on the prerendered page (the entry
    // fetches ahead only the others' code: fetchNearbySections in section-chunks.ts).
    return (
      <div ref={ref} data-section={id} data-pending="" data-static={isStatic ? "" : undefined}>
        <WrapperContext value={ref}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </WrapperContext>
      </div>
    );
  }
  DeferredSection.displayName = `Deferred(${id})`;
  if (!isStatic) return DeferredSection;

  /**
   * A static part of the prerendered page stays an island of server HTML:
   * the client renders the same markup as an opaque string, so a later
   * re-render (a router update, say a #fragment link) leaves it alone. (A
   * dehydrated Suspense boundary would instead be replaced by its empty
   * fallback on the first context change reaching it.) A part rendered
   * afresh, after a client-side navigation, is a deferred one with its gate open.
   */
  function StaticPart(props: P) {
    const [serverHtml] = useState(() => {
      // Still the prerendered page: no client-side navigation yet.
      if (!isBrowser || allOpen) return null;
      return wrapperOf(id)?.innerHTML ?? null;
    });
    if (serverHtml === null) return <DeferredSection {...props} />;
    return (
      <div
        data-section={id}
        data-pending=""
        data-static=""
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  StaticPart.displayName = `Static(${id})`;
  return StaticPart;
}

/**
 * Download a section's chunks, retrying until they arrive: after a delay
 * that doubles each time, or sooner when the visitor taps a pending section
 * or the browser comes back online. Meanwhile the prerendered HTML stays.
 */
async function fetchUntilDone(id: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchSectionChunks(id);
    } catch {
      await new Promise<void>((resolve) => {
        const retry = () => {
          clearTimeout(timer);
          window.removeEventListener("online", retry);
          document.removeEventListener(PENDING_INTERACTION_EVENT, retry);
          resolve();
        };
        const timer = setTimeout(retry, Math.min(RETRY_MS.first * 2 ** attempt, RETRY_MS.max));
        window.addEventListener("online", retry);
        document.addEventListener(PENDING_INTERACTION_EVENT, retry);
      });
    }
  }
}

/**
 * Open every gate, now and for sections rendered later: after a client-side
 * navigation the page renders afresh, so there is no server HTML to keep.
 */
export function openAllGates(): void {
  allOpen = true;
  for (const g of gates.values()) g.open();
}
