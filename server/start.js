#!/usr/bin/env node
/**
 * `npm start`: build when the build is missing or older than the sources,
 * then serve it with the production server on 127.0.0.1:$PORT (default 4173).
 * SIGTERM/SIGINT: graceful shutdown (server/server.js).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist");
const sources = ["src", "public", "scripts", "index.html", "package-lock.json", "vite.config.ts"];

/** @param {string} file @returns {number} newest modification time below file */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const built = path.join(dist, "index.html");
const stale =
  !existsSync(built) ||
  statSync(built).mtimeMs < Math.max(...sources.map((s) => newest(path.join(root, s))));
if (stale) {
  console.log("Building the site…");
  execFileSync(process.execPath, [path.join(root, "scripts/build.js")], {
    stdio: "inherit",
    env: { ...process.env, OUT_DIR: dist },
  });
}

process.env.DIST_DIR = dist;
const { createServer, origin, serveUntilSignalled } = await import("./server.js");
const server = createServer({ root: dist });
serveUntilSignalled(server, {
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? "127.0.0.1",
  onListening: () => console.log(`Serving ${path.relative(root, dist)} at ${origin(server)}`),
});
