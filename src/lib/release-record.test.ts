import { describe, expect, it } from "vitest";
import {
  compareVersions,
  downloadUrlProblem,
  releaseNotesProblems,
  validateRelease,
  validateReleases,
} from "./release-record";
import {
  installerList,
  placeholder,
  resolveRelease,
  type ReleaseRecord,
} from "../content/release-types";
import { release, releases } from "../content/release";
import { catalogs } from "../i18n/all-catalogs";
import {
  expectedBadFields,
  release as allWrong,
} from "../../scripts/fixtures/release-all-wrong.js";
import { requirements } from "../content/site";

const context = { today: "2026-11-23", siteMinimumWindows: 10 };

const good: ReleaseRecord = {
  version: "2.0.1",
  releaseDate: "2026-10-01",
  publisher: "Calendar Software Ltd.",
  minimumWindows: 10,
  installers: {
    x64: {
      fileName: "CalendarSetup-2.0.1-x64.exe",
      sizeBytes: 20_000_000,
      sha256: "a".repeat(64),
      url: "https://downloads.example.org/CalendarSetup-2.0.1-x64.exe",
    },
  },
};

/** The fields a record with one change has errors on. */
function badFields(change: (r: ReleaseRecord & Record<string, unknown>) => void): string[] {
  const record = structuredClone(good) as ReleaseRecord & Record<string, unknown>;
  change(record);
  return validateRelease(record, context).map((e) => e.field);
}

describe("validateRelease", () => {
  it("accepts a complete record, with or without an ARM64 installer", () => {
    expect(validateRelease(good, context)).toEqual([]);
    const both = structuredClone(good);
    both.installers.arm64 = {
      fileName: "CalendarSetup-2.0.1-arm64.msi",
      sizeBytes: 19_000_000,
      sha256: "B".repeat(64),
      url: "/downloads/CalendarSetup-2.0.1-arm64.msi",
    };
    expect(validateRelease(both, context)).toEqual([]);
  });

  it("accepts the record this site ships (src/content/release.ts)", () => {
    expect(
      validateRelease(release, {
        today: new Date().toISOString().slice(0, 10),
        siteMinimumWindows: requirements.minWindowsVersion,
      }),
    ).toEqual([]);
  });

  it.each([
    ["version", (r: ReleaseRecord) => (r.version = "one")],
    ["version", (r: ReleaseRecord) => (r.version = "1")],
    ["version", (r: ReleaseRecord) => (r.version = "")],
    ["releaseDate", (r: ReleaseRecord) => (r.releaseDate = "yesterday")],
    ["releaseDate", (r: ReleaseRecord) => (r.releaseDate = "2026-02-30")],
    ["releaseDate", (r: ReleaseRecord) => (r.releaseDate = "2026/10/01")],
    ["releaseDate", (r: ReleaseRecord) => (r.releaseDate = "2027-01-01")],
    ["publisher", (r: ReleaseRecord) => (r.publisher = "")],
    ["publisher", (r: ReleaseRecord) => (r.publisher = " Calendar Ltd.")],
    ["publisher", (r: ReleaseRecord) => (r.publisher = "Calendar\nLtd.")],
    ["publisher", (r: ReleaseRecord) => (r.publisher = "x".repeat(101))],
    ["minimumWindows", (r: ReleaseRecord) => (r.minimumWindows = 7)],
    ["minimumWindows", (r: ReleaseRecord) => (r.minimumWindows = 11)],
    ["installers.x64.fileName", (r: ReleaseRecord) => (r.installers.x64.fileName = "setup.zip")],
    ["installers.x64.fileName", (r: ReleaseRecord) => (r.installers.x64.fileName = 'a"b.exe')],
    ["installers.x64.fileName", (r: ReleaseRecord) => (r.installers.x64.fileName = "..\\a.exe")],
    ["installers.x64.fileName", (r: ReleaseRecord) => (r.installers.x64.fileName = "$(x).exe")],
    ["installers.x64.sizeBytes", (r: ReleaseRecord) => (r.installers.x64.sizeBytes = 0)],
    ["installers.x64.sizeBytes", (r: ReleaseRecord) => (r.installers.x64.sizeBytes = -5)],
    ["installers.x64.sizeBytes", (r: ReleaseRecord) => (r.installers.x64.sizeBytes = 18.4)],
    ["installers.x64.sizeBytes", (r: ReleaseRecord) => (r.installers.x64.sizeBytes = 18)],
    ["installers.x64.sizeBytes", (r: ReleaseRecord) => (r.installers.x64.sizeBytes = Number.NaN)],
    ["installers.x64.sha256", (r: ReleaseRecord) => (r.installers.x64.sha256 = "abc123")],
    ["installers.x64.sha256", (r: ReleaseRecord) => (r.installers.x64.sha256 = "g".repeat(64))],
    ["installers.x64.sha256", (r: ReleaseRecord) => (r.installers.x64.sha256 = "a".repeat(65))],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "javascript:alert(1)")],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "JavaScript:alert(1)")],
    [
      "installers.x64.url",
      (r: ReleaseRecord) => (r.installers.x64.url = "http://example.org/a.exe"),
    ],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "//evil.example/a.exe")],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "/\\evil.example/a.exe")],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "downloads/a.exe")],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "data:text/html,hi")],
    [
      "installers.x64.url",
      (r: ReleaseRecord) => (r.installers.x64.url = "https://u:p@example.org/a"),
    ],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "/a b.exe")],
    ["installers.x64.url", (r: ReleaseRecord) => (r.installers.x64.url = "")],
  ])("reports %s when it is wrong (case %#)", (field, change) => {
    expect(badFields(change)).toEqual([field]);
  });

  it("reports an unknown architecture, a missing x64 installer and copy-paste twins", () => {
    expect(
      badFields((r) => ((r.installers as Record<string, unknown>).arm = good.installers.x64)),
    ).toEqual(["installers.arm"]);
    expect(
      badFields((r) => delete (r.installers as Partial<ReleaseRecord["installers"]>).x64),
    ).toEqual(["installers.x64"]);
    expect(badFields((r) => (r.installers.arm64 = { ...good.installers.x64 }))).toEqual([
      "installers.arm64.fileName",
      "installers.arm64.sha256",
      "installers.arm64.url",
    ]);
  });

  it("reports every bad field at once, naming each", () => {
    // Every field wrong at once (also the fixture of scripts/release-check.test.ts).
    const errors = validateRelease(allWrong, context);
    expect(errors.map((e) => e.field)).toEqual(expectedBadFields);
    for (const error of errors) expect(error.message).toMatch(/\S/);
    expect(validateRelease(null, context)).toEqual([
      { field: "release", message: "must be an object" },
    ]);
    expect(validateRelease({}, context).map((e) => e.field)).toEqual([
      "version",
      "releaseDate",
      "publisher",
      "minimumWindows",
      "installers",
    ]);
  });
});

