// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria";
import { Carousel } from "./carousel";
import { wrapIndex } from "./use-carousel";
import en from "../../content/locales/en/showcase";

const labels = { ...en.carousel, label: "Highlights" };

const items = [
  { id: "a", title: "Alpha" },
  { id: "b", title: "Bravo" },
  { id: "c", title: "Charlie" },
  { id: "d", title: "Delta" },
] as const;

function setup(
  locale = "en-US",
  renderSlide = (item: (typeof items)[number]) => <h3>{item.title}</h3>,
) {
  const user = userEvent.setup();
  render(
    <I18nProvider locale={locale}>
      <Carousel labels={labels} items={items}>
        {renderSlide}
      </Carousel>
    </I18nProvider>,
  );
  return user;
}

/** The slide a visitor can see and hear: the one tab panel in the accessibility tree. */
function currentSlide() {
  const live = screen.getAllByRole("tabpanel");
  expect(live).toHaveLength(1);
  return live[0]?.textContent;
}

describe("wrapIndex", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
  });
});

describe("Carousel", () => {
  it("is a labelled carousel region whose hidden slides are out of the accessibility tree", () => {
    setup();
    const region = screen.getByRole("region", { name: "Highlights" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(currentSlide()).toBe("Alpha");
    // Only the current slide is exposed; the others are out of the accessibility tree.
    expect(screen.getByRole("tabpanel", { name: "1 of 4" })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(4);
  });

  it("renders no slide's contents again when it moves", async () => {
    let renders = 0;
    const user = setup("en-US", (item) => {
      renders += 1;
      return <h3>{item.title}</h3>;
    });
    const before = renders;
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe("Bravo");
    expect(renders).toBe(before);
  });

  it("wraps with previous and next, keeps focus, and announces politely", async () => {
    const user = setup();
    const previous = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent("");

    await user.click(previous);
    expect(currentSlide()).toBe("Delta");
    expect(previous).toHaveFocus();
    expect(live).toHaveTextContent("Slide 4 of 4: Delta");

    await user.click(next);
    expect(currentSlide()).toBe("Alpha");
    expect(next).toHaveFocus();
  });

  it("moves exactly one slide per click, however fast", async () => {
    const user = setup();
    const next = screen.getByRole("button", { name: "Next slide" });
    for (let i = 0; i < 6; i++) await user.click(next);
    expect(currentSlide()).toBe("Charlie");
  });

  it("has slide pickers: click, arrow keys that wrap, Home and End", async () => {
    const user = setup();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-label"))).toEqual([
      "Slide 1: Alpha",
      "Slide 2: Bravo",
      "Slide 3: Charlie",
      "Slide 4: Delta",
    ]);
    await user.click(screen.getByRole("tab", { name: "Slide 3: Charlie" }));
    expect(currentSlide()).toBe("Charlie");
    expect(screen.getByRole("tab", { name: "Slide 3: Charlie" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await user.keyboard("{ArrowRight}");
    expect(currentSlide()).toBe("Delta");
    await user.keyboard("{ArrowRight}");
    expect(currentSlide()).toBe("Alpha");
    expect(screen.getByRole("tab", { name: "Slide 1: Alpha" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(currentSlide()).toBe("Delta");
    await user.keyboard("{Home}");
    expect(currentSlide()).toBe("Alpha");
    await user.keyboard("{End}");
    expect(currentSlide()).toBe("Delta");
    expect(screen.getByRole("tab", { name: "Slide 4: Delta" })).toHaveFocus();
  });

  it("keeps one slide picker in the tab order", async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Slide 1: Alpha" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveFocus();
  });

  it("follows horizontal swipes and ignores vertical ones and taps", () => {
    setup();
    const track = screen.getByRole("tabpanel", { name: "1 of 4" }).parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(track, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(track, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 100], [100, 110]);
    expect(currentSlide()).toBe("Bravo");
    swipe([100, 100], [300, 90]);
    expect(currentSlide()).toBe("Alpha");
    swipe([100, 100], [300, 90]);
    expect(currentSlide()).toBe("Delta");
    swipe([200, 100], [180, 400]);
    swipe([200, 100], [210, 100]);
    expect(currentSlide()).toBe("Delta");
  });
});

describe("Carousel right to left", () => {
  it("moves with the visual direction: left arrow and right swipe bring the next slide", async () => {
    const user = setup("he-IL");
    await user.click(screen.getByRole("tab", { name: "Slide 1: Alpha" }));
    await user.keyboard("{ArrowLeft}");
    expect(currentSlide()).toBe("Bravo");
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{ArrowRight}");
    expect(currentSlide()).toBe("Delta");
    const track = screen.getByRole("tabpanel", { name: "4 of 4" }).parentElement!;
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 300, clientY: 110 }] });
    expect(currentSlide()).toBe("Alpha");
  });
});

describe("Carousel before hydration", () => {
  it("prerenders every slide, readable, and no controls that need JavaScript", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(
      <Carousel labels={labels} items={items}>
        {(item) => <h3>{item.title}</h3>}
      </Carousel>,
    );
    const host = document.createElement("div");
    host.innerHTML = html;
    expect([...host.querySelectorAll("h3")].map((h) => h.textContent)).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "Delta",
    ]);
    expect(host.querySelector("button, [role=tab], [role=tabpanel]")).toBeNull();
  });
});
