// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ThemeSwitcher } from "./theme-switcher";
import { THEME_STORAGE_KEY, applyTheme, currentTheme, readStoredTheme } from "./theme-store";

const html = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  delete html.dataset.theme;
  delete html.dataset.themeChoice; // also forgets a choice storage refused
});

describe("theme store", () => {
  it("treats a missing or garbage stored value as system", () => {
    expect(readStoredTheme()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "purple<script>");
    expect(readStoredTheme()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(readStoredTheme()).toBe("dark");
  });

  it("survives storage that throws (private mode): the choice still applies to the page", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(currentTheme()).toBe("system");
    expect(() => applyTheme("dark")).not.toThrow();
    expect(html.dataset.theme).toBe("dark");
    // The page remembers it, so the control shows the truth.
    expect(readStoredTheme()).toBe("system");
    expect(currentTheme()).toBe("dark");
  });
});

const headScript = readFileSync(path.join(import.meta.dirname, "theme-script.js"), "utf8");
const runHeadScript = () => new Function(headScript)();

describe("theme-script.js (inlined in <head>)", () => {
  const run = runHeadScript;

  it("applies a stored light or dark choice", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(html.dataset.theme).toBe("dark");
    expect(html.dataset.themeChoice).toBe("dark");
  });

  it("ignores garbage and a throwing storage", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "system; }");
    run();
    expect(html).not.toHaveAttribute("data-theme");
    expect(html.dataset.themeChoice).toBe("system");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("no storage");
    });
    expect(run).not.toThrow();
  });
});

describe("ThemeSwitcher", () => {
  it("shows the stored choice once mounted", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(<ThemeSwitcher />);
    expect(await screen.findByRole("radio", { name: "Dark", checked: true })).toBeEnabled();
    expect(screen.getByRole("radio", { name: "Light" })).not.toBeChecked();
  });

  it("switches light, dark and system, and remembers the choice", async () => {
    const user = userEvent.setup();
    render(<ThemeSwitcher />);
    expect(await screen.findByRole("radio", { name: "System", checked: true })).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(html.dataset.theme).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(html.dataset.theme).toBe("dark");

    await user.click(screen.getByRole("radio", { name: "System" }));
    expect(html).not.toHaveAttribute("data-theme");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("works before hydration: the head script checks the current option and applies a new one", async () => {
    const { renderToString } = await import("react-dom/server");
    const prerendered = renderToString(<ThemeSwitcher />);
    // The prerendered HTML cannot know the choice: nothing checked, nothing disabled.
    const parsed = document.createElement("template");
    parsed.innerHTML = prerendered;
    expect(parsed.content.querySelectorAll("input[checked], [disabled]")).toHaveLength(0);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runHeadScript();
    // The parser adds the header after the head script has run.
    document.body.insertAdjacentHTML("beforeend", prerendered);
    try {
      await waitFor(() => expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked());
      await userEvent.setup().click(screen.getByRole("radio", { name: "Light" }));
      expect(html.dataset.theme).toBe("light");
      expect(html.dataset.themeChoice).toBe("light");
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    } finally {
      document.body.replaceChildren();
    }
  });
});
