import { startTransition } from "react";

/**
 * Interactions made on a deferred section before its code ran, replayed once
 * it has (decision 002). The inline loader (src/entry-loader.js) holds every
 * tap and key press on a control of a section whose wrapper lacks
 * data-interactive: React never sees them (it would drop an event on a
 * dehydrated boundary), so each one takes effect exactly once, here.
 */
interface Held {
  /** The section's wrapper (`[data-section]`). */
  section: Element;
  /** The control that was activated, or had focus for a key press. */
  target: HTMLElement;
}
export type PendingInteraction =
  /** pointerType: "mouse", "touch" or "pen", or "" for a click the keyboard made. */
  | (Held & { type: "click"; pointerType: string })
  | (Held & { type: "keydown"; key: string; code: string; shiftKey: boolean });

declare global {
  interface Window {
    /** Filled by src/entry-loader.js; absent under the dev server. */
    __pendingInteractions?: PendingInteraction[];
  }
}

/** Dispatched on the document by the loader each time it holds an interaction. */
export const PENDING_INTERACTION_EVENT = "pendinginteraction";

const queue = (): PendingInteraction[] =>
  typeof window === "undefined" ? [] : (window.__pendingInteractions ?? []);

/** Is anything held, for this section or (without one) anywhere? */
export function hasPendingInteractions(section?: Element): boolean {
  return queue().some((item) => !section || item.section === section);
}

/** The sections the visitor has acted on whose interactions wait to be replayed. */
export function sectionsActedOn(): Element[] {
  return [...new Set(queue().map((item) => item.section))];
}

const ready = new WeakMap<Element, { promise: Promise<void>; resolve: () => void }>();
function readiness(section: Element) {
  let entry = ready.get(section);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    entry = { promise, resolve };
    ready.set(section, entry);
  }
  return entry;
}

/** Resolves once the section is interactive (hydrated, its interactions replayed). */
export function whenInteractive(section: Element): Promise<void> {
  return section.hasAttribute("data-interactive") ? Promise.resolve() : readiness(section).promise;
}

/** Set while a held interaction's events are being dispatched again. */
let replayingNow = false;

/**
 * `startTransition(update)`, except inside a replayed interaction: the
 * visitor has been waiting for that one since before the section hydrated,
 * so it renders at once rather than in slices between frames, which on a
 * slow phone shows it 200–300 ms later (decision 007, thirteenth look).
 * New taps and keys still get transitions, so the page answers them first.
 */
export function startTransitionUnlessReplayed(update: () => void): void {
  if (replayingNow) update();
  else startTransition(update);
}

/** A new macrotask: React has committed what the previous step set off. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const replaying = new WeakSet<Element>();

/**
 * Replay what is held for a section whose code has hydrated, then mark it
 * data-interactive so that its events reach React directly from now on.
 * Starts in a later task, once the hydrated tree has settled (components that
 * render differently after hydration have re-rendered); each interaction gets
 * a task of its own, so React commits one before the next reads its state
 * (twenty taps on "Next month" are twenty months). Whatever the visitor does
 * meanwhile is held too and replayed after, in order.
 */
export async function replayPendingInteractions(section: HTMLElement): Promise<void> {
  if (replaying.has(section)) return;
  replaying.add(section);
  const items = queue();
  /** Where focus went when a replayed key moved it (arrow keys in a tab list or a grid). */
  const movedFocus = new Map<Element, HTMLElement>();
  for (;;) {
    await nextTask();
    const index = items.findIndex((item) => item.section === section);
    if (index < 0) break;
    const [item] = items.splice(index, 1);
    if (item) replay(item, movedFocus);
  }
  section.setAttribute("data-interactive", "");
  readiness(section).resolve();
}

function replay(item: PendingInteraction, movedFocus: Map<Element, HTMLElement>): void {
  if (item.type === "click") {
    // The same node: hydration adopts the prerendered DOM.
    const target = item.target.isConnected
      ? item.target
      : item.target.id && document.getElementById(item.target.id);
    // A virtual click: react-aria presses, native handlers click.
    if (target) whileReplaying(() => target.click());
    // React Aria takes a virtual click for a screen reader's and shows the
    // keyboard focus ring. It was a tap or a mouse click: let React Aria know,
    // as the pointer's own events would have (its listener on the document
    // sets the pointer modality; nothing else hears a pointerdown there).
    if (target && item.pointerType && typeof PointerEvent === "function")
      document.dispatchEvent(new PointerEvent("pointerdown", { pointerType: item.pointerType }));
    return;
  }
  let target: HTMLElement = item.target;
  for (let next = movedFocus.get(target); next; next = movedFocus.get(target)) target = next;
  // A key goes where the visitor left focus; if focus has left the section
  // since, replaying it would pull focus back, so it lapses.
  const active = document.activeElement;
  if (!target.isConnected || !(active instanceof HTMLElement) || !item.section.contains(active))
    return;
  const init = {
    key: item.key,
    code: item.code,
    shiftKey: item.shiftKey,
    bubbles: true,
    cancelable: true,
  };
  whileReplaying(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", init));
    target.dispatchEvent(new KeyboardEvent("keyup", init));
  });
  const now = document.activeElement;
  if (now instanceof HTMLElement && now !== target && item.section.contains(now))
    movedFocus.set(target, now);
}

function whileReplaying(dispatch: () => void): void {
  replayingNow = true;
  try {
    dispatch();
  } finally {
    replayingNow = false;
  }
}
