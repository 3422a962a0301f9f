#!/usr/bin/env node
/**
 * Runs the shipped nginx site (deploy/nginx/) for tests and the benchmark:
 * a throw-away certificate, a temporary prefix, a loopback port, nginx in the
 * foreground, stopped by its PID. The site file used differs from the shipped
 * one only in its listen, certificate and root lines (checked, and printed as
 * a diff).
 *
 *   node scripts/nginx.js serve     for Playwright: HTTPS on $NGINX_PORT, HTTP on
 *                                   $NGINX_PORT + 1, serving $DIST_DIR, until SIGTERM
 *   node scripts/nginx.js check     is nginx with the brotli modules installed?
 *
 * `ensureNginx()` (used by scripts/test.js) installs Debian's nginx-light and
 * the brotli modules when it can (root, apt-get), like Chromium.
 */
import { execFileSync, spawn } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const shippedSiteFile = path.join(root, "deploy/nginx/sites-available/calendar.conf");
export const shippedSnippetFile = path.join(
  root,
  "deploy/nginx/snippets/calendar-security-headers.conf",
);
const moduleDir = "/usr/lib/nginx/modules";
const modules = ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"];
/** nginx with the brotli modules, openssl (certificates) and ip (scripts/observatory.js). */
export const debianPackages = [
  "nginx-light",
  "libnginx-mod-http-brotli-filter",
  "libnginx-mod-http-brotli-static",
  "openssl",
  "iproute2",
];

const onPath = (/** @type {string} */ name) =>
  ["/usr/sbin", "/usr/bin", "/sbin", "/bin"].some((dir) => existsSync(path.join(dir, name)));

/** The nginx binary, when it, the brotli modules, openssl and ip are installed. */
export function findNginx() {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (!binary || !modules.every((m) => existsSync(path.join(moduleDir, m)))) return undefined;
  if (!onPath("openssl") || !onPath("ip")) return undefined;
  return binary;
}

/**
 * Finds nginx, or installs Debian's packages when running as root with
 * apt-get. Returns the binary, or undefined with `hint` saying what to install.
 */