describe("downloadUrlProblem", () => {
  it("accepts https URLs and paths on this site", () => {
    for (const url of [
      "https://github.com/example/calendar/releases/download/v1.4.2/CalendarSetup.exe",
      "https://downloads.example.org/a.exe?sig=abc",
      "/downloads/CalendarSetup-1.4.2-x64.exe",
    ]) {
      expect(downloadUrlProblem(url), url).toBeNull();
    }
  });
});

describe("resolveRelease", () => {
  it("unwraps placeholder values and names each one", () => {
    const { release: resolved, placeholders } = resolveRelease({
      ...good,
      version: placeholder("9.9.9"),
      installers: { x64: { ...good.installers.x64, sha256: placeholder("f".repeat(64)) } },
    });
    expect(resolved.version).toBe("9.9.9");
    expect(resolved.installers.x64.sha256).toBe("f".repeat(64));
    expect(resolved.installers.x64.fileName).toBe(good.installers.x64.fileName);
    expect(placeholders).toEqual(["version", "installers.x64.sha256"]);
    expect(resolveRelease(good).placeholders).toEqual([]);
  });

  it("lists installers x64 first, each with its architecture", () => {
    const { release: resolved } = resolveRelease({
      ...good,
      installers: {
        arm64: { ...good.installers.x64, fileName: "b.exe" },
        x64: good.installers.x64,
      },
    });
    expect(installerList(resolved).map((i) => [i.arch, i.fileName])).toEqual([
      ["x64", good.installers.x64.fileName],
      ["arm64", "b.exe"],
    ]);
  });
});

