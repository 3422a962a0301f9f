import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureAsset, fixtureSite, writeFixtureBuild } from "../tests/fixture-build";
import { rawGet, rawRequest } from "../tests/e2e/http";
import { cacheControl, securityHeaders } from "./headers.js";
import {
  acceptedEncodings,
  clientErrorStatus,
  createServer,
  origin,
  percentDecode,
} from "./server.js";

let dir = "";
let base = "";
let close = () => {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "calendar-fixture-"));
  await writeFixtureBuild(dir, { bigFileBytes: 24 * 1024 * 1024 });
  const server = createServer({ root: dir, site: fixtureSite });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = origin(server);
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(dir, { recursive: true, force: true });
});

describe("the Node server on a build with locales and a .html page", () => {
  it("serves /verification.html at that path, and redirects its other spellings to it", async () => {
    const page = await rawGet(base, "/verification.html");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<title>verification.html</title>");
    for (const spelling of [
      "/verification",
      "/verification.html/",
      "/Verification.HTML",
      "/VERIFICATION",
    ]) {
      const response = await rawGet(base, spelling);
      expect([response.status, response.location], spelling).toEqual([301, "/verification.html"]);
    }
  });

  it("serves locale home pages with a trailing slash and redirects to them", async () => {
    expect((await rawGet(base, "/he/")).body).toContain("<title>he/index.html</title>");
    for (const spelling of ["/he", "/HE/", "/he/index.html", "/He/Index"]) {
      const response = await rawGet(base, `${spelling}?x=1`);
      expect([response.status, response.location], spelling).toEqual([301, "/he/?x=1"]);
    }
    const privacy = await rawGet(base, "/HE/privacy");
    expect([privacy.status, privacy.location]).toEqual([301, "/he/privacy"]);
  });

  it("answers an unknown path with the 404 page of its locale", async () => {
    for (const [pathname, page] of [
      ["/he/nope", "he/404.html"],
      ["/he/404", "he/404.html"],
      ["/he/404.html", "he/404.html"],
      ["/nope", "404.html"],
      ["/HE/nope", "404.html"],
      ["/xx/", "404.html"],
      ["/404.html", "404.html"],
    ]) {
      let response = await rawGet(base, pathname!);
      if (response.status === 301) response = await rawGet(base, response.location!);
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).toContain(`<title>${page}</title>`);
    }
  });

  it("sends the pre-compressed file the client accepts, with Vary", async () => {
    const cases: [string | undefined, string | undefined][] = [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", undefined],
      ["*", undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const headers: Record<string, string> = accept ? { "Accept-Encoding": accept } : {};
      const response = await rawGet(base, "/privacy", headers);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers.vary, accept).toBe("Accept-Encoding");
    }
    // Files too small to compress, and binary files, have no variants and no Vary.
    for (const file of ["/robots.txt", "/favicon.ico"]) {
      const response = await rawGet(base, file, { "Accept-Encoding": "br" });
      expect(response.headers["content-encoding"], file).toBeUndefined();
      expect(response.headers.vary, file).toBeUndefined();
    }
  });

  it("types files from server/headers.js and caches hashed assets for a year", async () => {
    const ics = await rawGet(base, "/remind.ics");
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const asset = await rawGet(base, `/${fixtureAsset}`);
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(asset.headers["cache-control"]).toBe(cacheControl.immutable);
    const missing = await rawGet(base, "/assets/missing.js");
    expect([missing.status, missing.headers["cache-control"]]).toEqual([
      404,
      cacheControl.revalidate,
    ]);
  });

  it("never serves dotfiles or a pre-compressed variant by its own name", async () => {
    for (const pathname of ["/.env", "/privacy.html.br", "/index.html.gz", `/${fixtureAsset}.br`]) {
      const response = await rawGet(base, pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).not.toContain("SECRET");
    }
  });

  it("sends the security headers with every status", async () => {
    const responses = [
      await rawGet(base, "/privacy"),
      await rawGet(base, "/PRIVACY"),
      await rawGet(base, "/nope"),
      await rawGet(base, "/%ZZ"),
      await rawRequest(base, "/", { method: "POST" }),
    ];
    for (const response of responses) {
      for (const [name, value] of securityHeaders) {
        expect(response.headers[name.toLowerCase()], `${response.status} ${name}`).toBe(value);
      }
    }
  });
});

describe("request parsing", () => {
  it("reads Accept-Encoding as nginx does", () => {
    expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0.5").has("br")).toBe(false);
    expect(acceptedEncodings("BR").has("br")).toBe(true);
    expect(acceptedEncodings("*").has("gzip")).toBe(false);
  });

  it("decodes percent-escapes to bytes, and refuses malformed ones", () => {
    expect(percentDecode("/caf%C3%A9")).toBe("/caf\u00c3\u00a9");
    expect(percentDecode("/%2e%2E/%2f")).toBe("/../\u002f");
    expect(percentDecode("/%")).toBeNull();
    expect(percentDecode("/%E0%A4%A")).toBeNull();
    expect(percentDecode("/%zz")).toBeNull();
  });

  it("maps parser errors to nginx's statuses", () => {
    const overflow = (raw: string) =>
      clientErrorStatus(
        Object.assign(new Error(), { code: "HPE_HEADER_OVERFLOW", rawPacket: Buffer.from(raw) }),
      );
    expect(overflow(`GET /${"a".repeat(9000)}`)).toBe(414);
    expect(overflow(`GET / HTTP/1.1\r\nX-Big: ${"b".repeat(9000)}`)).toBe(400);
    expect(clientErrorStatus(Object.assign(new Error(), { code: "HPE_INVALID_VERSION" }))).toBe(
      505,
    );
    expect(clientErrorStatus(Object.assign(new Error(), { code: "HPE_INVALID_METHOD" }))).toBe(400);
  });
});

describe("graceful shutdown", () => {
  /** Starts `node server/server.js` on the fixture build; resolves with its origin. */
  function startServer() {
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, "server.js")], {
      env: { ...process.env, DIST_DIR: dir, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    const listening = new Promise<URL>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = /at (http:\/\/\S+)/.exec(out);
        if (match) resolve(new URL(match[1]!));
      });
      child.on("exit", () => reject(new Error(`the server exited: ${out}`)));
    });
    return { child, exited, listening };
  }

  it("on SIGTERM refuses new connections, finishes the request in flight, and exits 0", async () => {
    const { child, exited, listening } = startServer();
    const url = await listening;
    const socket = net.connect(Number(url.port), "127.0.0.1");
    let received = 0;
    const firstBytes = new Promise<void>((resolve) =>
      socket.once("data", (chunk: Buffer) => {
        received += chunk.length;
        resolve();
      }),
    );
    socket.write("GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n");
    await firstBytes;
    socket.pause(); // a slow reader: the response (24 MB) is still in flight

    const signalled = Date.now();
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(Number(url.port), "127.0.0.1", () => resolve("accepted"));
      probe.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused, "no new connections once closing").toBe("ECONNREFUSED");

    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    const ended = new Promise((resolve) => socket.on("end", resolve));
    socket.resume();
    await ended;
    expect(received, "the whole response arrived").toBeGreaterThan(24 * 1024 * 1024);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 20_000);

  it("on SIGINT with nothing in flight exits 0 at once", async () => {
    const { child, exited, listening } = startServer();
    await listening;
    const signalled = Date.now();
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2_000);
  }, 20_000);
});
