import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ThemeSwitcher } from "./theme-switcher";
import { THEME_STORAGE_KEY, applyTheme, readStoredTheme } from "./theme-store";

const html = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  applyTheme("system"); // also forgets a choice storage refused
  localStorage.clear();
  delete html.dataset.theme;
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
    expect(readStoredTheme()).toBe("system");
    expect(() => applyTheme("dark")).not.toThrow();
    expect(html.dataset.theme).toBe("dark");
    // The page remembers it, so the control shows the truth.
    expect(readStoredTheme()).toBe("dark");
  });
});

describe("theme-script.js (inlined in <head>)", () => {
  const source = readFileSync(path.join(import.meta.dirname, "theme-script.js"), "utf8");
  const run = () => new Function(source)();

  it("applies a stored light or dark choice", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    run();
    expect(html.dataset.theme).toBe("dark");
  });

  it("ignores garbage and a throwing storage", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "system; }");
    run();
    expect(html).not.toHaveAttribute("data-theme");
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

  it("is disabled and invisible in the prerendered HTML", async () => {
    const { renderToString } = await import("react-dom/server");
    const host = document.createElement("div");
    host.innerHTML = renderToString(<ThemeSwitcher />);
    const radios = host.querySelectorAll("input[type=radio]");
    expect(radios).toHaveLength(3);
    for (const radio of radios) {
      expect(radio).toBeDisabled();
      expect(radio).not.toBeChecked();
    }
    expect(host.firstElementChild?.className).toContain("invisible");
  });
});
