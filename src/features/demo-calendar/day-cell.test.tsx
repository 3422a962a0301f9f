// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria";
import { DemoCalendar } from "./demo-calendar";

/**
 * Day cells are memoised (day-cell.tsx): a cell whose date, selection and
 * focus stand is not rendered again, and its handlers keep the calendar state
 * of its last render. Selection and focus must still land where the visitor
 * points, however often they move between cells rendered at different times.
 */
describe("memoised day cells", () => {
  function setup() {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="en-US">
        <DemoCalendar />
      </I18nProvider>,
    );
    const day = (n: number) => {
      const cell = screen
        .getByRole("grid")
        .querySelector<HTMLElement>(`[data-day-key="2025-9-${n}"]:not([data-outside-month])`);
      if (!cell) throw new Error(`no September ${n}`);
      return cell;
    };
    const selectedDays = () =>
      [...screen.getByRole("grid").querySelectorAll("[data-selected]")].map((el) =>
        el.getAttribute("data-day-key"),
      );
    const panelHeading = () =>
      within(screen.getByRole("complementary", { name: "Selected day" })).getByRole("heading");
    return { user, day, selectedDays, panelHeading };
  }

  it("select, move, come back, and go on by keyboard from a cell not rendered since", async () => {
    const { user, day, selectedDays, panelHeading } = setup();
    await user.click(day(10));
    await user.click(day(12));
    expect(selectedDays()).toEqual(["2025-9-12"]);
    // Back to a day that lost the selection, then to one untouched since the first render.
    await user.click(day(10));
    expect(selectedDays()).toEqual(["2025-9-10"]);
    await user.click(day(20));
    expect(selectedDays()).toEqual(["2025-9-20"]);
    expect(panelHeading()).toHaveTextContent("Saturday, September 20, 2025");
    // The keyboard moves on from the selected day, and Enter selects.
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(day(21));
    expect(day(21)).toHaveAttribute("tabindex", "0");
    expect(day(20)).toHaveAttribute("tabindex", "-1");
    await user.keyboard("{Enter}");
    expect(selectedDays()).toEqual(["2025-9-21"]);
    await user.click(day(20));
    expect(selectedDays()).toEqual(["2025-9-20"]);
    expect(panelHeading()).toHaveTextContent("Saturday, September 20, 2025");
  });
});
