// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeldInput } from "./replay-input";

// These tests drive React with its own act(): tell React this is a test
// environment where act() is used, as Testing Library does around its own
// (otherwise each act() warns "not configured to support act(...)").
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** IntersectionObserver, driven by the test: `near(element)` reports it within the margin. */
const observed = new Set<Element>();
let report: (element: Element) => void = () => {};
class FakeObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    report = (target) => callback([{ target, isIntersecting: true }]);
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}
const near = (element: Element) => act(() => report(element));

/** A section's module: a counter button. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`Count ${count}`}
    </button>
  );
}

let root: Root | undefined;
/** The runtime's module state is per page: a fresh copy per test. */
async function runtime() {
  vi.resetModules();
  return import("./section");
}

/** Prerendered HTML as the server writes it (a Suspense boundary), then hydrated. */
async function hydrate(element: React.ReactNode, html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById("root")!;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return container;
}
const section = (id: string) => document.querySelector<HTMLElement>(`[data-section="${id}"]`)!;
/** Let the load, hydration and the replay's tasks run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** Until a section is interactive (hydrated, its held input replayed). */
async function interactive(id: string) {
  for (let i = 0; i < 40 && !section(id).hasAttribute("data-interactive"); i++) await settle();
  expect(section(id)).toHaveAttribute("data-interactive");
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  observed.clear();
  delete window.__heldInput;
  vi.unstubAllGlobals();
});

