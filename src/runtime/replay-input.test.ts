// @vitest-environment jsdom
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

const { replayHeldInput, startTransitionUnlessReplayed } = await import("./replay-input");

afterEach(() => {
  transitions.started = 0;
  delete window.__heldInput;
  document.body.innerHTML = "";
});

/** A section with one button whose click runs `onClick`, and a tap on it held before hydration. */
function heldTap(onClick: () => void) {
  document.body.innerHTML = `<div data-section="live-preview"><button type="button">Next month</button></div>`;
  const section = document.querySelector<HTMLElement>("[data-section]");
  const target = section?.querySelector("button");
  if (!section || !target) throw new Error("no section");
  target.addEventListener("click", onClick);
  window.__heldInput = [{ type: "click", pointerType: "", section, target }];
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
    await replayHeldInput(section);
    expect(update).toHaveBeenCalledOnce();
    expect(transitions.started).toBe(0);
    expect(section).toHaveAttribute("data-interactive");
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
    await replayHeldInput(section);
    reported.mockRestore();
    startTransitionUnlessReplayed(() => {});
    expect(transitions.started).toBe(1);
  });
});

describe("replayHeldInput", () => {
  /** Two tabs; an arrow key moves focus to the other one. */
  function tabs() {
    document.body.innerHTML = `<div data-section="live-preview"><div role="tab" tabindex="0">Week</div><div role="tab" tabindex="-1">Month</div></div><button type="button">outside</button>`;
    const section = document.querySelector<HTMLElement>("[data-section]")!;
    const [week, month] = [...section.querySelectorAll<HTMLElement>("[role=tab]")] as HTMLElement[];
    const keys: string[] = [];
    section.addEventListener("keydown", (event) => {
      keys.push(`${(event.target as HTMLElement).textContent} ${event.key}`);
      if (event.key === "ArrowRight") month?.focus();
    });
    return { section, week: week!, keys };
  }
  const key = (section: Element, target: HTMLElement, name: string) => ({
    type: "keydown" as const,
    key: name,
    code: name,
    shiftKey: false,
    section,
    target,
  });

  it("replays each key where focus is by then, in order", async () => {
    const { section, week, keys } = tabs();
    week.focus();
    window.__heldInput = [key(section, week, "ArrowRight"), key(section, week, "Enter")];
    await replayHeldInput(section);
    expect(keys).toEqual(["Week ArrowRight", "Month Enter"]);
  });

  it("lets a key lapse once focus has left the section, rather than pull focus back", async () => {
    const { section, week, keys } = tabs();
    document.querySelector<HTMLElement>("button")!.focus();
    window.__heldInput = [key(section, week, "ArrowRight")];
    await replayHeldInput(section);
    expect(keys).toEqual([]);
    expect(section).toHaveAttribute("data-interactive");
  });

  it("replays another section's input only when that section is ready", async () => {
    const section = heldTap(() => {});
    const other = document.createElement("div");
    window.__heldInput?.push({ ...window.__heldInput[0]!, section: other });
    await replayHeldInput(section);
    expect(window.__heldInput).toHaveLength(1);
    expect(window.__heldInput?.[0]?.section).toBe(other);
  });
});
