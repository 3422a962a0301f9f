#!/usr/bin/env node
/**
 * `npm run a11y`: runs the accessibility audit (a11y/audit.spec.ts) and writes
 * a readable report per route and state into a11y-report/ (gitignored):
 * one Markdown file per scan (violations, what axe left to review by hand,
 * the accessibility tree in reading order) and index.md listing them.
 *
 *   npm run a11y                      desktop size
 *   npm run a11y -- --project=mobile  phone size (the scans tagged @mobile)
 *
 * PORT picks the server's port, as for the end-to-end tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "a11y-report");
const args = process.argv.slice(2);
const project = args.find((a) => a.startsWith("--project="))?.slice("--project=".length);

rmSync(out, { recursive: true, force: true });
const { status } = spawnSync(
  "npx",
  ["playwright", "test", "a11y/audit.spec.ts", ...(project ? [] : ["--project=desktop"]), ...args],
  { cwd: root, stdio: "inherit", env: { ...process.env, A11Y_REPORT: out } },
);

/** @type {string[]} */
const lines = [
  "# Accessibility audit",
  "",
  `Written ${new Date().toISOString()} by \`npm run a11y\`.`,
];
for (const dir of existsSync(out) ? readdirSync(out).sort() : []) {
  const scans = readdirSync(path.join(out, dir))
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(out, dir, file), "utf8")));
  lines.push("", `## ${dir}`, "", "| route and state | light | dark |", "| --- | --- | --- |");
  for (const scan of scans.sort((a, b) => a.title.localeCompare(b.title))) {
    const cell = (/** @type {{ violations: number; review: number } | undefined} */ r) =>
      r ? `${r.violations} violations, ${r.review} to review` : "not scanned";
    lines.push(
      `| [${scan.title}](${dir}/${scan.file}) | ${cell(scan.light)} | ${cell(scan.dark)} |`,
    );
  }
}
writeFileSync(path.join(out, "index.md"), `${lines.join("\n")}\n`);
console.log(`\nReport: ${path.relative(process.cwd(), path.join(out, "index.md"))}`);
process.exit(status ?? 1);
