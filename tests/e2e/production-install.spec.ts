import { spawn, execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { test, expect } from "./fixtures";
import { securityHeaders } from "../../server/headers.js";

/**
 * The server runs from a production install: the build, package.json, the
 * lockfile, server/ and deploy/, with `npm ci --omit=dev` (no src/, no
 * scripts/, no devDependency). Every route of the build answers with every
 * security header. Desktop project only (no page is loaded).
 */
const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.resolve(root, process.env.OUT_DIR ?? "dist");
const shipped = ["package.json", "package-lock.json", "server", "deploy"];

test("node server/server.js serves every route from a production install", async () => {
  test.setTimeout(300_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), "calendar-production-"));
  try {
    for (const name of shipped)
      await cp(path.join(root, name), path.join(dir, name), { recursive: true });
    await cp(outDir, path.join(dir, "dist"), { recursive: true });
    await promisify(execFile)(
      "npm",
      ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"],
      { cwd: dir, timeout: 240_000 },
    );
    // A production install: the bundler and the test tools are not there.
    for (const dev of ["vite", "rolldown", "@playwright/test"])
      expect(existsSync(path.join(dir, "node_modules", dev)), dev).toBe(false);

    const server = spawn(process.execPath, ["server/server.js"], {
      cwd: dir,
      env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DIST_DIR: "dist" },
    });
    let stderr = "";
    server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    const origin = await new Promise<string>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => {
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString());
        if (found) resolve(found[0]);
      });
      void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}`)));
    });

    const routes = JSON.parse(await readFile(path.join(outDir, "routes.json"), "utf8")) as {
      pages: { path: string; linked?: boolean }[];
    };
    const paths = routes.pages.filter((page) => !page.linked).map((page) => page.path);
    expect(paths.length).toBeGreaterThan(5);
    const lines: string[] = [];
    for (const [url, status] of [
      ...paths.map((p) => [p, 200] as const),
      ["/no-such-page", 404] as const,
    ]) {
      const response = await fetch(origin + url, { redirect: "manual" });
      expect(response.status, url).toBe(status);
      expect(response.headers.get("content-type"), url).toBe("text/html; charset=utf-8");
      for (const [name, value] of securityHeaders)
        expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      lines.push(`${response.status} ${url}`);
    }
    server.kill("SIGTERM");
    expect(await exited, stderr).toBe(0);
    console.log(
      `production install (npm ci --omit=dev; ${shipped.join(", ")}, dist): ` +
        `${lines.length} routes, each with its ${securityHeaders.length} security headers\n  ${lines.join("\n  ")}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
