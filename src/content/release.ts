/**
 * The current release: the one place its facts live. The verification page
 * (/verification.html), the download buttons and the JSON-LD read them from
 * here; `npm run build` checks every field before building and stops with a
 * message naming each bad one (src/lib/release-record.ts).
 *
 * OPERATOR: to publish a release, edit this file and rebuild. Values wrapped
 * in `placeholder(…)` are PLACEHOLDER samples: while any remains, the build
 * warns and the verification page tells visitors its details are samples.
 * Replace each `placeholder("sample")` with the real value, unwrapped.
 *
 * SHA-256 of the file, in PowerShell:
 *   (Get-FileHash .\CalendarSetup-1.4.2-x64.exe -Algorithm SHA256).Hash
 * Size in bytes: (Get-Item .\CalendarSetup-1.4.2-x64.exe).Length
 */
import { placeholder, resolveRelease } from "./release-types";

export const { release, placeholders: releasePlaceholders } = resolveRelease({
  version: placeholder("1.4.2"),
  releaseDate: placeholder("2026-11-02"),
  // Exactly as Windows shows it for the signed installer (Properties → Digital Signatures).
  publisher: placeholder("Calendar Software Ltd."),
  // Must agree with `requirements.minWindowsVersion` in src/content/site.ts (Windows 10 or later).
  minimumWindows: 10,
  installers: {
    x64: {
      fileName: placeholder("CalendarSetup-1.4.2-x64.exe"),
      sizeBytes: placeholder(19_293_184),
      sha256: placeholder("670c2df0afc6e768e28a5ea9ef6c28d635f7455c49b24805c6d20d0663ac0590"),
      // An https:// URL, or a path on this site that the host serves (never rewritten here).
      url: placeholder("/downloads/CalendarSetup-1.4.2-x64.exe"),
    },
    // Delete this entry if you publish no native ARM64 build.
    arm64: {
      fileName: placeholder("CalendarSetup-1.4.2-arm64.exe"),
      sizeBytes: placeholder(18_874_368),
      sha256: placeholder("2de534a354658a962d1ded6f871b249529f5978aa52f90b967a1aedaa2912a27"),
      url: placeholder("/downloads/CalendarSetup-1.4.2-arm64.exe"),
    },
  },
});
