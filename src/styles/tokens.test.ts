import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../lib/contrast";

/** Every `--color-x: light-dark(#light, #dark)` token of app.css. */
function readTokens(): Map<string, { light: string; dark: string }> {
  const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");
  const tokens = new Map<string, { light: string; dark: string }>();
  for (const [, name, light, dark] of css.matchAll(
    /--color-([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/gi,
  )) {
    tokens.set(name!, { light: light!, dark: dark! });
  }
  return tokens;
}

const tokens = readTokens();
const backgrounds = ["canvas", "surface", "surface-2"];
const textPairs: [string, string[]][] = [
  ["text", backgrounds],
  ["muted", backgrounds],
  ["accent", backgrounds],
  ["on-accent", ["accent", "accent-hover"]],
];
/**
 * Non-text parts: 3:1 (WCAG 1.4.11). The focus ring; the demo's event markers
 * on every surface they sit on (cell, chip, the 15th's highlight).
 */
const uiPairs: [string, string[]][] = [
  ["ring", backgrounds],
  ...[...tokens.keys()]
    .filter((name) => name.startsWith("event-"))
    .map((name): [string, string[]] => [name, ["surface", "surface-2", "accent-soft"]]),
];

describe.each(["light", "dark"] as const)("%s theme tokens", (theme) => {
  it("are all defined for both themes", () => {
    for (const name of ["canvas", "surface", "text", "muted", "accent", "ring", "border"]) {
      expect(tokens.get(name), name).toBeDefined();
    }
  });

  it.each(textPairs)("text --color-%s has 4.5:1 contrast on its backgrounds", (fg, bgs) => {
    for (const bg of bgs) {
      const ratio = contrastRatio(tokens.get(fg)![theme], tokens.get(bg)![theme]);
      expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(uiPairs)("UI colour --color-%s has 3:1 contrast on its backgrounds", (fg, bgs) => {
    for (const bg of bgs) {
      const ratio = contrastRatio(tokens.get(fg)![theme], tokens.get(bg)![theme]);
      expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });
});
