/**
 * Which device is the visitor on? Runs in every page's <head> before first
 * paint: scripts/inline-scripts.js inlines this file (without its comments
 * and `export`s) and calls applyPlatform(document.documentElement, navigator);
 * the CSP allows it by hash. It sets on <html>:
 *
 *   data-os      windows | windows-legacy (7, 8, 8.1) | macos | ios | android
 *                | chromeos | linux | unknown
 *   data-family  windows | windows-legacy | elsewhere | unknown (what the
 *                download buttons show; see app.css and download-choice.tsx)
 *   data-arch    x64 | arm64 | unknown
 *   data-share   present when the Web Share API is
 *
 * Client hints (navigator.userAgentData) win over the user-agent string,
 * which browsers freeze or let users change; the Windows version and the
 * processor come from the high-entropy hints, which answer asynchronously,
 * so the attributes are set once at once and refined when they arrive.
 * Nothing here may throw: every read of navigator is guarded.
 */

/**
 * @typedef {{ platform?: unknown; mobile?: unknown }} LowEntropyHints
 * @typedef {{ platformVersion?: unknown; architecture?: unknown; bitness?: unknown }} HighEntropyHints
 * @typedef {{ userAgent?: unknown; maxTouchPoints?: unknown; hints?: LowEntropyHints | null; highEntropy?: HighEntropyHints | null }} PlatformInput
 * @typedef {"windows" | "windows-legacy" | "macos" | "ios" | "android" | "chromeos" | "linux" | "unknown"} Os
 * @typedef {"x64" | "arm64" | "unknown"} Arch
 * @typedef {"windows" | "windows-legacy" | "elsewhere" | "unknown"} Family
 */

/**
 * @param {PlatformInput} input what the browser says about itself
 * @returns {{ os: Os; arch: Arch; family: Family }}
 */
export function detectPlatform(input) {
  var ua = typeof input.userAgent === "string" ? input.userAgent : "";
  var touch = typeof input.maxTouchPoints === "number" ? input.maxTouchPoints : 0;
  var hints = input.hints || {};
  var high = input.highEntropy || {};
  var hinted = typeof hints.platform === "string" ? hints.platform.toLowerCase() : "";
  /** @type {Os} */
  var os = "unknown";
  /** @type {Arch} */
  var arch = "unknown";

  // Client hints name the platform directly (Chromium-based browsers).
  if (hinted === "windows") os = "windows";
  else if (hinted === "macos") os = touch > 1 ? "ios" : "macos";
  else if (hinted === "ios") os = "ios";
  else if (hinted === "android") os = "android";
  else if (hinted === "chrome os" || hinted === "chromeos" || hinted === "chromium os")
    os = "chromeos";
  else if (hinted === "linux") os = "linux";
  // Otherwise the user-agent string. Simple patterns only: it may be 10,000 characters.
  else if (/iPhone|iPad|iPod/.test(ua)) os = "ios";
  else if (/Android/.test(ua)) os = "android";
  else if (/CrOS/.test(ua)) os = "chromeos";
  else if (/Windows Phone/.test(ua)) os = "unknown";
  else if (/Windows/.test(ua)) {
    var nt = /Windows NT (\d+)\.(\d+)/.exec(ua);
    os = nt && Number(nt[1]) < 10 ? "windows-legacy" : "windows";
  }
  // iPadOS asks for desktop sites with a Mac user agent; Macs have no touch screen.
  else if (/Macintosh|Mac OS X/.test(ua)) os = touch > 1 ? "ios" : "macos";
  else if (/Linux|X11/.test(ua)) os = "linux";

  if (os === "windows") {
    // Windows 11 reports 13 or more, 10 reports 1 to 10, and 7, 8 and 8.1 report 0.x.
    var major = Number(String(high.platformVersion || "").split(".")[0]);
    if (high.platformVersion && major === 0) os = "windows-legacy";
    if (/Windows NT (5|6)\./.test(ua) && !high.platformVersion) os = "windows-legacy";
  }
  if (os === "windows" || os === "windows-legacy") {
    var hintedArch = typeof high.architecture === "string" ? high.architecture.toLowerCase() : "";
    if (hintedArch === "arm") arch = "arm64";
    else if (hintedArch === "x86" && high.bitness === "64") arch = "x64";
    else if (!hintedArch && /\b(ARM64|aarch64)\b/i.test(ua)) arch = "arm64";
    else if (!hintedArch && /\b(Win64|WOW64|x64|x86_64|amd64)\b/i.test(ua)) arch = "x64";
  }

  /** @type {Family} */
  var family = os === "windows" || os === "windows-legacy" || os === "unknown" ? os : "elsewhere";
  return { os: os, arch: arch, family: family };
}

/**
 * Reads what the browser says, safely, and writes the result on `root`.
 * @param {Element} root the <html> element
 * @param {Navigator} nav the browser's navigator
 */
export function applyPlatform(root, nav) {
  /** @type {PlatformInput} */
  var input = { userAgent: "", maxTouchPoints: 0, hints: null, highEntropy: null };
  /** @type {any} */
  var data = null;
  try {
    input.userAgent = String(nav.userAgent || "");
  } catch {
    /* ignored */
  }
  try {
    input.maxTouchPoints = Number(nav.maxTouchPoints) || 0;
  } catch {
    /* ignored */
  }
  try {
    data = /** @type {any} */ (nav).userAgentData || null;
    input.hints = data ? { platform: data.platform, mobile: data.mobile } : null;
  } catch {
    data = null;
  }

  function write() {
    try {
      var found = detectPlatform(input);
      root.setAttribute("data-os", found.os);
      root.setAttribute("data-family", found.family);
      root.setAttribute("data-arch", found.arch);
    } catch {
      /* ignored */
    }
  }
  write();

  try {
    if (typeof nav.share === "function") root.setAttribute("data-share", "");
  } catch {
    /* ignored */
  }

  try {
    if (data && typeof data.getHighEntropyValues === "function") {
      data.getHighEntropyValues(["architecture", "bitness", "platformVersion"]).then(
        /** @param {HighEntropyHints} values */
        function (values) {
          input.highEntropy = values || null;
          write();
        },
        function () {},
      );
    }
  } catch {
    /* ignored */
  }
}
