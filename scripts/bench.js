#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves it on 127.0.0.1 as visitors get
 * it (the shipped nginx site over HTTPS and HTTP/2, scripts/nginx.js; or the
 * Node server over plain HTTP/1.1 with --server=node, or when nginx is not
 * installed), and measures it:
 *
 * - Lighthouse 12 (Debian Chromium) on every page of the build and on a
 *   control page without JavaScript (the landing page's HTML and CSS with
 *   every script removed), with the mobile and desktop presets, N runs each,
 *   interleaved so that machine noise hits every page alike; medians.
 * - Issue #8 (scripts/bench-first-paint.js): a hand-written static control
 *   per page (LCP ÷ its LCP, budget ≤ 1.3 ×), each document's size, element
 *   count and compressed bytes before its first screen is complete, JS at
 *   start on every page, and optionally a "before" build in the same batch.
 * - The budgets of issues #5 and #8, reported pass/FAIL; with --check the
 *   exit code is 1 when one is missed (timings within the noise band pass).
 * - Gzip size of every built asset and page.
 * - A bounded autocannon load run (loopback) over every page and a 404,
 *   against the Node server and the shipped nginx site (scripts/load-run.js).
 * - The first tap on five controls of the landing page under mobile
 *   throttling (scripts/bench-first-interaction.js, issue #12).
 *
 * JSON goes to bench-results/ (gitignored). Exit code 0 unless something
 * crashed, or (--check) a budget is missed.
 *
 *   npm run bench                        5 runs, mobile + desktop, simulated throttling
 *   npm run bench -- --runs 1 --quick    smoke run: 1 run, mobile only, 3 s load run
 *   npm run bench -- --throttling=devtools   applied throttling (or "both")
 *   npm run bench -- --no-build          measure the existing bench build (dist-bench/)
 *   npm run bench -- --baseline-ref main     also build main and measure it as "before"
 *   npm run bench -- --pages /,/privacy      only these pages (and their controls)
 *   npm run bench -- --only=first-interaction   only the first-interaction figure
 *   npm run bench -- --server=node       Lighthouse and first taps against the Node server
 *   npm run bench -- --check            exit 1 when a budget is missed (--noise=PCT: the band allowed)
 *
 * Options: --runs N, --quick, --throttling=simulate|devtools|both, --server=nginx|node,
 * --no-build, --load-seconds S, --connections C, --baseline DIR (a built
 * folder), --baseline-ref REF, --pages P,P, --only=first-interaction,
 * --no-first-interaction, --check, --noise=PCT. CHROMIUM_PATH picks the browser.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { formatFirstInteraction, measureFirstInteraction } from "./bench-first-interaction.js";
import { chromiumFlags, chromiumPath } from "./chromium.js";
import { freePorts, loadReport, loadRunBothServers } from "./load-run.js";
import { findNginx, nginxHint, startNginx } from "./nginx.js";
import { precompressFile } from "./precompress.js";
import { firstPaintBench, firstPaintBudgets } from "./bench-first-paint.js";

const root = path.resolve(import.meta.dirname, "..");
/**
 * This host's noise on a median of 5 (docs/bench-log.md): the same build
 * measured twice in one interleaved batch lands this far apart, in percent.
 */
const NOISE_PERCENT = 10;
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    quick: { type: "boolean", default: false },
    throttling: { type: "string", default: "simulate" },
    "no-build": { type: "boolean", default: false },
    "load-seconds": { type: "string" },
    connections: { type: "string", default: "50" },
    baseline: { type: "string" },
    "baseline-ref": { type: "string" },
    pages: { type: "string" },
    only: { type: "string" },
    server: { type: "string", default: "nginx" },
    "no-first-interaction": { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    noise: { type: "string", default: String(NOISE_PERCENT) },
  },
});
/** How far over a timing budget a median may land and still pass (--check). */
const noise = Math.max(0, Number(options.noise) || 0) / 100;
if (options.only && options.only !== "first-interaction")
  throw new Error(`--only takes first-interaction, not ${options.only}`);
if (options.server !== "nginx" && options.server !== "node")
  throw new Error(`--server takes nginx or node, not ${options.server}`);