export function ensureNginx() {
  let binary = findNginx();
  if (
    !binary &&
    process.platform === "linux" &&
    process.getuid?.() === 0 &&
    existsSync("/usr/bin/apt-get")
  ) {
    console.log(`nginx not found: installing ${debianPackages.join(" ")}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...debianPackages], {
      stdio: "inherit",
      env,
    });
    binary = findNginx();
  }
  return binary;
}

export const nginxHint = `the nginx tests need nginx with the brotli modules: install them (Debian/Ubuntu: \`sudo apt-get install ${debianPackages.join(" ")}\`).`;

/**
 * A local certificate authority and a certificate for localhost and
 * 127.0.0.1 signed by it (openssl). Clients trust `ca` (NODE_EXTRA_CA_CERTS,
 * curl --cacert).
 * @param {string} dir
 */
export function makeCertificates(dir) {
  mkdirSync(dir, { recursive: true });
  const file = (/** @type {string} */ name) => path.join(dir, name);
  const openssl = (/** @type {string[]} */ args) =>
    execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  // prettier-ignore
  openssl([
    "req", "-x509", ...ec, "-days", "2", "-subj", "/CN=Calendar test CA",
    "-keyout", file("ca.key"), "-out", file("ca.pem"),
  ]);
  writeFileSync(
    file("server.ext"),
    "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n",
  );
  // prettier-ignore
  openssl([
    "req", "-new", ...ec, "-subj", "/CN=localhost",
    "-keyout", file("server.key"), "-out", file("server.csr"),
  ]);
  // prettier-ignore
  openssl([
    "x509", "-req", "-in", file("server.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"),
    "-CAcreateserial", "-days", "2", "-extfile", file("server.ext"), "-out", file("server.pem"),
  ]);
  return { ca: file("ca.pem"), certificate: file("server.pem"), key: file("server.key") };
}

/**
 * The shipped site with its listen ports, certificate and root replaced, and
 * the list of changed lines. Throws when anything else would change. Without
 * ports, the listen lines stay as shipped (80 and 443, in a private network
 * namespace: scripts/observatory.js).
 * @param {string} shipped the shipped site file's text
 * @param {{ httpPort?: number; httpsPort?: number; host?: string; certificate: string; key: string; root: string }} o
 */
export function testSiteConfig(shipped, o) {
  const host = o.host ?? "127.0.0.1";
  const ports = o.httpPort !== undefined && o.httpsPort !== undefined;
  const replacements = /** @type {[RegExp, string][]} */ ([
    ...(ports
      ? [
          [/^(\s*)listen 80;$/, `$1listen ${host}:${o.httpPort};`],
          [/^(\s*)listen 443 ssl http2;$/, `$1listen ${host}:${o.httpsPort} ssl http2;`],
          [/^(\s*)(listen \[::\]:(?:80|443)\b.*)$/, `$1# (IPv4 loopback only in tests) $2`],
        ]
      : []),
    [/^(\s*)ssl_certificate \S+;$/, `$1ssl_certificate ${o.certificate};`],
    [/^(\s*)ssl_certificate_key \S+;$/, `$1ssl_certificate_key ${o.key};`],
    [/^(\s*)root \S+;$/, `$1root ${o.root};`],
  ]);
  /** @type {{ line: number; from: string; to: string }[]} */
  const changed = [];
  const lines = shipped.split("\n").map((line, index) => {
    const rule = replacements.find(([pattern]) => pattern.test(line));
    if (!rule) return line;
    const next = line.replace(rule[0], rule[1]);
    if (next !== line) changed.push({ line: index + 1, from: line, to: next });
    return next;
  });
  for (const { from } of changed) {
    if (!/^\s*(listen|ssl_certificate|ssl_certificate_key|root) /.test(from)) {
      throw new Error(
        `the test configuration would change more than ports, certificate and root: ${from}`,
      );
    }
  }
  const diff = changed
    .map(({ line, from, to }) => `@@ line ${line}\n- ${from.trim()}\n+ ${to.trim()}`)
    .join("\n");
  return { config: lines.join("\n"), changed, diff };
}

/** Resolves once something accepts connections on host:port. @param {string} host @param {number} port */
async function waitForPort(host, port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops an nginx left running on this port by an earlier run whose Node
 * process died before it could stop it: by the PID in that run's prefix,
 * only if that is an nginx of that prefix; then removes the prefix. Prefixes
 * of runs still alive are left alone.
 * @param {number} httpsPort
 */
function stopLeftovers(httpsPort) {
  const prefix = `calendar-nginx-${httpsPort}-`;
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(prefix))) {
    const owner = Number(name.slice(prefix.length));
    if (owner && existsSync(`/proc/${owner}`)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      const pid = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8").trim());
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(dir)) process.kill(pid, "SIGQUIT");
    } catch {
      // no pid file, or no such process
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts nginx in the foreground with the shipped site (ports, certificate
 * and root replaced) in a fresh temporary prefix.
 * @param {{ root: string; httpsPort?: number; httpPort?: number; host?: string; dir?: string;
 *   site?: string; snippet?: string; quiet?: boolean }} options `site`, `snippet`: another
 *   site file's and headers snippet's text (fixtures, another build's checkout);
 *   no ports: the shipped 80 and 443 (in a private network namespace only)
 */
export async function startNginx(options) {
  const binary = findNginx();
  if (!binary) throw new Error(nginxHint);
  const host = options.host ?? "127.0.0.1";
  if (!options.dir) stopLeftovers(options.httpsPort ?? 443);
  const dir =
    options.dir ??
    path.join(os.tmpdir(), `calendar-nginx-${options.httpsPort ?? 443}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "sites-available"), { recursive: true });
  mkdirSync(path.join(dir, "snippets"), { recursive: true });
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const certificates = makeCertificates(path.join(dir, "tls"));
  const shipped = options.site ?? readFileSync(shippedSiteFile, "utf8");
  const { config, diff } = testSiteConfig(shipped, {
    httpPort: options.httpPort,
    httpsPort: options.httpsPort,
    host,
    certificate: certificates.certificate,
    key: certificates.key,
    root: path.resolve(options.root),
  });
  writeFileSync(path.join(dir, "sites-available/calendar.conf"), config);
  writeFileSync(
    path.join(dir, "snippets/calendar-security-headers.conf"),
    options.snippet ?? readFileSync(shippedSnippetFile, "utf8"),
  );
  const temp = (/** @type {string} */ name) => path.join(dir, "tmp", name);
  // The main configuration is the test's own (Debian's /etc/nginx/nginx.conf
  // plays this part in production): foreground, files under the prefix.
  // As root, workers would drop to `nobody`, which cannot read a checkout
  // under a 0700 directory (CI clones into `mktemp -d`): they keep root's
  // user here. Not as root, nginx ignores `user`, so it is left out.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
${modules.map((m) => `load_module ${path.join(moduleDir, m)};`).join("\n")}
events {
    worker_connections 1024;
}
http {
    access_log off;
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    include sites-available/calendar.conf;
}
`,
  );
  const child = spawn(binary, ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "inherit", options.quiet ? "ignore" : "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await Promise.race([
    waitForPort(host, options.httpsPort ?? 443),
    exited.then(() => {
      throw new Error("nginx exited at start (see its messages above)");
    }),
  ]);
  return {
    dir,
    ca: certificates.ca,
    /**
     * The server key's SPKI hash, for Chromium's
     * --ignore-certificate-errors-spki-list: the browser then trusts this
     * certificate. Ignoring certificate errors instead would leave the HTTP
     * cache off (Chromium caches nothing from a host with a certificate error).
     */
    spki: createHash("sha256")
      .update(
        new X509Certificate(readFileSync(certificates.certificate)).publicKey.export({
          type: "spki",
          format: "der",
        }),
      )
      .digest("base64"),
    diff,
    pid: child.pid,
    httpsOrigin: `https://${host}:${options.httpsPort ?? 443}`,
    httpOrigin: `http://${host}:${options.httpPort ?? 80}`,
    /** Graceful stop (QUIT) by PID, then the prefix is removed. */
    async stop() {
      try {
        if (child.exitCode === null && child.pid) process.kill(child.pid, "SIGQUIT");
        await exited;
      } catch {
        // already gone (a signal to the whole process group reached it first)
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where `serve` keeps its CA, for test clients: depends on the port only. @param {number} httpsPort */
export const servedCaFile = (httpsPort) =>
  path.join(os.tmpdir(), `calendar-nginx-${httpsPort}-ca.pem`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "check") {
    console.log(findNginx() ? "nginx and the brotli modules are installed" : nginxHint);
    process.exit(findNginx() ? 0 : 1);
  } else if (command === "serve") {
    const httpsPort = Number(process.env.NGINX_PORT ?? 4183);
    const nginx = await startNginx({
      root: path.resolve(root, process.env.DIST_DIR ?? "dist"),
      httpsPort,
      httpPort: httpsPort + 1,
    });
    writeFileSync(servedCaFile(httpsPort), readFileSync(nginx.ca));
    console.log(
      `nginx ${nginx.httpsOrigin} (HTTP → HTTPS on ${nginx.httpOrigin}), pid ${nginx.pid}.\n` +
        `Test site configuration = deploy/nginx/sites-available/calendar.conf except:\n${nginx.diff}`,
    );
    const stop = async () => {
      await nginx.stop();
      process.exit(0);
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  } else {
    console.error("usage: node scripts/nginx.js serve|check");
    process.exit(2);
  }
}
