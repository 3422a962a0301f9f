import { startTransition } from "react";

/**
 * The one hand-off between the inline scripts and the app: hold-input.js
 * fills `window.__heldInput`, oldest first; `replayHeldInput` applies each
 * once and sets `data-interactive`, which lets that section's events through.
 */
export type HeldInput = { section: Element; target: HTMLElement } & (
  | /** pointerType: "mouse", "touch", "pen", or "" for a click the keyboard made. */
    { type: "click"; pointerType: string }
  | { type: "keydown"; key: string; code: string; shiftKey: boolean }
);

declare global {
  interface Window {
    /** Filled by src/runtime/hold-input.js; absent under the dev server. */
    __heldInput?: HeldInput[];
  }
}

const held = (): HeldInput[] => (typeof window === "undefined" ? [] : (window.__heldInput ?? []));

/** The sections with input held, in the order the visitor acted on them. */
export const heldSections = (): Element[] => [...new Set(held().map((item) => item.section))];

let replaying = false;

/** `startTransition(update)`, except for replayed input: the visitor has waited long enough. */
export function startTransitionUnlessReplayed(update: () => void): void {
  if (replaying) update();
  else startTransition(update);
}

const started = new WeakSet<Element>();

/** Replays a hydrated section's held input, one item per task (React commits each before the next). */
export async function replayHeldInput(section: HTMLElement): Promise<void> {
  if (started.has(section)) return;
  started.add(section);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const index = held().findIndex((item) => item.section === section);
    if (index < 0) break;
    const [item] = held().splice(index, 1);
    replaying = true;
    try {
      if (item) replay(item);
    } finally {
      replaying = false;
    }
  }
  section.setAttribute("data-interactive", "");
}

function replay(item: HeldInput): void {
  if (item.type === "click") {
    // A virtual click on the node hydration kept: react-aria presses, native handlers click.
    item.target.click();
    // React Aria takes a virtual click for a keyboard's (focus ring on); a
    // pointerdown on the document sets its modality back to the pointer.
    if (item.pointerType)
      document.dispatchEvent(new PointerEvent("pointerdown", { pointerType: item.pointerType }));
    return;
  }
  // A key goes where focus is now (a replayed arrow may have moved it); it
  // lapses if focus has left the section.
  const target = document.activeElement;
  if (!(target instanceof HTMLElement) || !item.section.contains(target)) return;
  const init = { key: item.key, code: item.code, shiftKey: item.shiftKey, bubbles: true };
  target.dispatchEvent(new KeyboardEvent("keydown", { ...init, cancelable: true }));
  target.dispatchEvent(new KeyboardEvent("keyup", { ...init, cancelable: true }));
}
