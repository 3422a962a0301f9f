/**
 * The Node server and the shipped nginx site answer the same requests the
 * same way: status, Location, Content-Type, Cache-Control, Content-Encoding,
 * Vary, Allow, range headers, every security header, and the body of pages
 * and 404 pages. Differences that cannot be avoided are listed, each with
 * its reason, in `allowed` below; nothing else may differ.
 *
 * Runs in the nginx project only (playwright.config.ts): the build both
 * servers of the test run serve, then a fixture build with the shapes other
 * work will add (locales with their own 404 page, /verification.html).
 */
import { mkdtemp, rm } from "node:fs/promises";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { nginxSite } from "../../scripts/gen-deploy.js";
import { startNginx } from "../../scripts/nginx.js";
import { securityHeaders } from "../../server/headers.js";
import { socialImagePath } from "../../src/content/social-image";
import { createServer, origin } from "../../server/server.js";
import { fixtureAsset, fixtureSite, writeFixtureBuild } from "../fixture-build";
import { test, expect } from "./fixtures";
import { rawExchange, rawRequest, trustCertificateAuthority, type RawRequest } from "./http";
import { acceptEncodings, canonicalRedirects, hostilePaths } from "./requests";
import { pages } from "./routes";

const nodeBase = process.env.NODE_BASE_URL!;
const nginxBase = process.env.NGINX_BASE_URL!;

/** Response fields compared (lower case), besides the status. */
const fields = [
  "location",
  "content-type",
  "cache-control",
  "content-encoding",
  "vary",
  "allow",
  "accept-ranges",
  "content-range",
  ...securityHeaders.map(([name]) => name.toLowerCase()),
];

/**
 * Differences that cannot be avoided, by request name. Each says why.
 * A listed field may differ for that request only; the test fails if a
 * listed difference no longer occurs (so the list cannot go stale).
 */
const allowed: Record<string, { fields: string[]; why: string }> = {
  "raw: not HTTP": {
    fields: ["status", "vary"],
    why:
      "nginx turns every 400 into the 404 page (error_page 400, which malformed paths need); " +
      "Node's parser rejects a request that is not HTTP before any handler can serve a page: 400.",
  },
  "raw: CONNECT": {
    fields: ["status", "allow", "vary"],
    why:
      "nginx 1.22 rejects CONNECT as a bad request (so: the 404 page); " +
      "Node hands CONNECT to a separate handler, which answers 405 with Allow.",
  },
};

interface Probe {
  name: string;
  path: string;
  request?: RawRequest;
  /** Sent as raw bytes instead (a request no HTTP client would send). */
  raw?: string;
}

type Answer = { status: number; headers: Record<string, unknown>; body?: Buffer };

async function ask(base: string, probe: Probe): Promise<Answer> {
  if (probe.raw !== undefined) {
    const { status, headers } = await rawExchange(base, probe.raw);
    return { status, headers };
  }
  const response = await rawRequest(base, probe.path, probe.request);
  return { status: response.status, headers: response.headers, body: response.bytes };
}

/** Sends every probe to both servers; returns the differences not allowed. */
async function compare(nodeOrigin: string, nginxOrigin: string, probes: Probe[]) {
  const differences: string[] = [];
  const seen = new Set<string>();
  for (const probe of probes) {
    const [node, nginx] = await Promise.all([ask(nodeOrigin, probe), ask(nginxOrigin, probe)]);
    const differing = ["status", ...fields].filter((field) =>
      field === "status"
        ? node.status !== nginx.status
        : String(node.headers[field]) !== String(nginx.headers[field]),
    );
    if (
      node.body &&
      nginx.body &&
      [200, 404].includes(node.status) &&
      !node.body.equals(nginx.body)
    ) {
      differing.push("body");
    }
    const ok = allowed[probe.name]?.fields ?? [];
    for (const field of differing) {
      seen.add(`${probe.name}|${field}`);
      if (ok.includes(field)) continue;
      const value = (answer: Answer) =>
        field === "status" ? answer.status : field === "body" ? "(bytes)" : answer.headers[field];
      differences.push(
        `${probe.name}: ${field}: node ${JSON.stringify(value(node))}, nginx ${JSON.stringify(value(nginx))}`,
      );
    }
  }
  return { differences, seen };
}

const close = "Host: 127.0.0.1\r\nConnection: close\r\n";

/** Requests no HTTP client library sends: raw bytes. */
const rawProbes: Probe[] = [
  {
    name: "raw: 16 KB request line",
    path: "",
    raw: `GET /${"a".repeat(16 * 1024)} HTTP/1.1\r\n${close}\r\n`,
  },
  {
    name: "raw: 64 KB header",
    path: "",
    raw: `GET / HTTP/1.1\r\n${close}X-Big: ${"b".repeat(64 * 1024)}\r\n\r\n`,
  },
  { name: "raw: not HTTP", path: "", raw: "HELLO\r\n\r\n" },
  { name: "raw: HTTP/9.9", path: "", raw: `GET / HTTP/9.9\r\n${close}\r\n` },
  {
    name: "raw: CONNECT",
    path: "",
    raw: "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example\r\n\r\n",
  },
  { name: "raw: no Host", path: "", raw: "GET /privacy HTTP/1.1\r\nConnection: close\r\n\r\n" },
  { name: "raw: asterisk", path: "", raw: `GET * HTTP/1.1\r\n${close}\r\n` },
  {
    name: "raw: absolute-form",
    path: "",
    raw: `GET http://evil.example/privacy HTTP/1.1\r\n${close}\r\n`,
  },
];

