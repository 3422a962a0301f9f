import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

const transitions = vi.hoisted(() => ({ started: 0 }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (update: () => void) => {
      transitions.started++;
      update();
    },
  };
});

const { replayPendingInteractions, startTransitionUnlessReplayed } =
  await import("./pending-interactions");

afterEach(() => {
  transitions.started = 0;
  delete window.__pendingInteractions;
  document.body.innerHTML = "";
});

/** A section with one button whose click runs `onClick`, and a tap on it held before hydration. */
function heldTap(onClick: () => void) {
  document.body.innerHTML = `<div data-section="live-preview"><button type="button">Next month</button></div>`;
  const section = document.querySelector<HTMLElement>("[data-section]");
  const target = section?.querySelector("button");
  if (!section || !target) throw new Error("no section");
  target.addEventListener("click", onClick);
  window.__pendingInteractions = [{ type: "click", pointerType: "", section, target }];
  return section;
}

describe("startTransitionUnlessReplayed", () => {
  it("starts a transition for a tap made now", () => {
    const update = vi.fn();
    startTransitionUnlessReplayed(update);
    expect(update).toHaveBeenCalledOnce();
    expect(transitions.started).toBe(1);
  });

  it("renders a tap held before hydration at once when it is replayed, and only that one", async () => {
    const update = vi.fn();
    const section = heldTap(() => startTransitionUnlessReplayed(update));
    await replayPendingInteractions(section);
    expect(update).toHaveBeenCalledOnce();
    expect(transitions.started).toBe(0);
    expect(section.hasAttribute("data-interactive")).toBe(true);
    // The visitor's next tap is an ordinary one again.
    startTransitionUnlessReplayed(update);
    expect(transitions.started).toBe(1);
  });

  it("is an ordinary transition again when the replayed handler throws", async () => {
    const section = heldTap(() => {
      throw new Error("a handler's fault");
    });
    // jsdom reports a listener's exception instead of throwing it.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    window.addEventListener("error", (event) => event.preventDefault(), { once: true });
    await replayPendingInteractions(section);
    reported.mockRestore();
    startTransitionUnlessReplayed(() => {});
    expect(transitions.started).toBe(1);
  });
});
