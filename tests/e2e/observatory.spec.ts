import { spawnSync } from "node:child_process";
import path from "node:path";
import { test, expect } from "./fixtures";

/**
 * The shipped nginx site, served over TLS with only its certificate and root
 * changed, grades A+ with the MDN HTTP Observatory and fails none of its
 * tests (scripts/observatory.js: a private network namespace, ports 80/443).
 */
test("the shipped nginx site grades A+ in the MDN HTTP Observatory, with no failed test", async () => {
  test.skip(
    process.getuid?.() !== 0,
    "needs root for a private network namespace (CI runs as root): node scripts/observatory.js",
  );
  test.setTimeout(120_000);
  const root = path.resolve(import.meta.dirname, "../..");
  const { stdout, stderr } = spawnSync(process.execPath, ["scripts/observatory.js", "--json"], {
    cwd: root,
    env: { ...process.env, DIST_DIR: process.env.OUT_DIR ?? "dist" },
    encoding: "utf8",
    timeout: 100_000,
  });
  // The site file's diff from the shipped one (certificate and root lines only).
  console.log(stderr);
  if (!stdout.trim().startsWith("{")) throw new Error("the Observatory run failed (see above)");
  await test.info().attach("observatory.json", { body: stdout, contentType: "application/json" });
  const result = JSON.parse(stdout) as {
    scan: { grade: string; score: number };
    tests: Record<string, { pass: boolean; result: string }>;
  };
  const failed = Object.entries(result.tests)
    .filter(([, t]) => !t.pass)
    .map(([name, t]) => `${name}: ${t.result}`);
  expect(failed, "failed Observatory tests").toEqual([]);
  expect(result.scan.grade).toBe("A+");
  expect(Object.keys(result.tests)).toHaveLength(10);
});
