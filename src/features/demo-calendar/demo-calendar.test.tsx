// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria";
import {
  DEMO_START,
  GRID_CELLS,
  HIGHLIGHTED_DAY,
  MAX_EVENTS_PER_DAY,
} from "../../content/demo-calendar";
import { DemoCalendar } from "./demo-calendar";

function setup(locale = "en-US") {
  const user = userEvent.setup();
  render(
    <I18nProvider locale={locale}>
      <DemoCalendar />
    </I18nProvider>,
  );
  const grid = () => screen.getByRole("grid");
  const cells = () => within(grid()).getAllByRole("gridcell");
  const title = () => document.querySelector("[data-demo-title]")?.textContent ?? "";
  const day = (key: string) =>
    grid().querySelector<HTMLElement>(`[data-day-key="${key}"]:not([data-outside-month])`);
  return { user, grid, cells, title, day };
}

describe("DemoCalendar month view", () => {
  it(`starts at ${DEMO_START.month}/${DEMO_START.year} in Month view with ${GRID_CELLS} cells`, () => {
    const { cells, title } = setup();
    expect(title()).toBe("September 2025");
    expect(screen.getByRole("tab", { name: "Month" })).toHaveAttribute("aria-selected", "true");
    expect(cells()).toHaveLength(GRID_CELLS);
    // Leading days of August, trailing days of October.
    expect(cells()[0]).toHaveTextContent("31");
    expect(cells()[GRID_CELLS - 1]).toHaveTextContent("11");
  });

  it("has 42 cells for every month from January 2024 to December 2027", () => {
    const { grid, title } = setup();
    const previous = screen.getByRole("button", { name: "Previous month" });
    const next = screen.getByRole("button", { name: "Next month" });
    // What is tested is each month's grid: a plain click event pages (react-aria
    // takes it as a virtual press), and the cells are counted by their role
    // attribute (a role query per month is slow); pointer clicks and role
    // queries are tested above and below.
    for (let i = 0; i < 20; i++) fireEvent.click(previous);
    expect(title()).toBe("January 2024");
    const seen: string[] = [];
    for (let i = 0; i < 48; i++) {
      expect(grid().querySelectorAll('[role="gridcell"]'), title()).toHaveLength(GRID_CELLS);
      seen.push(title());
      if (i < 47) fireEvent.click(next);
    }
    expect(seen.at(-1)).toBe("December 2027");
    expect(new Set(seen).size).toBe(48);
  });

  it("wraps December to January of the next year and back", async () => {
    const { user, title } = setup();
    const next = screen.getByRole("button", { name: "Next month" });
    for (let i = 0; i < 3; i++) await user.click(next);
    expect(title()).toBe("December 2025");
    await user.click(next);
    expect(title()).toBe("January 2026");
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(title()).toBe("December 2025");
  });

  it(`shows at most ${MAX_EVENTS_PER_DAY} chips, then "+N more", and names every event`, async () => {
    const { user, day } = setup();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    const oct1 = day("2025-10-1");
    expect(oct1).not.toBeNull();
    if (!oct1) return;
    expect(oct1.querySelectorAll("[data-chip]")).toHaveLength(MAX_EVENTS_PER_DAY);
    expect(oct1.querySelector("[data-more]")).toHaveAttribute("data-text", "+1 more");
    expect(
      [...oct1.querySelectorAll("[data-chip] [data-text]")].map((el) =>
        el.getAttribute("data-text"),
      ),
    ).toEqual(["World Coffee Day", "International Day of Older Persons"]);
    // The cell's own text is just the day number, which its name contains.
    expect(oct1.textContent).toBe("1");
    expect(oct1).toHaveAccessibleName(
      "Wednesday, October 1, 2025, 3 events: World Coffee Day, International Day of Older Persons, Monthly budget review",
    );
    const oct2 = day("2025-10-2");
    expect(oct2?.querySelectorAll("[data-chip]")).toHaveLength(1);
    expect(oct2?.querySelector("[data-more]")).toBeNull();
  });

  it("selects a clicked day with a ring and lists all its events beside the grid", async () => {
    const { user, day } = setup();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    const oct1 = day("2025-10-1");
    if (!oct1) throw new Error("no October 1");
    expect(oct1).not.toHaveAttribute("data-selected");
    await user.click(oct1);
    expect(oct1).toHaveAttribute("data-selected", "true");
    // The ring is .demo-day[data-selected] (app.css); live-preview.spec.ts checks it is drawn.
    expect(oct1.closest("td")).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("complementary", { name: "Selected day" });
    expect(within(panel).getByRole("heading")).toHaveTextContent("Wednesday, October 1, 2025");
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "World Coffee DayObservance",
      "International Day of Older PersonsObservance",
      "Monthly budget reviewPersonal",
    ]);
  });

  it(`highlights the ${HIGHLIGHTED_DAY}th of the shown month only`, async () => {
    const { user, grid } = setup();
    const highlighted = () => [...grid().querySelectorAll("[data-highlighted]")];
    expect(highlighted().map((el) => el.getAttribute("data-day-key"))).toEqual(["2025-9-15"]);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(highlighted().map((el) => el.getAttribute("data-day-key"))).toEqual(["2025-10-15"]);
  });

  it("pages with the keyboard (PageDown) and keeps 42 cells", async () => {
    const { user, cells, title, day } = setup();
    await user.click(day("2025-9-10")!);
    await user.keyboard("{PageDown}");
    expect(title()).toBe("October 2025");
    expect(cells()).toHaveLength(GRID_CELLS);
    expect(document.activeElement).toBe(day("2025-10-10"));
    await user.keyboard("{Shift>}{PageUp}{/Shift}");
    expect(title()).toBe("October 2024");
  });
});

