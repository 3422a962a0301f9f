import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type RefObject,
} from "react";
import type { SectionId } from "../content/sections";

/**
 * Below-the-fold sections hydrate late (docs/decisions/002-loading-and-hydration.md).
 * This module is the one place where a section's gate opens, its chunk loads
 * and it hydrates. The server renders every section eagerly; in the browser a
 * section's code is imported only once its gate opens: when the section comes
 * within VIEWPORT_MARGIN of the viewport, or on the first pointer, key, touch
 * or focus event inside it. Until then React keeps the prerendered HTML in
 * place (a dehydrated Suspense boundary), so the page is complete and readable
 * at once.
 */
const VIEWPORT_MARGIN = "600px 0px";
const WAKE_EVENTS = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"] as const;

/** A section's gate: shut until the section should load and hydrate. */
interface Gate {
  opened: Promise<void>;
  open: () => void;
}

const gates = new Map<string, Gate>();
const WrapperContext = createContext<RefObject<HTMLDivElement | null> | null>(null);
let allOpen = false;

function gate(id: string): Gate {
  let g = gates.get(id);
  if (!g) {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    g = { opened, open };
    gates.set(id, g);
    if (allOpen) open();
  }
  return g;
}

const isBrowser = typeof window !== "undefined";

/** A section module: its component is the default export, as for React.lazy. */
export interface SectionModule<P> {
  default: ComponentType<P>;
}

/**
 * `lazySection("faq", () => import("../sections/faq"))`, like React.lazy: a
 * component that renders the module's default export, hydrated when the gate
 * named after the section id opens. Its wrapper carries `data-section="<id>"`,
 * and `data-pending` until the section has hydrated.
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
    if (isBrowser) await gate(id).opened;
    const { default: Section } = await load();
    // Once the section has hydrated, its wrapper loses data-pending; if focus
    // is inside (react-aria missed that focus event), once focus moves on.
    function HydratedSection(props: P) {
      const wrapper = useContext(WrapperContext);
      useEffect(() => {
        const element = wrapper?.current;
        if (!element) return;
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
      for (const type of WAKE_EVENTS) document.addEventListener(type, wake, true);
      if (observer) observer.observe(element);
      else finish();
      return stop;
    }, []);

    // data-pending: the server HTML is not interactive yet. Its controls get
    // the focus ring from CSS (app.css), as react-aria's state is not there.
    return (
      <div ref={ref} data-section={id} data-pending="">
        <WrapperContext value={ref}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </WrapperContext>
      </div>
    );
  }
  DeferredSection.displayName = `Deferred(${id})`;
  return DeferredSection;
}

/**
 * Open every gate, now and for sections rendered later: after a client-side
 * navigation the page renders afresh, so there is no server HTML to keep.
 */
export function openAllGates(): void {
  allOpen = true;
  for (const g of gates.values()) g.open();
}
