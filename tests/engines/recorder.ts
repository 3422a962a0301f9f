import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * WebKitWebDriver has no BiDi and no way to run a script before the page's
 * own, and MiniBrowser under automation does not print console messages. So
 * the WebKit tests load the site through this proxy, which puts a recorder
 * first in every page's <head> and allows exactly that script in the CSP
 * (its hash added to script-src; nothing else changes). The recorder keeps
 * console errors and warnings, page errors, failed loads and CSP violations
 * in sessionStorage, so a navigation loses none; the test reads them back.
 */
export const problemsKey = "engine-test-problems";

function record(key: string) {
  const push = (line: string) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
      sessionStorage.setItem(key, JSON.stringify([...list, line]));
    } catch {
      // Storage refused: nothing to keep it in.
    }
  };
  for (const [level, name] of [
    ["error", "error"],
    ["warn", "warning"],
  ] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      push(`console.${name}: ${args.map(String).join(" ")}`);
      original.apply(console, args);
    };
  }
  addEventListener(
    "error",
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown))
        push(`failed to load: ${target.src ?? target.href}`);
      else push(`page error: ${event.message}`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    push(`page error: ${(event.reason as Error | undefined)?.message ?? String(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );
}

const script = `(${String(record)})(${JSON.stringify(problemsKey)})`;
const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The page with the recorder first in its head (after the charset), and a CSP that allows it. */
function inject(html: string, csp: string | undefined) {
  const tag = `<script>${script}</script>`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.indexOf("<head>") + "<head>".length;
  return {
    html: html.slice(0, at) + tag + html.slice(at),
    csp: csp?.replace(/(^|;\s*)(script-src(?:-elem)?)( [^;]*)/g, `$1$2$3 ${hash}`),
  };
}

/** Start the proxy in front of `target` (an origin); resolves to its own origin. */
export async function startRecordingProxy(target: string) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers["content-type"]).startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = inject(
            Buffer.concat(chunks).toString("utf8"),
            headers["content-security-policy"] as string | undefined,
          );
          if (page.csp) headers["content-security-policy"] = page.csp;
          delete headers["content-length"];
          delete headers.etag;
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(page.html);
        });
      },
    );
    forward.on("error", () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
