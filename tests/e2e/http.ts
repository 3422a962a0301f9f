import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import { servedCaFile } from "../../scripts/nginx.js";

export interface RawResponse {
  status: number;
  location?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (still compressed when Content-Encoding says so). */
  bytes: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
}

const trusted = new Map<string, string>();

/** Trusts a test nginx's certificate authority for requests to `origin`. */
export function trustCertificateAuthority(origin: string, caFile: string) {
  trusted.set(new URL(origin).origin, caFile);
}

/**
 * The certificate authority of a test nginx (scripts/nginx.js) for HTTPS
 * base URLs: registered, or the one `node scripts/nginx.js serve` writes.
 */
function tlsOptions(url: URL): tls.ConnectionOptions {
  if (url.protocol !== "https:") return {};
  const file = trusted.get(url.origin) ?? servedCaFile(Number(url.port));
  return { ca: existsSync(file) ? readFileSync(file) : undefined, servername: "localhost" };
}

/**
 * A request that sends the path exactly as written: browsers and Playwright's
 * request client normalise it (dot segments, "//", "\", percent-encoding).
 * HTTP or HTTPS, by the base URL (the nginx project's is HTTPS).
 */
export function rawRequest(
  baseURL: string,
  path: string,
  { method = "GET", headers = {} }: RawRequest = {},
): Promise<RawResponse> {
  const url = new URL(baseURL);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    client
      .request(
        {
          hostname: url.hostname,
          port: url.port,
          path,
          method,
          headers,
          agent: false,
          ...tlsOptions(url),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              headers: res.headers,
              body: bytes.toString("utf8"),
              bytes,
            });
          });
          res.on("error", reject);
        },
      )
      .on("error", reject)
      .end();
  });
}

/** A GET that sends the path exactly as written. */
export const rawGet = (baseURL: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(baseURL, path, { headers });

/**
 * Sends bytes as they are over a fresh connection (TLS for an HTTPS base
 * URL), optionally one byte every `byteDelayMs`, and returns what came back
 * before the server closed the connection or `timeoutMs` passed.
 */
export function rawExchange(
  baseURL: string,
  request: string,
  { byteDelayMs = 0, timeoutMs = 10_000 }: { byteDelayMs?: number; timeoutMs?: number } = {},
): Promise<{ status: number; head: string; headers: Record<string, string> }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const options = { host: url.hostname, port: Number(url.port) };
    const socket =
      url.protocol === "https:"
        ? tls.connect({ ...options, ...tlsOptions(url) }, send)
        : net.connect(options, send);
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.split("\r\n\r\n")[0] ?? "";
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), head, headers });
    };
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") finish();
      else reject(error);
    });
    const timer = setTimeout(finish, timeoutMs);

    async function send() {
      if (!byteDelayMs) return void socket.write(request);
      for (const byte of request) {
        if (socket.destroyed) return;
        socket.write(byte);
        await new Promise((r) => setTimeout(r, byteDelayMs));
      }
    }
  });
}
