// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "react-aria";
import { DemoCalendar } from "./demo-calendar";

const showDemo = (locale: string) =>
  render(
    <I18nProvider locale={locale}>
      <DemoCalendar />
    </I18nProvider>,
  );

// A file of its own: the calendar systems, once loaded, stay loaded.
describe("the demo's calendar systems", () => {
  it("shows a Gregorian month at once, and the visitor's Persian month once its code arrives", async () => {
    showDemo("en-US-u-ca-persian");
    // September 2025 is Shahrivar–Mehr 1404 in the Persian calendar.
    expect(screen.getByRole("grid")).toHaveAccessibleName(/September 2025/);
    await waitFor(() => expect(screen.getByRole("grid")).toHaveAccessibleName(/1404/));
  });

  it("keeps the Hebrew calendar built in", () => {
    showDemo("he-IL-u-ca-hebrew");
    // Elul 5785 – Tishri 5786: no loading needed.
    expect(screen.getByRole("grid")).toHaveAccessibleName(/578[56]/);
  });
});
