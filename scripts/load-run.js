/**
 * The benchmark's load run (scripts/bench.js): autocannon on loopback, bounded
 * in time, against the Node server and against the shipped nginx site
 * (scripts/nginx.js: HTTPS with a throw-away certificate), over every page and
 * a missing path, as a browser asks (`Accept-Encoding: br, gzip`).
 * Reports requests/s, latency p50/p99, errors, timeouts and any status other
 * than 200 (404 on the missing path).
 */
import net from "node:net";
import autocannon from "autocannon";
import { findNginx, nginxHint, startNginx } from "./nginx.js";

/**
 * @typedef {{ server: string; origin?: string; skipped?: string; requests?: number;
 *   requestsPerSecond?: number; latencyP50Ms?: number; latencyP99Ms?: number; errors?: number;
 *   timeouts?: number; unexpectedStatuses?: string[]; statusByPath?: Record<string, Record<string, number>>;
 *   ok?: boolean }} LoadResult
 */

/** Free loopback ports (two by default). */
export async function freePorts(count = 2) {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer();
      await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
      return server;
    }),
  );
  const ports = servers.map((server) => /** @type {net.AddressInfo} */ (server.address()).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * One bounded load run against `origin`.
 * @param {{ server: string; origin: string; paths: string[]; notFoundPath: string;
 *   connections: number; seconds: number }} o
 * @returns {Promise<LoadResult>}
 */
export async function loadRun(o) {
  const all = [...o.paths, o.notFoundPath];
  /** @type {Record<string, Record<string, number>>} */
  const statusByPath = Object.fromEntries(all.map((p) => [p, {}]));
  const result = await autocannon({
    url: o.origin,
    connections: o.connections,
    duration: o.seconds,
    headers: { "accept-encoding": "br, gzip" },
    requests: all.map((p) => ({
      method: "GET",
      path: p,
      onResponse: (/** @type {number} */ status) => {
        const counts = statusByPath[p] ?? {};
        counts[status] = (counts[status] ?? 0) + 1;
      },
    })),
  });
  const unexpectedStatuses = Object.entries(statusByPath).flatMap(([p, counts]) =>
    Object.entries(counts)
      .filter(([status]) => Number(status) !== (p === o.notFoundPath ? 404 : 200))
      .map(([status, count]) => `${p} answered ${status} ×${count}`),
  );
  return {
    server: o.server,
    origin: o.origin,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatuses,
    statusByPath,
    ok: !result.errors && !result.timeouts && !unexpectedStatuses.length,
  };
}

/**
 * The load run against the Node server already serving the build at
 * `nodeOrigin`, then against nginx serving the same build (skipped, with the
 * reason, when nginx is not installed).
 * @param {{ dist: string; nodeOrigin: string; paths: string[]; notFoundPath: string;
 *   connections: number; seconds: number }} o
 * @returns {Promise<LoadResult[]>}
 */
export async function loadRunBothServers(o) {
  const common = {
    paths: o.paths,
    notFoundPath: o.notFoundPath,
    connections: o.connections,
    seconds: o.seconds,
  };
  console.log(
    `Load run: ${o.seconds} s per server, ${o.connections} connections, Accept-Encoding: br, gzip, over ${[...o.paths, o.notFoundPath].join(" ")} …`,
  );
  const results = [
    await loadRun({ server: "Node (HTTP)", origin: o.nodeOrigin.replace(/\/$/, ""), ...common }),
  ];
  if (!findNginx()) {
    results.push({ server: "nginx (HTTPS)", skipped: nginxHint });
    return results;
  }
  const [httpsPort, httpPort] = await freePorts(2);
  const nginx = await startNginx({ root: o.dist, httpsPort, httpPort, quiet: true });
  try {
    results.push(await loadRun({ server: "nginx (HTTPS)", origin: nginx.httpsOrigin, ...common }));
  } finally {
    await nginx.stop();
  }
  return results;
}

/**
 * The report lines of the load runs.
 * @param {LoadResult[]} results
 * @param {(rows: (string | number)[][]) => string} table
 */
export function loadReport(results, table) {
  const rows = results.map((r) =>
    r.skipped
      ? [r.server, "skipped", "", "", "", "", r.skipped]
      : [
          r.server,
          r.requests ?? 0,
          Math.round(r.requestsPerSecond ?? 0),
          r.latencyP50Ms ?? "",
          r.latencyP99Ms ?? "",
          `${r.errors} / ${r.timeouts}`,
          r.unexpectedStatuses?.length ? r.unexpectedStatuses.join("; ") : "none",
        ],
  );
  const ok = results.every((r) => r.skipped || r.ok);
  return [
    table([
      [
        "server",
        "requests",
        "req/s",
        "p50 ms",
        "p99 ms",
        "errors / timeouts",
        "unexpected statuses",
      ],
      ...rows,
    ]),
    `Load run: ${ok ? "pass (no errors or timeouts; only the missing path answered 404)" : "FAIL"}`,
  ].join("\n");
}
