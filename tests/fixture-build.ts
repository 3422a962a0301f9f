/**
 * A small build with the shapes the route table will have once other work
 * lands: a page whose path ends in ".html" (/verification.html), locale
 * prefixes with their own 404 page (/he/, he/404.html), an .ics file, a
 * hashed asset, a binary file and a file too small to compress. Both servers
 * are tested on it (server/server.test.ts, tests/e2e/parity.spec.ts).
 */
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Site } from "../server/routing.js";
import { precompressBuild } from "../scripts/precompress.js";

export const fixtureSite: Site = {
  pages: [
    { path: "/", file: "index.html" },
    { path: "/getCalendar", file: "getCalendar.html" },
    { path: "/privacy", file: "privacy.html" },
    { path: "/verification.html", file: "verification.html" },
    { path: "/he/", file: "he/index.html" },
    { path: "/he/privacy", file: "he/privacy.html" },
  ],
  notFound: ["404.html", "he/404.html"],
};

/** Text of a fixture page: its file name, and enough words to be worth compressing. */
export const fixturePage = (file: string) =>
  `<!doctype html>\n<html lang="${file.startsWith("he/") ? "he" : "en"}"><title>${file}</title>\n<p>${"calendar ".repeat(300)}</p>\n`;

export const fixtureAsset = "assets/app-3f2a1b.js";

/** Writes the fixture build into `dir` (pre-compressed, as scripts/build.js does). */
export async function writeFixtureBuild(dir: string, { bigFileBytes = 0 } = {}) {
  const files: Record<string, string | Buffer> = {
    ...Object.fromEntries(
      [...fixtureSite.pages.map((p) => p.file), ...fixtureSite.notFound].map((file) => [
        file,
        fixturePage(file),
      ]),
    ),
    [fixtureAsset]: `export const app = ${JSON.stringify("x".repeat(2000))};\n`,
    "remind.ics": `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fixture//EN\r\n${"X-PAD:calendar\r\n".repeat(40)}END:VCALENDAR\r\n`,
    "robots.txt": "User-agent: *\n",
    "favicon.ico": Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]),
    ".env": "SECRET=1\n",
  };
  // Readable by nginx's worker (user nobody when the tests run as root).
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  if (bigFileBytes) files["big.bin"] = Buffer.alloc(bigFileBytes, 7);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await precompressBuild(dir, { quiet: true });
}