function probesFor(paths: string[], { asset }: { asset: string }): Probe[] {
  const get = (p: string, headers: Record<string, string> = {}, label = ""): Probe => ({
    name: `GET ${p.slice(0, 60)}${label}`,
    path: p,
    request: { headers },
  });
  return [
    ...paths.map((p) => get(p)),
    ...paths.map((p) => ({ name: `HEAD ${p.slice(0, 60)}`, path: p, request: { method: "HEAD" } })),
    ...["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH"].map((method) => ({
      name: `${method} /`,
      path: "/",
      request: { method },
    })),
    ...[paths[1]!, asset, "/no-such-page"].flatMap((p) =>
      acceptEncodings.map((ae) => get(p, ae ? { "Accept-Encoding": ae } : {}, ` (AE ${ae})`)),
    ),
    ...["bytes=0-9", "bytes=abc", "bytes=999999999-", "bytes=0-1,5-9"].map((range) =>
      get(paths[1]!, { Range: range }, ` (Range ${range})`),
    ),
    ...(
      [
        { "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" },
        { "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" },
        { "If-None-Match": '"nope"' },
        { "If-None-Match": "*" },
        { "If-Match": '"nope"' },
      ] as Record<string, string>[]
    ).map((headers) => get(asset, headers, ` (${JSON.stringify(headers)})`)),
    {
      name: "GET / HTTP/1.0-style, no Accept-Encoding",
      path: "/",
      request: { headers: { Connection: "close" } },
    },
  ];
}

test.describe("the Node server and nginx answer alike", () => {
  test("on the site's build: pages, files, redirects, hostile paths, methods, encodings", async () => {
    test.setTimeout(120_000);
    const home = await rawRequest(nodeBase, "/");
    const asset = /<meta name="app-entry" content="([^"]+)"/.exec(home.body)?.[1];
    expect(asset).toMatch(/^\/assets\//);
    const paths = [
      ...pages.map((p) => p.path),
      "/sitemap.xml",
      "/robots.txt",
      "/site.webmanifest",
      "/releases.atom",
      "/he/releases.atom",
      "/calendars/seasons.ics",
      "/he/calendars/jewish-holidays.ics",
      "/favicon.ico",
      "/favicon.svg",
      socialImagePath("ja"),
      asset!,
      "/no-such-page",
      "/assets/missing.js",
      "/404.html",
      "/privacy?",
      "/PRIVACY?",
      "/PRIVACY?a=%0d%0a&b",
      "/verification.html", // the download link's page: served by the host until it is a route
      "/verification",
      // Other languages: a home page, a legal page, the download page, a 404 page.
      "/he/",
      "/he/privacy",
      "/he/verification.html",
      "/es/verification.html",
      "/fr/nope",
      ...canonicalRedirects.map(([from]) => from),
      ...hostilePaths,
    ];
    // paths[1] is a page: /getCalendar.
    const { differences, seen } = await compare(nodeBase, nginxBase, [
      ...probesFor(paths, { asset: asset! }),
      ...rawProbes,
    ]);
    expect(differences, "differences outside the allow-list").toEqual([]);
    for (const [name, { fields: listed }] of Object.entries(allowed)) {
      for (const field of listed) {
        expect(seen, `allow-list entry "${name}" ${field} still needed`).toContain(
          `${name}|${field}`,
        );
      }
    }
  });

  test.describe("on a build with locales and a page at /verification.html", () => {
    let dir = "";
    let nodeServer: http.Server | undefined;
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

    test.beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), "calendar-parity-"));
      await writeFixtureBuild(dir);
      nodeServer = createServer({ root: dir, site: fixtureSite });
      await new Promise<void>((resolve) => nodeServer!.listen(0, "127.0.0.1", resolve));
      const httpsPort = Number(new URL(nginxBase).port) + 2;
      nginx = await startNginx({
        root: dir,
        httpsPort,
        httpPort: httpsPort + 1,
        site: nginxSite(fixtureSite),
        quiet: true,
      });
      trustCertificateAuthority(nginx.httpsOrigin, nginx.ca);
    });
    test.afterAll(async () => {
      nodeServer?.close();
      await nginx?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    test("pages, spellings, locale 404 pages, .ics", async () => {
      const paths = [
        ...fixtureSite.pages.map((p) => p.path),
        "/verification",
        "/verification.html/",
        "/Verification.HTML",
        "/he",
        "/HE/",
        "/he/index.html",
        "/HE/privacy",
        "/he/privacy/",
        "/he/nope",
        "/he/404",
        "/he/404.html",
        "/he/../privacy",
        "/he/%2e%2e/he/privacy",
        "/HE/nope",
        "/xx/",
        "/de/",
        "/remind.ics",
        `/${fixtureAsset}`,
        "/.env",
        "/he/caf%C3%A9/./",
      ];
      const { differences } = await compare(origin(nodeServer!), nginx!.httpsOrigin, [
        ...probesFor(paths, { asset: `/${fixtureAsset}` }),
      ]);
      expect(differences).toEqual([]);
    });
  });
});
