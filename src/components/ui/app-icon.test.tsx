// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppIcon } from "./app-icon";

const root = path.resolve(import.meta.dirname, "../../..");
const svg = (markup: string) =>
  new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
const shapesOf = (element: Element) =>
  [...element.querySelectorAll("rect")].map((rect) =>
    ["x", "y", "width", "height", "rx", "fill"].map((name) => rect.getAttribute(name)),
  );

describe("AppIcon", () => {
  it("draws exactly the favicon's shapes, so the icon is one drawing everywhere", () => {
    const favicon = svg(readFileSync(path.join(root, "public/favicon.svg"), "utf8"));
    const icon = svg(renderToStaticMarkup(<AppIcon />));
    expect(icon.getAttribute("viewBox")).toBe(favicon.getAttribute("viewBox"));
    expect(shapesOf(favicon).length).toBeGreaterThan(0);
    expect(shapesOf(icon)).toEqual(shapesOf(favicon));
  });

  it("is hidden from assistive technology (the name is written beside it)", () => {
    const icon = svg(renderToStaticMarkup(<AppIcon />));
    expect(icon.getAttribute("aria-hidden")).toBe("true");
  });
});
