// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyPlatform, detectPlatform, type PlatformInput } from "./platform.js";
import { platformScript } from "../../../scripts/inline-scripts.js";

// Real user-agent strings (as browsers send them today: Chromium freezes the
// Windows version at "10.0" and the CPU at "x64"; the client hints tell the truth).
const ua = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  firefoxWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxWindows32: "Mozilla/5.0 (Windows NT 10.0; WOW64; rv:115.0) Gecko/20100101 Firefox/115.0",
  firefoxWindows7:
    "Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0",
  chromeWindows81:
    "Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36",
  ie11Windows8: "Mozilla/5.0 (Windows NT 6.2; Trident/7.0; rv:11.0) like Gecko",
  windowsArmUa:
    "Mozilla/5.0 (Windows NT 10.0; ARM64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  chromeAndroidPhone:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  chromeAndroidTablet:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  firefoxAndroidTablet: "Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0",
  samsungTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36",
  chromeDesktopLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  firefoxUbuntu: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  windowsPhone:
    "Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)",
};

const win11 = { platformVersion: "15.0.0", architecture: "x86", bitness: "64" };

const table: [string, PlatformInput, { os: string; arch: string; family: string }][] = [
  // Windows 10 and 11
  [
    "Chrome, Windows 11 x64 (hints)",
    {
      userAgent: ua.chromeWindows,
      hints: { platform: "Windows", mobile: false },
      highEntropy: win11,
    },
    { os: "windows", arch: "x64", family: "windows" },
  ],
  [
    "Edge, Windows 11 on ARM (hints: architecture arm)",
    {
      userAgent: ua.edgeWindows,
      hints: { platform: "Windows", mobile: false },
      highEntropy: { platformVersion: "15.0.0", architecture: "arm", bitness: "64" },
    },
    { os: "windows", arch: "arm64", family: "windows" },
  ],
  [
    "Edge, Windows on ARM before the high-entropy hints arrive (frozen UA says x64)",
    { userAgent: ua.edgeWindows, hints: { platform: "Windows", mobile: false } },
    { os: "windows", arch: "x64", family: "windows" },
  ],
  [
    "Chrome, Windows 10 (platformVersion 10.0.0)",
    {
      userAgent: ua.chromeWindows,
      hints: { platform: "Windows" },
      highEntropy: { platformVersion: "10.0.0", architecture: "x86", bitness: "64" },
    },
    { os: "windows", arch: "x64", family: "windows" },
  ],
  [
    "Firefox, Windows 10 x64 (no hints)",
    { userAgent: ua.firefoxWindows },
    { os: "windows", arch: "x64", family: "windows" },
  ],
  [
    "Firefox 32-bit on 64-bit Windows (WOW64)",
    { userAgent: ua.firefoxWindows32 },
    { os: "windows", arch: "x64", family: "windows" },
  ],
  [
    "a Windows user agent naming ARM64",
    { userAgent: ua.windowsArmUa },
    { os: "windows", arch: "arm64", family: "windows" },
  ],
  // Windows 7, 8 and 8.1
  [
    "Firefox ESR, Windows 7",
    { userAgent: ua.firefoxWindows7 },
    { os: "windows-legacy", arch: "x64", family: "windows-legacy" },
  ],
  [
    "Chrome 109, Windows 8.1 (UA and hints agree)",
    {
      userAgent: ua.chromeWindows81,
      hints: { platform: "Windows" },
      highEntropy: { platformVersion: "0.3.0", architecture: "x86", bitness: "64" },
    },
    { os: "windows-legacy", arch: "x64", family: "windows-legacy" },
  ],
  [
    "Chrome 109, Windows 8.1, before the high-entropy hints arrive",
    { userAgent: ua.chromeWindows81, hints: { platform: "Windows" } },
    { os: "windows-legacy", arch: "x64", family: "windows-legacy" },
  ],
  [
    "Windows 8 behind a frozen UA (only platformVersion 0.2.0 tells)",
    {
      userAgent: ua.chromeWindows,
      hints: { platform: "Windows" },
      highEntropy: { platformVersion: "0.2.0", architecture: "x86", bitness: "64" },
    },
    { os: "windows-legacy", arch: "x64", family: "windows-legacy" },
  ],
  [
    "Internet Explorer 11, Windows 8",
    { userAgent: ua.ie11Windows8 },
    { os: "windows-legacy", arch: "unknown", family: "windows-legacy" },
  ],
  // Apple
  [
    "Safari, macOS",
    { userAgent: ua.safariMac, maxTouchPoints: 0 },
    { os: "macos", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Chrome, macOS (hints)",
    { userAgent: ua.chromeMac, hints: { platform: "macOS", mobile: false } },
    { os: "macos", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Safari, iPadOS asking for the desktop site (Mac UA, touch points)",
    { userAgent: ua.safariMac, maxTouchPoints: 5 },
    { os: "ios", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Safari, iPhone",
    { userAgent: ua.safariIphone, maxTouchPoints: 5 },
    { os: "ios", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Chrome, iPad",
    { userAgent: ua.chromeIpad, maxTouchPoints: 5 },
    { os: "ios", arch: "unknown", family: "elsewhere" },
  ],
  // Android
  [
    "Chrome, Android phone (hints)",
    { userAgent: ua.chromeAndroidPhone, hints: { platform: "Android", mobile: true } },
    { os: "android", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Chrome, Android tablet (hints, not mobile)",
    { userAgent: ua.chromeAndroidTablet, hints: { platform: "Android", mobile: false } },
    { os: "android", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Firefox, Android tablet",
    { userAgent: ua.firefoxAndroidTablet },
    { os: "android", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Samsung Internet, Galaxy Tab",
    { userAgent: ua.samsungTablet },
    { os: "android", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Chrome, Android asking for the desktop site (Linux UA, Android hints)",
    { userAgent: ua.chromeDesktopLinux, hints: { platform: "Android", mobile: false } },
    { os: "android", arch: "unknown", family: "elsewhere" },
  ],
  // ChromeOS and Linux
  [
    "Chrome, ChromeOS (hints)",
    { userAgent: ua.chromeOs, hints: { platform: "Chrome OS", mobile: false } },
    { os: "chromeos", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Chrome, ChromeOS (user agent only)",
    { userAgent: ua.chromeOs },
    { os: "chromeos", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Firefox, Ubuntu",
    { userAgent: ua.firefoxUbuntu },
    { os: "linux", arch: "unknown", family: "elsewhere" },
  ],
  [
    "Chrome, Linux (hints)",
    { userAgent: ua.chromeDesktopLinux, hints: { platform: "Linux", mobile: false } },
    { os: "linux", arch: "unknown", family: "elsewhere" },
  ],
  // Bad input
  [
    "a lying user agent: Windows UA with Android client hints",
    {
      userAgent: ua.chromeWindows,
      hints: { platform: "Android", mobile: true },
      highEntropy: win11,
    },
    { os: "android", arch: "unknown", family: "elsewhere" },
  ],
  [
    'client hints saying "Unknown": the user agent decides',
    { userAgent: ua.firefoxUbuntu, hints: { platform: "Unknown" } },
    { os: "linux", arch: "unknown", family: "elsewhere" },
  ],
  ["an empty user agent", { userAgent: "" }, { os: "unknown", arch: "unknown", family: "unknown" }],
  [
    "a user agent of 10,000 characters naming nothing",
    { userAgent: `Mozilla/5.0 (${"x".repeat(10_000)})` },
    { os: "unknown", arch: "unknown", family: "unknown" },
  ],
  [
    "a user agent of 10,000 characters ending in Windows",
    { userAgent: `${"(".repeat(5_000)}${" ".repeat(4_980)}Windows NT 10.0; Win64; x64` },
    { os: "windows", arch: "x64", family: "windows" },
  ],
  [
    "values of the wrong type",
    {
      userAgent: 42,
      maxTouchPoints: "5",
      hints: { platform: 7 },
      highEntropy: { platformVersion: 15, architecture: null },
    },
    { os: "unknown", arch: "unknown", family: "unknown" },
  ],
  [
    "Windows Phone (not a PC)",
    { userAgent: ua.windowsPhone },
    { os: "unknown", arch: "unknown", family: "unknown" },
  ],
];

describe("detectPlatform", () => {
  it.each(table)("%s", (_name, input, expected) => {
    expect(detectPlatform(input)).toEqual(expected);
  });
});

/** A navigator-like object with the given parts. */
function fakeNavigator(parts: Record<string, unknown>): Navigator {
  return parts as unknown as Navigator;
}

describe("applyPlatform", () => {
  const attributes = (root: Element) =>
    Object.fromEntries(
      ["data-os", "data-family", "data-arch", "data-share"].map((name) => [
        name,
        root.getAttribute(name),
      ]),
    );

  it("marks the element at once, then refines it from the high-entropy hints", async () => {
    const root = document.createElement("html");
    let answer!: (values: unknown) => void;
    applyPlatform(
      root,
      fakeNavigator({
        userAgent: ua.edgeWindows,
        userAgentData: {
          platform: "Windows",
          mobile: false,
          getHighEntropyValues: () => new Promise((resolve) => (answer = resolve)),
        },
        share: () => Promise.resolve(),
      }),
    );
    expect(attributes(root)).toEqual({
      "data-os": "windows",
      "data-family": "windows",
      "data-arch": "x64",
      "data-share": "",
    });
    answer({ platformVersion: "15.0.0", architecture: "arm", bitness: "64" });
    await vi.waitFor(() => expect(root.getAttribute("data-arch")).toBe("arm64"));
  });

  it("falls back to the user agent when userAgentData throws, and never throws", () => {
    const root = document.createElement("html");
    const nav = { userAgent: ua.safariMac, maxTouchPoints: 5 };
    Object.defineProperty(nav, "userAgentData", {
      get() {
        throw new Error("blocked");
      },
    });
    expect(() => applyPlatform(root, fakeNavigator(nav))).not.toThrow();
    expect(attributes(root)).toMatchObject({ "data-os": "ios", "data-family": "elsewhere" });
    expect(root.hasAttribute("data-share")).toBe(false);
  });

  it("survives every part of navigator throwing or answering nonsense", async () => {
    const root = document.createElement("html");
    const throwing = {};
    for (const name of ["userAgent", "maxTouchPoints", "share"]) {
      Object.defineProperty(throwing, name, {
        get() {
          throw new Error(name);
        },
      });
    }
    expect(() => applyPlatform(root, fakeNavigator(throwing))).not.toThrow();
    expect(root.getAttribute("data-family")).toBe("unknown");

    for (const getHighEntropyValues of [
      () => {
        throw new Error("sync");
      },
      () => Promise.reject(new Error("async")),
      () => "not a promise",
      () => Promise.resolve(null),
    ]) {
      const element = document.createElement("html");
      const nav = {
        userAgent: ua.chromeWindows,
        userAgentData: { platform: "Windows", getHighEntropyValues },
      };
      expect(() => applyPlatform(element, fakeNavigator(nav))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(element.getAttribute("data-os")).toBe("windows");
    }
  });
});

describe("the inlined head script", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of ["data-os", "data-family", "data-arch", "data-share"]) {
      document.documentElement.removeAttribute(name);
    }
  });

  it("runs as a classic script and marks <html>", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ua.chromeAndroidPhone);
    expect(platformScript).not.toMatch(/\bexport\b|\/\*|^\s*\/\//m);
    new Function(platformScript)();
    expect(document.documentElement.getAttribute("data-os")).toBe("android");
    expect(document.documentElement.getAttribute("data-family")).toBe("elsewhere");
  });
});
