import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../content/demo-calendar";

/**
 * Category markers are UI graphics: each event colour needs 3:1 against every
 * surface a marker sits on (cell, chip, the 15th's highlight), in both themes.
 */
const css = readFileSync(path.resolve(import.meta.dirname, "../../styles/app.css"), "utf8");

function pair(token: string): [string, string] {
  const match = new RegExp(
    `--color-${token}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`,
    "i",
  ).exec(css);
  if (!match?.[1] || !match[2]) throw new Error(`no light-dark pair for --color-${token}`);
  return [match[1], match[2]];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("event marker contrast", () => {
  for (const category of CATEGORIES) {
    for (const surface of ["surface", "surface-2", "accent-soft"]) {
      it(`${category} on ${surface} is at least 3:1 in light and dark`, () => {
        const [fgLight, fgDark] = pair(`event-${category}`);
        const [bgLight, bgDark] = pair(surface);
        expect(contrast(fgLight, bgLight)).toBeGreaterThanOrEqual(3);
        expect(contrast(fgDark, bgDark)).toBeGreaterThanOrEqual(3);
      });
    }
  }
});
