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
import type { Namespace } from "../i18n/catalog-types";
import { loadNamespaces } from "../i18n/catalog";
import { splitLocale } from "../i18n/locales";

/**
 * Below-the-fold sections hydrate late. The server renders them eagerly; in
 * the browser each one's code is imported only once its gate opens: when the
 * section comes within VIEWPORT_MARGIN of the viewport, or on the first
 * pointer, key, touch or focus event inside it. Until then React keeps the
 * prerendered HTML in place (a dehydrated Suspense boundary), so the page is
 * complete and readable at once. See docs/decisions/002-deferred-hydration.md.
 */
const VIEWPORT_MARGIN = "600px 0px";
const WAKE_EVENTS = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"] as const;

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

const gates = new Map<string, Gate>();
const WrapperContext = createContext<RefObject<HTMLDivElement | null> | null>(null);
let allOpen = false;

function gate(name: string): Gate {
  let g = gates.get(name);
  if (!g) {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    g = { promise, open };
    gates.set(name, g);
    if (allOpen) open();
  }
  return g;
}

const isBrowser = typeof window !== "undefined";

export interface DeferredSectionOptions {
  /**
   * Static content that needs no JavaScript: its code never loads for the
   * prerendered page (the server HTML stays as it is), only when a
   * client-side navigation renders the page afresh (`openAllGates`).
   */
  static?: boolean;
  /** The catalogs the section renders: loaded with its code, in the page's language. */
  messages?: readonly Namespace[];
}

/**
 * `deferredSection("live-preview", () => import("./x").then((m) => m.X))`
 * returns a component that renders X, hydrated when its gate opens.
 */
export function deferredSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: DeferredSectionOptions = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (isBrowser) await gate(name).promise;
    const Section = await load();
    // Then its words (the section's module brings their loaders), in the
    // page's language: in the browser, one page is one language, its URL's.
    if (isBrowser)
      await loadNamespaces(splitLocale(window.location.pathname).locale, options.messages ?? []);
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
      if (!element || options.static) return;
      const { open } = gate(name);
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
      <div ref={ref} data-pending="">
        <WrapperContext value={ref}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </WrapperContext>
      </div>
    );
  }
  DeferredSection.displayName = `Deferred(${name})`;
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
