/**
 * Each language's social image (the picture a shared link shows, 1200 × 630):
 * drawn from the language's words by scripts/social-images.js into
 * src/content/social/ (its manifest records each image's content hash), and
 * published by the build as /assets/og-image.<tag>.<hash>.png.
 */
import manifest from "./social/manifest.json" with { type: "json" };

const images: Partial<Record<string, { inputs: string; image: string }>> = manifest;

/**
 * The public path of a language's social image; a language without one gets
 * the source language's (scripts/social-card.test.ts requires one for each).
 */
export function socialImagePath(locale: string): string {
  const tag = images[locale] ? locale : "en";
  return `/assets/og-image.${tag}.${images[tag]?.image ?? ""}.png`;
}
