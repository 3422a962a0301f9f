/**
 * The releases: the one place their facts live, newest first. The first is
 * the current release: the verification page (/verification.html), the
 * download buttons, the JSON-LD and the winget manifests read it; the
 * release notes page (/releases) and its Atom feed list them all (their
 * notes, in every language, are in src/content/locales/<tag>/releases.ts,
 * keyed by version). `npm run build` checks every field before building and
 * stops with a message naming each bad one (src/lib/release-record.ts):
 * versions strictly decreasing down the list, dates never later than the
 * release above, no version twice.
 *
 * OPERATOR: to publish a release, add it at the top of the list, add its
 * notes to every language's releases.ts, and rebuild. Values wrapped in
 * `placeholder(…)` are PLACEHOLDER samples: while any remains, the build
 * warns and the verification page tells visitors its details are samples.
 * Replace each `placeholder("sample")` with the real value, unwrapped (and
 * delete the sample releases that never existed).
 *
 * SHA-256 of the file, in PowerShell:
 *   (Get-FileHash .\CalendarSetup-1.4.2-x64.exe -Algorithm SHA256).Hash
 * Size in bytes: (Get-Item .\CalendarSetup-1.4.2-x64.exe).Length
 */
import { placeholder, resolveReleases } from "./release-types";

export const {
  releases,
  release,
  placeholders: releasePlaceholders,
  allPlaceholders: releaseHistoryPlaceholders,
} = resolveReleases([
  {
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
  },
  {
    version: placeholder("1.4.0"),
    releaseDate: placeholder("2026-09-15"),
    publisher: placeholder("Calendar Software Ltd."),
    minimumWindows: 10,
    installers: {
      x64: {
        fileName: placeholder("CalendarSetup-1.4.0-x64.exe"),
        sizeBytes: placeholder(19_136_512),
        sha256: placeholder("72483e061448431fbc8fca96c30ef3e7228e7874565114c217bd09867b662bba"),
        url: placeholder("/downloads/CalendarSetup-1.4.0-x64.exe"),
      },
      arm64: {
        fileName: placeholder("CalendarSetup-1.4.0-arm64.exe"),
        sizeBytes: placeholder(18_702_336),
        sha256: placeholder("fb0ad500d131c5375e91186448b74ff45034806486a3a398dff774749d1680c9"),
        url: placeholder("/downloads/CalendarSetup-1.4.0-arm64.exe"),
      },
    },
  },
  {
    version: placeholder("1.3.0"),
    releaseDate: placeholder("2026-06-30"),
    publisher: placeholder("Calendar Software Ltd."),
    minimumWindows: 10,
    installers: {
      x64: {
        fileName: placeholder("CalendarSetup-1.3.0-x64.exe"),
        sizeBytes: placeholder(18_612_224),
        sha256: placeholder("4881a8f2a8d004059a893f03acd5ae6eaaebc180ec12c94fbdfdf655036ac959"),
        url: placeholder("/downloads/CalendarSetup-1.3.0-x64.exe"),
      },
    },
  },
]);
