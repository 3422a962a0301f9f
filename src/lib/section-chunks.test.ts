import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PendingInteraction } from "./pending-interactions";

/**
 * The downloads ahead of a section's import (section-chunks.ts), on a page
 * with two lazy sections. jsdom lays nothing out: every section counts as
 * near the viewport.
 */
const list = {
  "live-preview": ["/assets/live-preview.js", "/assets/react-aria.js"],
  "live-preview:en": ["/assets/demo-en.js"],
  "see-it-in-action": ["/assets/see-it-in-action.js"],
  faq: ["/assets/faq.js"],
  download: ["/assets/download.js"],
};

/** fetch(), answered only when the test says so. */
function deferredFetch() {
  const answers = new Map<string, (ok: boolean) => void>();
  const fetch = vi.fn(
    (url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) =>
        answers.set(url, (ok) =>
          resolve(new Response("", { status: ok ? 200 : 404, statusText: "" })),
        ),
      ),
  );
  const answer = (url: string, ok = true) => answers.get(url)?.(ok);
  const asked = () => fetch.mock.calls.map(([url]) => url);
  const priority = (url: string) => fetch.mock.calls.find(([u]) => u === url)?.[1]?.priority;
  return { fetch, answer, asked, priority };
}

/** Lets the promise chains that a fetch's answer sets off run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let net: ReturnType<typeof deferredFetch>;

beforeEach(() => {
  // A fresh module each time: it keeps what it has fetched.
  vi.resetModules();
  document.body.innerHTML = `
    <div data-section="live-preview"><button type="button">Next month</button></div>
    <div data-section="see-it-in-action"></div>
    <div data-section="features" data-static=""></div>
    <script type="application/json" id="section-chunks">${JSON.stringify(list)}</script>`;
  net = deferredFetch();
  vi.stubGlobal("fetch", net.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__pendingInteractions;
  delete window.__chunkDownloads;
});

function actOn(id: string) {
  const section = document.querySelector(`[data-section="${id}"]`);
  const target = section?.querySelector("button");
  if (!section || !(target instanceof HTMLElement)) throw new Error(`no control in ${id}`);
  const item: PendingInteraction = { type: "click", pointerType: "touch", section, target };
  window.__pendingInteractions = [item];
}

describe("fetchNearbySections", () => {
  it("asks for every lazy section near the viewport, with its words, and never a static one", async () => {
    const { fetchNearbySections } = await import("./section-chunks");
    expect(fetchNearbySections()).toBe(true);
    await settle();
    expect(net.asked().toSorted()).toEqual(
      [...list["live-preview"], ...list["live-preview:en"], ...list["see-it-in-action"]].toSorted(),
    );
  });

  it("downloads a section the visitor tapped first; its neighbour starts once that has arrived", async () => {
    actOn("live-preview");
    const { fetchNearbySections } = await import("./section-chunks");
    fetchNearbySections();
    await settle();
    const tapped = [...list["live-preview"], ...list["live-preview:en"]];
    expect(net.asked()).toEqual(tapped);
    for (const url of tapped) net.answer(url);
    await settle();
    expect(net.asked()).toEqual([...tapped, ...list["see-it-in-action"]]);
  });

  it("lets the neighbour start when the tapped section's download fails", async () => {
    actOn("live-preview");
    const { fetchNearbySections } = await import("./section-chunks");
    fetchNearbySections();
    await settle();
    net.answer(list["live-preview"][0] ?? "", false);
    await settle();
    expect(net.asked()).toContain(list["see-it-in-action"][0]);
  });
});

describe("fetchSectionChunks", () => {
  it("waits for the inline loader's download of a file instead of asking again", async () => {
    let arrive!: () => void;
    const early = new Promise<void>((resolve) => (arrive = resolve));
    window.__chunkDownloads = { "/assets/see-it-in-action.js": early };
    const { fetchSectionChunks } = await import("./section-chunks");
    let done = false;
    void fetchSectionChunks("see-it-in-action").then(() => (done = true));
    await settle();
    expect(net.asked()).toEqual([]);
    expect(done).toBe(false);
    arrive();
    await settle();
    expect(done).toBe(true);
  });

  it("asks the network afresh when the inline loader's download failed", async () => {
    window.__chunkDownloads = { "/assets/see-it-in-action.js": Promise.reject(new Error("404")) };
    const { fetchSectionChunks } = await import("./section-chunks");
    await expect(fetchSectionChunks("see-it-in-action")).rejects.toThrow();
    void fetchSectionChunks("see-it-in-action");
    await settle();
    expect(net.asked()).toEqual(["/assets/see-it-in-action.js"]);
  });
});

describe("fetchSectionsAhead", () => {
  /** Two more sections, far below the first screen (jsdom lays nothing out: the others are near). */
  function addFarSections() {
    const script = document.getElementById("section-chunks");
    for (const id of ["download", "faq"]) {
      const section = document.createElement("div");
      section.setAttribute("data-section", id);
      section.getBoundingClientRect = () => DOMRect.fromRect({ y: 5000, height: 400 });
      script?.before(section);
    }
  }

  it("then fetches the far sections one after the other in page order, at low priority", async () => {
    addFarSections();
    const { fetchSectionsAhead } = await import("./section-chunks");
    fetchSectionsAhead();
    await settle();
    const near = [...list["live-preview"], ...list["live-preview:en"], ...list["see-it-in-action"]];
    expect(net.asked().toSorted()).toEqual(near.toSorted());
    for (const url of near) net.answer(url);
    await settle();
    expect(net.asked().slice(near.length)).toEqual(list.download);
    expect(net.priority(list.download[0] ?? "")).toBe("low");
    net.answer(list.download[0] ?? "");
    await settle();
    expect(net.asked().slice(near.length)).toEqual([...list.download, ...list.faq]);
  });

  it("fetches a far section the visitor scrolls near at once, ahead of its turn", async () => {
    addFarSections();
    const { fetchSectionsAhead } = await import("./section-chunks");
    fetchSectionsAhead();
    await settle();
    // The near ones have not arrived: the others wait their turn.
    expect(net.asked()).not.toContain(list.faq[0]);
    const faq = document.querySelector('[data-section="faq"]');
    if (faq) faq.getBoundingClientRect = () => DOMRect.fromRect({ y: 100, height: 400 });
    window.dispatchEvent(new Event("scroll"));
    await settle();
    expect(net.asked()).toContain(list.faq[0]);
    expect(net.asked()).not.toContain(list.download[0]);
  });

  it("with Save-Data on, fetches only the sections near the viewport", async () => {
    addFarSections();
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator), { connection: { saveData: true } }),
    );
    const { fetchSectionsAhead } = await import("./section-chunks");
    fetchSectionsAhead();
    await settle();
    for (const url of net.asked()) net.answer(url);
    await settle();
    expect(net.asked()).not.toContain(list.download[0]);
    expect(net.asked()).not.toContain(list.faq[0]);
  });
});

describe("the download registry shared with the inline loader", () => {
  it("lists the app's own downloads, so the loader does not ask again", async () => {
    const { fetchSectionChunks } = await import("./section-chunks");
    void fetchSectionChunks("see-it-in-action");
    expect(Object.keys(window.__chunkDownloads ?? {})).toEqual(list["see-it-in-action"]);
  });

  it("forgets a failed download, so that the next call asks again", async () => {
    const { fetchSectionChunks } = await import("./section-chunks");
    const first = fetchSectionChunks("see-it-in-action");
    await settle();
    net.answer(list["see-it-in-action"][0] ?? "", false);
    await expect(first).rejects.toThrow();
    expect(window.__chunkDownloads).toEqual({});
  });
});