describe("lazySection", () => {
  const html = (count = 0) =>
    `<div data-section="live-preview" data-pending=""><!--$--><button type="button">Count ${count}</button><!--/$--></div>`;

  it("keeps the prerendered HTML until the section comes near, then loads, hydrates and answers taps", async () => {
    const { lazySection, watchSections } = await runtime();
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const Section = lazySection("live-preview", load);
    await hydrate(<Section />, html());
    watchSections();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(section("live-preview")).toHaveAttribute("data-pending");
    expect(observed).toContain(section("live-preview"));

    await near(section("live-preview"));
    await interactive("live-preview");
    expect(load).toHaveBeenCalledOnce();
    expect(section("live-preview")).not.toHaveAttribute("data-pending");
    await act(() => document.querySelector("button")!.click());
    expect(document.querySelector("button")).toHaveTextContent("Count 1");
  });

  it("loads at once for a tap held before the app ran, and applies it exactly once", async () => {
    const { lazySection, watchSections } = await runtime();
    const Section = lazySection("live-preview", () => Promise.resolve({ default: Counter }));
    await hydrate(<Section />, html());
    const button = document.querySelector("button")!;
    const tap: HeldInput = {
      type: "click",
      pointerType: "touch",
      section: section("live-preview"),
      target: button,
    };
    window.__heldInput = [tap, { ...tap }];
    watchSections();
    await interactive("live-preview");
    expect(button).toHaveTextContent("Count 2");
    expect(window.__heldInput).toEqual([]);
  });

  it("wakes on input inside it, and wakes the section around it too", async () => {
    const { lazySection, watchSections } = await runtime();
    const loads = { download: vi.fn(), faq: vi.fn() };
    const Faq = lazySection("faq", () => {
      loads.faq();
      return Promise.resolve({ default: Counter });
    });
    const Download = lazySection("download", () => {
      loads.download();
      return Promise.resolve({ default: ({ faq }: { faq: React.ReactNode }) => <div>{faq}</div> });
    });
    await hydrate(
      <Download faq={<Faq />} />,
      `<div data-section="download" data-pending=""><!--$--><div>${html().replace("live-preview", "faq")}</div><!--/$--></div>`,
    );
    act(() => {
      watchSections();
      document
        .querySelector("button")!
        .dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    await interactive("faq");
    expect(loads.faq).toHaveBeenCalledOnce();
    expect(loads.download).toHaveBeenCalledOnce();
  });

  it("fetches the files the build lists for it (code and words) together when its gate opens", async () => {
    const { lazySection, watchSections } = await runtime();
    const Section = lazySection("live-preview", () => Promise.resolve({ default: Counter }));
    await hydrate(<Section />, html());
    const files = { "live-preview": ["/assets/live-preview-1.js", "/assets/demo-en-2.js"] };
    document.body.insertAdjacentHTML(
      "beforeend",
      `<script type="application/json" id="section-files">${JSON.stringify(files)}</script>`,
    );
    watchSections();
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute("href"),
      );
    expect(preloads()).toEqual([]);
    await near(section("live-preview"));
    await interactive("live-preview");
    expect(preloads()).toEqual(files["live-preview"]);
    document.head.replaceChildren();
  });

  it("lets a section with held input load and hydrate first; its neighbours wait until it is replayed", async () => {
    const { lazySection, watchSections } = await runtime();
    const loads: string[] = [];
    let demoArrives = () => {};
    const Demo = lazySection("live-preview", () => {
      loads.push("live-preview");
      return new Promise<{ default: typeof Counter }>(
        (resolve) => (demoArrives = () => resolve({ default: Counter })),
      );
    });
    const Carousel = lazySection("see-it-in-action", () => {
      loads.push("see-it-in-action");
      return Promise.resolve({ default: Counter });
    });
    await hydrate(
      <>
        <Demo />
        <Carousel />
      </>,
      html() + html().replace("live-preview", "see-it-in-action"),
    );
    const demo = section("live-preview");
    const tap: HeldInput = {
      type: "click",
      pointerType: "touch",
      section: demo,
      target: demo.querySelector("button")!,
    };
    window.__heldInput = [tap];
    watchSections();
    await near(section("see-it-in-action"));
    await settle();
    // The carousel is near, but the demo's code is still on its way.
    expect(loads).toEqual(["live-preview"]);
    demoArrives();
    await interactive("live-preview");
    await interactive("see-it-in-action");
    expect(loads).toEqual(["live-preview", "see-it-in-action"]);
    expect(demo.querySelector("button")).toHaveTextContent("Count 1");
  });

  it("loads every section with held input at once: none waits for another", async () => {
    const { lazySection, watchSections } = await runtime();
    const Demo = lazySection("live-preview", () => Promise.resolve({ default: Counter }));
    const Carousel = lazySection("see-it-in-action", () => Promise.resolve({ default: Counter }));
    await hydrate(
      <>
        <Demo />
        <Carousel />
      </>,
      html() + html().replace("live-preview", "see-it-in-action"),
    );
    const tap = (id: string): HeldInput => ({
      type: "click",
      pointerType: "touch",
      section: section(id),
      target: section(id).querySelector("button")!,
    });
    window.__heldInput = [tap("live-preview"), tap("see-it-in-action")];
    watchSections();
    // Well within the wait for held input (3 s): `interactive` gives up after 2 s.
    await interactive("live-preview");
    await interactive("see-it-in-action");
  });

  it("keeps data-pending while focus stays inside, so the CSS focus ring shows until it moves on", async () => {
    const { lazySection, watchSections } = await runtime();
    const Section = lazySection("live-preview", () => Promise.resolve({ default: Counter }));
    await hydrate(
      <>
        <Section />
        <a href="#x">elsewhere</a>
      </>,
      html() + '<a href="#x">elsewhere</a>',
    );
    act(() => {
      document.querySelector("button")!.focus();
      watchSections();
    });
    await near(section("live-preview"));
    await interactive("live-preview");
    expect(section("live-preview")).toHaveAttribute("data-pending");
    act(() => document.querySelector("a")!.focus());
    expect(section("live-preview")).not.toHaveAttribute("data-pending");
  });
});

describe("staticPart", () => {
  it("keeps its prerendered HTML and never loads its code, until a navigation renders it afresh", async () => {
    const { openAllGates, staticPart, watchSections } = await runtime();
    const load = vi.fn(() => Promise.resolve({ default: () => <p>fresh</p> }));
    const Part = staticPart("features", load);
    await hydrate(
      <Part />,
      `<div data-section="features" data-pending=""><!--$--><p>prerendered</p><!--/$--></div>`,
    );
    watchSections();
    expect(observed.size).toBe(0);
    document.querySelector("p")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(section("features")).toHaveTextContent("prerendered");

    // A client-side navigation: the page renders afresh.
    openAllGates();
    act(() => root?.unmount());
    const fresh = document.createElement("div");
    document.body.replaceChildren(fresh);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      root = createRoot(fresh);
      root.render(<Part />);
    });
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(section("features")).toHaveTextContent("fresh");
  });
});
