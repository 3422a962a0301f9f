// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria";
import { DemoCalendar } from "./demo-calendar";

/** Month paging is announced by react-aria's live announcer; Week and Year paging by ours. */
describe("DemoCalendar announcements", () => {
  it("announces the new week and the new year after paging", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <I18nProvider locale="en-US">
        <DemoCalendar />
      </I18nProvider>,
    );
    const live = container.querySelector("[aria-live=polite]");
    expect(live).toHaveTextContent("");
    await user.click(screen.getByRole("tab", { name: "Week" }));
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(live).toHaveTextContent("Sep 7 – 13, 2025");
    await user.click(screen.getByRole("tab", { name: "Year" }));
    await user.click(screen.getByRole("button", { name: "Previous year" }));
    expect(live).toHaveTextContent("2024");
  });
});
