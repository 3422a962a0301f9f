/**
 * Where Debian puts the Firefox and WebKit the engine tests drive, and
 * `ensureEngines()` (scripts/test.js, tests/engines/run.js): installs
 * Debian's firefox-esr, webkit2gtk-driver (WebKitWebDriver, and MiniBrowser
 * through libwebkit2gtk-4.1-0) and xvfb when it can (root, apt-get), as
 * scripts/test.js does for Chromium. FIREFOX_PATH and MINIBROWSER_PATH
 * override the paths.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
/** MiniBrowser ships in libwebkit2gtk-4.1-0, in a folder named by architecture. */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  ["x86_64-linux-gnu", "aarch64-linux-gnu", "i386-linux-gnu", "arm-linux-gnueabihf"]
    .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file)) ??
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const webDriverPath = "/usr/bin/WebKitWebDriver";
const xvfbPath = "/usr/bin/Xvfb";

const needs = [
  { file: () => firefoxPath, debian: "firefox-esr" },
  { file: () => webDriverPath, debian: "webkit2gtk-driver" },
  { file: () => miniBrowserPath, debian: "webkit2gtk-driver" },
  { file: () => xvfbPath, debian: "xvfb" },
];

/** The Debian packages still missing. */
export function missingEngines() {
  return [...new Set(needs.filter(({ file }) => !existsSync(file())).map((n) => n.debian))];
}

/** Install what is missing where we can; returns what is still missing. */
export function ensureEngines() {
  const missing = missingEngines();
  if (
    missing.length &&
    process.platform === "linux" &&
    process.getuid?.() === 0 &&
    existsSync("/usr/bin/apt-get")
  ) {
    console.log(`Firefox or WebKit not found: installing Debian's ${missing.join(" ")}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
  }
  return missingEngines();
}

/** @param {string[]} missing */
export const enginesHint = (missing) =>
  `the engine tests need Firefox and WebKit: install them (Debian/Ubuntu: \`sudo apt-get install ${missing.join(" ")}\`), or set FIREFOX_PATH / MINIBROWSER_PATH.`;

/** The engines' versions, for the report. */
export function engineVersions() {
  /** @param {string} file @param {string[]} args */
  const version = (file, args) => {
    try {
      return execFileSync(file, args, {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return "?";
    }
  };
  return {
    chromium: version(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"]),
    firefox: version(firefoxPath, ["--version"]),
    webkit: `WebKitGTK ${version("dpkg-query", ["-W", "-f=${Version}", "libwebkit2gtk-4.1-0"])}`,
  };
}
