import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { socialCards, socialImageSize } from "./social-card";
import manifest from "../src/content/social/manifest.json" with { type: "json" };
import { publicLocales } from "../src/i18n/locales";

const images: Partial<Record<string, { inputs: string; image: string }>> = manifest;
const file = (locale: string) =>
  path.resolve(import.meta.dirname, `../src/content/social/og-image.${locale}.png`);
const redraw =
  "its words or design changed: run `npm run build` (or `node scripts/gen-images.js`) where Chromium is, and commit src/content/social/";

describe("the social images (src/content/social/)", () => {
  const cards = socialCards();

  it("exist for every language", () => {
    expect(cards.map((card) => card.locale)).toEqual([...publicLocales]);
    expect(Object.keys(images).toSorted()).toEqual([...publicLocales]);
  });

  it.each(cards)("$locale: the committed image was drawn from today's card", (card) => {
    expect(images[card.locale]?.inputs, `${card.locale}: ${redraw}`).toBe(card.inputs);
  });

  it.each(cards)("$locale: a 1200 × 630 PNG, under 100 KB, named by its content", (card) => {
    expect(existsSync(file(card.locale)), redraw).toBe(true);
    const png = readFileSync(file(card.locale));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      socialImageSize.width,
      socialImageSize.height,
    ]);
    expect(statSync(file(card.locale)).size).toBeLessThan(100 * 1024);
    const hash = createHash("sha256").update(png).digest("hex").slice(0, 12);
    expect(images[card.locale]?.image, redraw).toBe(hash);
  });

  it("draws each language in its own direction and words", () => {
    const he = cards.find((card) => card.locale === "he")!.html;
    expect(he).toContain('<html lang="he" dir="rtl">');
    expect(he).toContain("Noto Sans Hebrew");
    const ja = cards.find((card) => card.locale === "ja")!.html;
    expect(ja).toContain('<html lang="ja" dir="ltr">');
    expect(ja).toContain("Noto Sans CJK JP");
    expect(ja).toContain("オフラインで使える");
  });
});
