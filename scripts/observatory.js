#!/usr/bin/env node
/**
 * Grades the shipped nginx site with the MDN HTTP Observatory, as a visitor's
 * scan would see it: the build served by deploy/nginx/ over TLS (a
 * throw-away certificate), HTTP on port 80 and HTTPS on 443, scanned by
 * `@mdn/mdn-http-observatory` run locally (tools/observatory/, installed with
 * `npm ci --ignore-scripts`; its HSTS preload list replaced by `{}`: this
 * machine is offline).
 *
 * Ports 80 and 443 are the shipped ones: the run happens in a private network
 * namespace (`unshare --net`, needs root), where they are free and nothing
 * else can be reached. The site file then differs from the shipped one in its
 * certificate and root lines only.
 *
 *   node scripts/observatory.js          prints the grade and every test; exit 1 unless A+ with no failed test
 *   node scripts/observatory.js --json   prints the scanner's JSON (and the config diff on stderr)
 *
 * DIST_DIR picks the build (default dist/).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx } from "./nginx.js";

const root = path.resolve(import.meta.dirname, "..");
export const scannerDir = path.join(root, "tools/observatory");
const scanner = path.join(scannerDir, "node_modules/@mdn/mdn-http-observatory");

/** Installs the scanner from its lockfile when missing (no install scripts), offline-ready. */
export function ensureScanner() {
  if (!existsSync(path.join(scanner, "package.json"))) {
    console.error(
      "Installing the MDN HTTP Observatory scanner (tools/observatory, npm ci --ignore-scripts)…",
    );
    execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: scannerDir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  // Its postinstall would download Chromium's HSTS preload list; not needed to grade a site.
  const preload = path.join(scanner, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return path.join(scanner, "src/scan.js");
}

/**
 * @typedef {{ scan: { grade: string; score: number; testsFailed: number; testsPassed: number;
 *   testsQuantity: number }; tests: Record<string, { pass: boolean; result: string; scoreModifier: number }> }} ScanResult
 */

/** Inside the private network namespace: serve, scan, stop. @returns {Promise<ScanResult>} */
async function scanInNamespace() {
  execFileSync("ip", ["link", "set", "lo", "up"]);
  const scan = ensureScanner();
  const nginx = await startNginx({
    root: path.resolve(root, process.env.DIST_DIR ?? "dist"),
    host: "localhost",
    quiet: true,
  });
  try {
    console.error(
      `Shipped site served on http://localhost and https://localhost; site file = deploy/nginx/sites-available/calendar.conf except:\n${nginx.diff}`,
    );
    // scan.js itself (the package's bin wrapper would replace NODE_EXTRA_CA_CERTS).
    const { stdout, status, stderr } = spawnSync(process.execPath, [scan, "localhost"], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.ca },
      encoding: "utf8",
      timeout: 60_000,
    });
    if (status !== 0) throw new Error(`the scanner failed: ${stdout}${stderr}`);
    return JSON.parse(stdout);
  } finally {
    await nginx.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = process.argv.includes("--json");
  if (!process.env.CALENDAR_OBSERVATORY_NETNS) {
    // Re-run this script in a private network namespace.
    if (process.getuid?.() !== 0) {
      console.error(
        "The Observatory run needs root (a private network namespace with ports 80 and 443).",
      );
      process.exit(2);
    }
    ensureScanner();
    const { status } = spawnSync(
      "unshare",
      ["--net", "--", process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
      { stdio: "inherit", env: { ...process.env, CALENDAR_OBSERVATORY_NETNS: "1" } },
    );
    process.exit(status ?? 1);
  }
  const result = await scanInNamespace();
  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const { grade, score, testsPassed, testsQuantity } = result.scan;
    console.log(
      `MDN HTTP Observatory: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`,
    );
    for (const [name, t] of Object.entries(result.tests)) {
      console.log(
        `${t.pass ? "pass" : "FAIL"} ${name.padEnd(32)} ${String(t.scoreModifier).padStart(4)}  ${t.result}`,
      );
    }
  }
  const failed = Object.values(result.tests).filter((t) => !t.pass).length;
  process.exit(result.scan.grade === "A+" && failed === 0 ? 0 : 1);
}