// Every visit is HTTPS (HSTS), over HTTP/2 from the shipped nginx site or a
// proxy in front of the Node server. Lighthouse's simulation models the
// connections (TLS handshake, HTTP/1.1's one request per connection at a
// time, HTTP/2's one shared connection), so the pages are measured over
// HTTPS/2 when nginx is installed (docs/decisions/010-product-pictures.md).
const overNginx = options.server === "nginx" && Boolean(findNginx());
if (options.server === "nginx" && !overNginx) {
  console.log(`nginx is not installed: measuring the Node server over HTTP/1.1 (${nginxHint})`);
}
const runs = Math.max(1, Number(options.runs) || 5);
const modes = /** @type {("simulate" | "devtools")[]} */ (
  options.throttling === "both" ? ["simulate", "devtools"] : [options.throttling]
);
if (!modes.every((m) => m === "simulate" || m === "devtools")) {
  throw new Error(`--throttling must be simulate, devtools or both, not ${options.throttling}`);
}
const presets = /** @type {("mobile" | "desktop")[]} */ (
  options.quick ? ["mobile"] : ["mobile", "desktop"]
);
const loadSeconds = Number(options["load-seconds"] ?? (options.quick ? 3 : 20));
const connections = Number(options.connections);
const chromePath = chromiumPath;
/**
 * The keys of the loopback nginx sites' throw-away certificates (scripts/nginx.js),
 * which the browser is told to trust (the HTTP cache stays on, as for a visitor).
 * @type {string[]}
 */
const trustedKeys = [];
const trustFlags = () =>
  trustedKeys.length ? [`--ignore-certificate-errors-spki-list=${trustedKeys.join(",")}`] : [];
const chromeFlags = ["--headless=new", ...chromiumFlags];

/** The budgets of issue #5 (LCP and JavaScript: issue #8's, in scripts/bench-first-paint.js). */
const budgets = {
  mobilePerformance: 98,
  otherCategories: 100,
  tbtMs: 100,
  cls: 0,
};
const controlPath = "/bench-control";

// ---------------------------------------------------------------- build
const dist = path.resolve(root, "dist-bench");
if (!options["no-build"]) {
  console.log("Building into dist-bench/ …");
  execFileSync(process.execPath, [path.join(root, "scripts/build.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, OUT_DIR: dist },
  });
}

// The control page: the landing page's HTML and CSS with every script taken
// out (module, inline, JSON-LD and modulepreload links). Not linked anywhere;
// it exists only in the bench build.
const landing = readFileSync(path.join(dist, "index.html"), "utf8");
const control = landing
  .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, "")
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, "");
if (/<script/i.test(control)) throw new Error("the control page still has a script");
writeFileSync(path.join(dist, `${controlPath.slice(1)}.html`), control);
await precompressFile(path.join(dist, `${controlPath.slice(1)}.html`)); // served like the pages

/**
 * Serves a built folder for Lighthouse and the first taps, with the server
 * files of `checkout` (this one, or the baseline's: the CSP hashes of its
 * own inline scripts).
 * @type {import("./bench-first-paint.js").ServeBuild}
 */
async function serveBuild(dir, checkout) {
  if (overNginx) {
    const file = (/** @type {string} */ name) =>
      readFileSync(path.join(checkout, "deploy/nginx", name), "utf8");
    const [httpsPort, httpPort] = await freePorts(2);
    const nginx = await startNginx({
      root: dir,
      httpsPort,
      httpPort,
      quiet: true,
      site: file("sites-available/calendar.conf"),
      snippet: file("snippets/calendar-security-headers.conf"),
    });
    trustedKeys.push(nginx.spki);
    // Stopped by the bench, or (a crash, Ctrl-C) when this process exits.
    const orphan = () => {
      try {
        if (nginx.pid) process.kill(nginx.pid, "SIGQUIT");
      } catch {
        // already gone
      }
    };
    process.once("exit", orphan);
    return {
      origin: nginx.httpsOrigin,
      close: () => {
        process.off("exit", orphan);
        return nginx.stop();
      },
    };
  }
  return serveWithNode(dir, checkout);
}

/**
 * Serves a built folder with the Node server of `checkout`, over HTTP/1.1.
 * @type {import("./bench-first-paint.js").ServeBuild}
 */