describe("DemoCalendar views", () => {
  it("Week view shows the seven days of the focused week with all their events", async () => {
    const { user, day } = setup();
    await user.click(day("2025-9-22")!);
    await user.click(screen.getByRole("tab", { name: "Week" }));
    const panel = screen.getByRole("tabpanel", { name: "Week" });
    const days = within(panel)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement?.tagName === "OL");
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent("Sun, Sep 21");
    expect(panel).toHaveTextContent("Rosh Hashanah");
    expect(within(panel).getByRole("button", { name: "Mon, Sep 22" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("Year view shows twelve months; choosing one opens it in Month view", async () => {
    const { user, title } = setup();
    await user.click(screen.getByRole("tab", { name: "Year" }));
    const panel = screen.getByRole("tabpanel", { name: "Year" });
    const months = within(panel).getAllByRole("button");
    expect(months).toHaveLength(12);
    expect(title()).toBe("2025");
    await user.click(within(panel).getByRole("button", { name: /^December 2025, \d+ events$/ }));
    expect(screen.getByRole("tab", { name: "Month" })).toHaveAttribute("aria-selected", "true");
    expect(title()).toBe("December 2025");
    expect(within(screen.getByRole("grid")).getAllByRole("gridcell")).toHaveLength(GRID_CELLS);
  });

  it("switching views mid-navigation keeps one consistent date", async () => {
    const { user, title } = setup();
    await user.click(screen.getByRole("tab", { name: "Year" }));
    await user.click(screen.getByRole("button", { name: "Next year" }));
    await user.click(screen.getByRole("tab", { name: "Month" }));
    expect(title()).toBe("September 2026");
    await user.click(screen.getByRole("tab", { name: "Week" }));
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await user.click(screen.getByRole("tab", { name: "Month" }));
    expect(title()).toBe("September 2026");
  });
});

describe("DemoCalendar locales", () => {
  for (const locale of ["he-IL", "ar-EG", "en-GB", "ja-JP-u-ca-japanese"]) {
    it(`${locale}: 42 cells after paging far both ways`, () => {
      const { cells, title } = setup(locale);
      const start = title();
      const next = screen
        .getAllByRole("button")
        .find((b) => b.getAttribute("aria-label") === "Next month")!;
      const previous = screen
        .getAllByRole("button")
        .find((b) => b.getAttribute("aria-label") === "Previous month")!;
      for (let i = 0; i < 13; i++) fireEvent.click(next);
      expect(cells()).toHaveLength(GRID_CELLS);
      expect(title()).not.toBe(start);
      for (let i = 0; i < 13; i++) fireEvent.click(previous);
      expect(cells()).toHaveLength(GRID_CELLS);
      expect(title()).toBe(start);
    });
  }

  it("en-GB weeks start on Monday", () => {
    setup("en-GB");
    // The weekday row is aria-hidden (each cell's name has its weekday).
    expect(screen.getByRole("grid").querySelector("thead th")).toHaveTextContent(/Mon/);
  });
});