describe("validateReleases (the history, newest first)", () => {
  /** A release of the history: `good` with another version and date. */
  const entry = (version: string, releaseDate: string): ReleaseRecord => ({
    ...structuredClone(good),
    version,
    releaseDate,
    installers: {
      x64: {
        ...good.installers.x64,
        fileName: `CalendarSetup-${version}-x64.exe`,
        url: `/downloads/CalendarSetup-${version}-x64.exe`,
      },
    },
  });
  const history = [
    entry("2.0.1", "2026-10-01"),
    entry("2.0.0", "2026-09-01"),
    entry("1.9.0", "2026-06-30"),
  ];
  const fields = (list: unknown, current?: unknown) =>
    validateReleases(list, context, current).map((e) => e.field);

  it("accepts a history newest first, with the current release first", () => {
    expect(validateReleases(history, context, history[0])).toEqual([]);
    // Two releases on one day are fine (a same-day fix).
    expect(fields([entry("2.0.2", "2026-10-01"), ...history])).toEqual([]);
  });

  it("accepts the history this site ships (src/content/release.ts)", () => {
    expect(
      validateReleases(
        releases,
        {
          today: new Date().toISOString().slice(0, 10),
          siteMinimumWindows: requirements.minWindowsVersion,
        },
        release,
      ),
    ).toEqual([]);
    expect(release).toBe(releases[0]);
  });

  it("reports an empty history or one that is not a list", () => {
    expect(fields([])).toEqual(["releases"]);
    expect(fields(good)).toEqual(["releases"]);
  });

  it("reports a version listed twice", () => {
    expect(fields([history[0], history[1], entry("2.0.1", "2026-08-01")])).toEqual([
      "releases[2].version",
    ]);
  });

  it("reports versions out of order (oldest first, or equal but spelled apart)", () => {
    expect(fields([history[0], history[2], history[1]])).toEqual([
      "releases[2].version",
      "releases[2].releaseDate",
    ]);
    expect(fields([entry("2.0.1", "2026-10-01"), entry("2.0.1.0", "2026-09-01")])).toEqual([
      "releases[1].version",
    ]);
  });

  it("reports an older version with a later date", () => {
    expect(fields([history[0], entry("2.0.0", "2026-10-02")])).toEqual(["releases[1].releaseDate"]);
  });

  it("reports a current release that is not the newest", () => {
    expect(fields(history, history[1])).toEqual(["release"]);
  });

  it("reports an older release's bad field under its place in the list", () => {
    const bad = entry("2.0.0", "2026-09-01");
    bad.installers.x64.sha256 = "abc";
    expect(fields([history[0], bad])).toEqual(["releases[1].installers.x64.sha256"]);
    // An older release may have needed another Windows than today's site says.
    expect(fields([history[0], { ...history[1], minimumWindows: 11 }])).toEqual([]);
  });
});

describe("compareVersions", () => {
  it("orders versions by number, a pre-release before its release", () => {
    expect(compareVersions("1.10.0", "1.9.9")).toBe(1);
    expect(compareVersions("1.4", "1.4.0")).toBe(0);
    expect(compareVersions("1.4.0-beta", "1.4.0")).toBe(-1);
    expect(compareVersions("1.3.9", "1.4.0-beta")).toBe(-1);
  });
});

describe("releaseNotesProblems", () => {
  it("finds every shipped release's notes in every language, and no others", () => {
    const notes = Object.fromEntries(
      Object.entries(catalogs).map(([locale, namespaces]) => [
        locale,
        (namespaces.releases as { notes: Record<string, unknown> }).notes,
      ]),
    );
    expect(Object.keys(notes).length).toBeGreaterThanOrEqual(5);
    expect(
      releaseNotesProblems(
        releases.map((r) => r.version),
        notes,
      ),
    ).toEqual([]);
  });

  it("reports missing, empty and unknown notes", () => {
    expect(
      releaseNotesProblems(["2.0.1", "2.0.0"], {
        en: { "2.0.1": ["Faster start"], "2.0.0": [] },
        de: { "2.0.1": ["Schneller"], "2.0.0": [" "], "1.0.0": ["Alt"] },
        fr: { "2.0.1": ["Plus rapide"] },
      }),
    ).toEqual([
      "en/releases.ts: notes.2.0.0 must list its highlights",
      "de/releases.ts: notes.2.0.0 must list its highlights",
      "de/releases.ts: notes.1.0.0 is not a release of src/content/release.ts",
      "fr/releases.ts: notes.2.0.0 must list its highlights",
    ]);
  });
});
