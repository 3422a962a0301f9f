/**
 * Devices to emulate in Chromium for the platform-aware download button:
 * user agent, navigator.platform and User-Agent Client Hints together,
 * through CDP `Emulation.setUserAgentOverride` (see TOOLCHAIN.md), plus
 * touch points. Used by tests/e2e/download-platforms.spec.ts and by
 * `npm run screenshots -- --platform=NAME`.
 */

/**
 * @typedef {{
 *   userAgent: string;
 *   platform: string;
 *   metadata?: { platform: string; platformVersion: string; architecture: string; bitness: string; mobile: boolean; model: string };
 *   touchPoints?: number;
 *   family: "windows" | "windows-legacy" | "elsewhere" | "unknown";
 *   os: string;
 *   arch?: "x64" | "arm64";
 * }} PlatformPreset
 */

const chrome = "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0";
const brands = [
  { brand: "Chromium", version: "131" },
  { brand: "Not_A Brand", version: "24" },
];

/** @type {Record<string, PlatformPreset>} */
export const platformPresets = {
  "windows-11-x64": {
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${chrome} Safari/537.36`,
    platform: "Win32",
    metadata: {
      platform: "Windows",
      platformVersion: "15.0.0",
      architecture: "x86",
      bitness: "64",
      mobile: false,
      model: "",
    },
    family: "windows",
    os: "windows",
    arch: "x64",
  },
  "windows-11-arm64": {
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${chrome} Safari/537.36 Edg/131.0.0.0`,
    platform: "Win32",
    metadata: {
      platform: "Windows",
      platformVersion: "15.0.0",
      architecture: "arm",
      bitness: "64",
      mobile: false,
      model: "",
    },
    family: "windows",
    os: "windows",
    arch: "arm64",
  },
  "windows-8.1": {
    userAgent: `Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36`,
    platform: "Win32",
    metadata: {
      platform: "Windows",
      platformVersion: "0.3.0",
      architecture: "x86",
      bitness: "64",
      mobile: false,
      model: "",
    },
    family: "windows-legacy",
    os: "windows-legacy",
  },
  macos: {
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    platform: "MacIntel",
    family: "elsewhere",
    os: "macos",
  },
  "ipados-as-mac": {
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    platform: "MacIntel",
    touchPoints: 5,
    family: "elsewhere",
    os: "ios",
  },
  "android-phone": {
    userAgent: `Mozilla/5.0 (Linux; Android 10; K) ${chrome} Mobile Safari/537.36`,
    platform: "Linux armv8l",
    metadata: {
      platform: "Android",
      platformVersion: "14.0.0",
      architecture: "",
      bitness: "",
      mobile: true,
      model: "Pixel 7",
    },
    touchPoints: 5,
    family: "elsewhere",
    os: "android",
  },
  "android-tablet": {
    userAgent: `Mozilla/5.0 (Linux; Android 10; K) ${chrome} Safari/537.36`,
    platform: "Linux armv8l",
    metadata: {
      platform: "Android",
      platformVersion: "14.0.0",
      architecture: "",
      bitness: "",
      mobile: false,
      model: "SM-X710",
    },
    touchPoints: 5,
    family: "elsewhere",
    os: "android",
  },
  chromeos: {
    userAgent: `Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) ${chrome} Safari/537.36`,
    platform: "Linux x86_64",
    metadata: {
      platform: "Chrome OS",
      platformVersion: "14541.0.0",
      architecture: "x86",
      bitness: "64",
      mobile: false,
      model: "",
    },
    family: "elsewhere",
    os: "chromeos",
  },
  linux: {
    userAgent: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    platform: "Linux x86_64",
    family: "elsewhere",
    os: "linux",
  },
  "lying-windows-ua-android-hints": {
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${chrome} Safari/537.36`,
    platform: "Win32",
    metadata: {
      platform: "Android",
      platformVersion: "14.0.0",
      architecture: "",
      bitness: "",
      mobile: true,
      model: "Pixel 7",
    },
    family: "elsewhere",
    os: "android",
  },
  "ua-10000-characters": {
    userAgent: `Mozilla/5.0 (${"x".repeat(10_000)})`,
    platform: "",
    metadata: {
      platform: "",
      platformVersion: "",
      architecture: "",
      bitness: "",
      mobile: false,
      model: "",
    },
    family: "unknown",
    os: "unknown",
  },
};

/**
 * Makes a page look like the preset's device from its next navigation on.
 * @param {import("@playwright/test").Page} page
 * @param {PlatformPreset} preset
 */
export async function emulatePlatform(page, preset) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setUserAgentOverride", {
    userAgent: preset.userAgent,
    platform: preset.platform,
    ...(preset.metadata
      ? { userAgentMetadata: { ...preset.metadata, brands, fullVersionList: brands } }
      : {}),
  });
  if (preset.touchPoints) {
    await cdp.send("Emulation.setTouchEmulationEnabled", {
      enabled: true,
      maxTouchPoints: preset.touchPoints,
    });
  }
  return cdp;
}