async function serveWithNode(dir, checkout) {
  /** @type {{ createServer: typeof import("../server/server.js").createServer }} */
  const code = await import(pathToFileURL(path.join(checkout, "server/server.js")).href);
  const server = code.createServer({ root: dir });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no server address");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// Issue #8: a hand-written static control per page, document sizes, and an
// optional "before" build in the same batch (scripts/bench-first-paint.js).
const firstPaint = await firstPaintBench({
  dist,
  baseline: options.baseline,
  baselineRef: options["baseline-ref"],
  only: options.pages?.split(","),
  serve: serveBuild,
});
/** Pages of the build, at the paths the server serves them ("/privacy", "/verification.html"). */
const routes = firstPaint.pages;
const targets = [controlPath, ...firstPaint.targets, ...routes];

// ---------------------------------------------------------------- serve
// The Node server always runs: the load run and the header sizes use it.
const nodeServer = await serveWithNode(dist, root);
const nodeOrigin = nodeServer.origin;
const measured = overNginx ? await serveBuild(dist, root) : undefined;
const origin = measured?.origin ?? nodeOrigin;
const servedBy = measured ? "nginx (HTTPS, HTTP/2)" : "Node (HTTP/1.1)";
console.log(
  `Serving dist-bench/ at ${nodeOrigin} (Node server)` +
    (measured ? ` and ${origin} (the shipped nginx site, HTTPS and HTTP/2)` : "") +
    `; Lighthouse and the first taps load ${origin}`,
);

// ---------------------------------------------------------------- first interaction
const firstInteraction = options["no-first-interaction"]
  ? null
  : await measureFirstInteraction(origin, {
      runs,
      browserArgs: trustFlags(),
      baselineOrigin: firstPaint.baselineOrigin,
      noise,
      onProgress: (done, total, name) =>
        process.stdout.write(`\rFirst interaction ${done}/${total} (${name})`.padEnd(78)),
    });
process.stdout.write("\n");
if (options.only === "first-interaction" && firstInteraction) {
  await nodeServer.close();
  await measured?.close();
  await firstPaint.close();
  console.log(`\n${formatFirstInteraction(firstInteraction)}`);
  const outDir = path.join(root, "bench-results");
  mkdirSync(outDir, { recursive: true });
  const file = path.join(
    outDir,
    `first-interaction-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), firstInteraction }, null, 2),
  );
  console.log(`\nWrote ${path.relative(root, file)}`);
  const passed = firstInteraction.rows
    .filter((row) => !row.baseline)
    .every((row) => Object.values(row.checks).every(Boolean));
  process.exit(options.check && !passed ? 1 : 0);
}

// ---------------------------------------------------------------- bundle sizes
/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name))
      : [path.relative(dist, path.join(dir, entry.name))],
  );
const bundles = walk(dist)
  .filter(
    (file) =>
      /\.(js|css|html)$/.test(file) &&
      file !== "bench-control.html" &&
      !file.startsWith("bench-static"),
  )
  .map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

// ---------------------------------------------------------------- lighthouse
/**
 * @typedef {{ performance: number; accessibility: number; bestPractices: number; seo: number;
 *   fcp: number; lcp: number; tbt: number; cls: number; totalBytes: number;
 *   jsBytes: number; jsRequests: number }} Sample
 */

/** @param {import("lighthouse").Result} lhr @returns {Sample} */
function sample(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const details = /** @type {{ items?: { resourceType?: string; transferSize?: number }[] }} */ (
    lhr.audits["network-requests"]?.details ?? {}
  );
  const scripts = (details.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    totalBytes: value("total-byte-weight"),
    // Every script the page loads with no interaction (gzip, as transferred).
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** @type {Record<string, Record<string, Sample[]>>} samples[batch][path] */
const samples = {};
/** @type {string[]} */
const warnings = [];
const batches = modes.flatMap((mode) => presets.map((preset) => ({ mode, preset })));
const total = runs * batches.length * targets.length;
const started = Date.now();
let done = 0;

/**
 * One Lighthouse run in a fresh Chromium (reusing one browser fails runs with
 * NO_NAVSTART here). A run that Lighthouse itself reports as broken is retried
 * (twice: NO_NAVSTART comes in runs when other work loads the machine) and
 * each retry is noted in the warnings.
 * @param {string} url @param {"mobile" | "desktop"} preset @param {"simulate" | "devtools"} mode
 * @returns {Promise<import("lighthouse").Result>}
 */
async function runLighthouse(url, preset, mode, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromeFlags, ...trustFlags()],
    logLevel: "silent",
  });
  let result;
  try {
    result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        throttlingMethod: mode,
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (error) {
    if (attempt >= 3) throw new Error(`Lighthouse: ${url}: ${error.code} ${error.message}`);
    warnings.push(`${preset} · ${mode} ${url}: retried after ${error.code}`);
    return runLighthouse(url, preset, mode, attempt + 1);
  }
  return result.lhr;
}

try {
  for (let run = 1; run <= runs; run++) {
    for (const { mode, preset } of batches) {
      const batch = `${preset} · ${mode}`;
      samples[batch] ??= {};
      for (const target of targets) {
        const lhr = await runLighthouse(firstPaint.url(target, origin), preset, mode);
        for (const warning of lhr.runWarnings) warnings.push(`${batch} ${target}: ${warning}`);
        (samples[batch][target] ??= []).push(sample(lhr));
        done++;
        const seconds = Math.round((Date.now() - started) / 1000);
        process.stdout.write(
          `\rLighthouse ${done}/${total} (run ${run}/${runs}, ${batch}, ${target})`.padEnd(78) +
            ` ${seconds} s`,
        );
      }
    }
  }
} finally {
  process.stdout.write("\n");
}

/** @type {Record<string, Record<string, Sample>>} */
const medians = {};
for (const [batch, byPath] of Object.entries(samples)) {
  medians[batch] = {};
  for (const [target, list] of Object.entries(byPath)) {
    const keys = /** @type {(keyof Sample)[]} */ (Object.keys(list[0] ?? {}));
    medians[batch][target] = /** @type {Sample} */ (
      Object.fromEntries(keys.map((key) => [key, median(list.map((s) => s[key]))]))
    );
  }
}

// ---------------------------------------------------------------- budgets
/** @type {{ budget: string; batch: string; page: string; value: string; pass: boolean }[]} */
const checks = [];
/** LCP ÷ the LCP of the page's hand-written static control (issue #8). */
const staticRatio = (/** @type {Record<string, Sample>} */ byPath, /** @type {string} */ target) =>
  (byPath[target]?.lcp ?? NaN) / (byPath[firstPaint.controlOf(target) ?? ""]?.lcp ?? NaN);
for (const [batch, byPath] of Object.entries(medians)) {
  for (const page of routes) {
    const m = byPath[page];
    if (!m) continue;
    /** @param {string} budget @param {string} value @param {boolean} pass */
    const check = (budget, value, pass) => checks.push({ budget, batch, page, value, pass });
    if (batch.startsWith("mobile")) {
      check(
        `Performance ≥ ${budgets.mobilePerformance}`,
        String(m.performance),
        m.performance >= budgets.mobilePerformance,
      );
    }
    for (const [name, score] of /** @type {const} */ ([
      ["Accessibility", m.accessibility],
      ["Best Practices", m.bestPractices],
      ["SEO", m.seo],
    ])) {
      check(
        `${name} = ${budgets.otherCategories}`,
        String(score),
        score >= budgets.otherCategories,
      );
    }
    const ratio = staticRatio(byPath, page);
    check(
      `LCP ≤ ${firstPaintBudgets.lcpTimesStaticControl} × static control`,
      `${ratio.toFixed(2)} ×`,
      ratio <= firstPaintBudgets.lcpTimesStaticControl * (1 + noise),
    );
    check(
      `TBT ≤ ${budgets.tbtMs} ms`,
      `${Math.round(m.tbt)} ms`,
      m.tbt <= budgets.tbtMs * (1 + noise),
    );
    check(`CLS = ${budgets.cls}`, m.cls.toFixed(3), Math.round(m.cls * 1000) / 1000 <= budgets.cls);
    if (batch.startsWith("mobile")) {
      check(
        `JS at start ≤ ${firstPaintBudgets.startJsBytes / 1024} KB gz`,
        `${(m.jsBytes / 1024).toFixed(1)} KB`,
        m.jsBytes <= firstPaintBudgets.startJsBytes,
      );
    }
  }
}

await measured?.close();

// ---------------------------------------------------------------- load run
const load = await loadRunBothServers({
  dist,
  nodeOrigin,
  paths: routes,
  notFoundPath: "/no-such-page-404",
  connections,
  seconds: loadSeconds,
});
const documents = await firstPaint.documents(nodeOrigin);
await nodeServer.close();
await firstPaint.close();

// ---------------------------------------------------------------- report
/** @param {(string | number)[][]} rows */
function table(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length))) ?? [];
  return rows
    .map((r, index) => {
      const line = r.map((cell, i) =>
        String(cell)
          .padStart(i ? (widths[i] ?? 0) : 0)
          .padEnd(i ? 0 : (widths[i] ?? 0)),
      );
      return index === 0
        ? `${line.join("  ")}\n${widths.map((w) => "-".repeat(w)).join("  ")}`
        : line.join("  ");
    })
    .join("\n");
}
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

console.log(
  `\nLighthouse 12.8.2, ${runs} run(s) per page, medians, served by ${servedBy}. Control = ${controlPath} (no JS).`,
);
for (const [batch, byPath] of Object.entries(medians)) {
  const controlLcp = byPath[controlPath]?.lcp ?? NaN;
  console.log(`\n${batch}`);
  console.log(
    table([
      [
        "page",
        "Perf",
        "A11y",
        "BP",
        "SEO",
        "FCP s",
        "LCP s",
        "LCP×ctl",
        "LCP×static",
        "TBT ms",
        "CLS",
        "total KB",
        "JS KB gz",
        "JS req",
      ],
      ...targets.map((t) => {
        const m = byPath[t];
        if (!m) return [t];
        return [
          t === controlPath ? `${t} (control)` : t,
          m.performance,
          m.accessibility,
          m.bestPractices,
          m.seo,
          s(m.fcp),
          s(m.lcp),
          (m.lcp / controlLcp).toFixed(2),
          staticRatio(byPath, t).toFixed(2),
          Math.round(m.tbt),
          m.cls.toFixed(3),
          kb(m.totalBytes),
          kb(m.jsBytes),
          m.jsRequests,
        ];
      }),
    ]),
  );
}

// One table per preset and throttling: a row per budget, a column per page.
for (const batch of Object.keys(medians)) {
  const inBatch = checks.filter((c) => c.batch === batch);
  const names = [...new Set(inBatch.map((c) => c.budget))];
  console.log(`\nBudgets, ${batch} (medians)`);
  console.log(
    table([
      ["budget", ...routes],
      ...names.map((name) => [
        name,
        ...routes.map((page) => {
          const c = inBatch.find((x) => x.budget === name && x.page === page);
          return c ? `${c.value} ${c.pass ? "ok" : "FAIL"}` : "–";
        }),
      ]),
    ]),
  );
}
console.log(
  "\nDocuments (the build's .br/.gz; first screen = compressed bytes, response headers " +
    `included, before the first screen is complete; budget ${firstPaintBudgets.firstScreenBytes} B)`,
);
for (const [build, rows] of Object.entries(documents)) {
  if (!rows.length) continue;
  console.log(
    table([
      ["page", "bytes", "br", "gzip", "elements", "first screen br", "first screen gz"],
      ...rows.map((d) => [
        build === "before" ? `before:${d.page}` : d.page,
        d.bytes,
        d.br,
        d.gzip,
        d.elements,
        Number.isFinite(d.firstScreenBr) ? d.firstScreenBr : "–",
        Number.isFinite(d.firstScreenGzip) ? d.firstScreenGzip : "–",
      ]),
    ]),
  );
}
for (const d of documents.after) {
  const worst = Math.max(d.firstScreenBr, d.firstScreenGzip);
  checks.push({
    budget: `first screen ≤ ${firstPaintBudgets.firstScreenBytes} B`,
    batch: "build",
    page: d.page,
    value: `${worst} B`,
    pass: worst <= firstPaintBudgets.firstScreenBytes,
  });
}
const failed = checks.filter((c) => !c.pass);
console.log(
  `${checks.length - failed.length} of ${checks.length} budget checks pass ` +
    `(timings, LCP ratio and TBT, pass up to ${Math.round(noise * 100)} % over their budget: ` +
    "this host's noise on a median; scores, bytes and CLS have no band).",
);
if (firstInteraction) console.log(`\n${formatFirstInteraction(firstInteraction)}`);

console.log("\nBuilt files (gzip level 6; the servers send the build's .br and .gz files)");
console.log(table([["file", "bytes", "gzip"], ...bundles.map((b) => [b.file, b.bytes, b.gzip])]));

console.log(`\nLoad run (autocannon, loopback, ${connections} connections, ${loadSeconds} s each)`);
console.log(loadReport(load, table));
if (warnings.length)
  console.log(`\nLighthouse warnings:\n  ${[...new Set(warnings)].join("\n  ")}`);

const outDir = path.join(root, "bench-results");
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: "12.8.2",
      chromium: chromePath,
      options: { runs, presets, modes, loadSeconds, connections, server: servedBy },
      budgets: { ...budgets, ...firstPaintBudgets },
      routes,
      control: controlPath,
      staticControls: Object.fromEntries(routes.map((page) => [page, firstPaint.controlOf(page)])),
      documents,
      medians,
      samples,
      checks,
      bundles,
      load,
      firstInteraction,
      warnings,
    },
    null,
    2,
  ),
);
console.log(
  `\nWrote ${path.relative(root, file)} (${Math.round((Date.now() - started) / 1000)} s)`,
);
const firstInteractionPassed = (firstInteraction?.rows ?? [])
  .filter((row) => !row.baseline)
  .every((row) => Object.values(row.checks).every(Boolean));
if (options.check && (failed.length || !firstInteractionPassed)) {
  console.log(
    `--check: ${failed.length} budget check(s) missed${firstInteractionPassed ? "" : ", and the first interaction's"}.`,
  );
  process.exit(1);
}
process.exit(0);
