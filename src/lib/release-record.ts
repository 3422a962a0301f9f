/**
 * The validation the build runs on the release record (src/content/release.ts,
 * shaped by src/content/release-types.ts) before anything is built
 * (scripts/release-check.js). Pure functions: unit-tested field by field.
 */
import { architectures, type Installer } from "../content/release-types";

export interface FieldError {
  /** Dotted field name, e.g. "installers.x64.sha256". */
  field: string;
  message: string;
}

export interface ValidationContext {
  /** Today as "YYYY-MM-DD" (a release date may not be later than tomorrow). */
  today: string;
  /** The minimum Windows version src/content/site.ts states ("Windows 10 or later" → 10). */
  siteMinimumWindows: number;
}

const VERSION = /^\d{1,4}(\.\d{1,6}){1,3}(-[0-9A-Za-z.-]{1,32})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHA256 = /^[0-9a-fA-F]{64}$/;
// Safe inside a PowerShell double-quoted path and in a download attribute:
// no quotes, $, backtick, slashes or control characters.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._()+-]{0,118}\.(exe|msi|msix|msixbundle)$/i;
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MIN_SIZE = 100 * 1024; // below this, the size was most likely given in KB or MB
const MAX_SIZE = 4 * 1024 ** 3;

const describe = (value: unknown) =>
  typeof value === "string"
    ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
    : value === undefined
      ? "nothing"
      : (JSON.stringify(value) ?? String(value));

/** A real calendar date (not Feb 30), as a UTC timestamp; NaN otherwise. */
function parseIsoDate(text: string): number {
  const match = ISO_DATE.exec(text);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? time
    : Number.NaN;
}

/** Why a download URL is not acceptable, or null: absolute https:// or a path on this site. */
export function downloadUrlProblem(url: unknown): string | null {
  if (typeof url !== "string" || !url.trim())
    return "must be an https:// URL or a path on this site";
  if (url !== url.trim() || /\s/.test(url) || CONTROL.test(url)) return "must not contain spaces";
  if (url.startsWith("/")) {
    if (url.startsWith("//") || url.includes("\\"))
      return "must be a path on this site, not //host";
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an https:// URL or a path on this site starting with /";
  }
  if (parsed.protocol !== "https:") return `must use https:// (not ${parsed.protocol})`;
  if (parsed.username || parsed.password) return "must not contain a user name or password";
  return null;
}

function validateInstaller(input: unknown, field: string, errors: FieldError[]) {
  const error = (name: string, message: string) =>
    errors.push({ field: `${field}.${name}`, message });
  if (!input || typeof input !== "object") {
    errors.push({ field, message: "must be an object with fileName, sizeBytes, sha256 and url" });
    return;
  }
  const { fileName, sizeBytes, sha256, url } = input as Record<string, unknown>;
  if (typeof fileName !== "string" || !FILE_NAME.test(fileName)) {
    error(
      "fileName",
      `${describe(fileName)} is not an installer file name (letters, digits, spaces, . _ ( ) + -, ending in .exe, .msi, .msix or .msixbundle)`,
    );
  }
  if (typeof sizeBytes !== "number" || !Number.isSafeInteger(sizeBytes) || sizeBytes <= 0) {
    error("sizeBytes", `${describe(sizeBytes)} is not a size in bytes (a whole number above 0)`);
  } else if (sizeBytes < MIN_SIZE || sizeBytes > MAX_SIZE) {
    error(
      "sizeBytes",
      `${sizeBytes} bytes is not plausible for an installer: give the exact size in bytes`,
    );
  }
  if (typeof sha256 !== "string" || !SHA256.test(sha256)) {
    const length = typeof sha256 === "string" ? ` (got ${sha256.length} characters)` : "";
    error("sha256", `must be 64 hexadecimal digits${length}`);
  }
  const urlProblem = downloadUrlProblem(url);
  if (urlProblem) error("url", `${describe(url)} ${urlProblem}`);
}

/** Every problem of a release record at once (an empty list when it is valid). */
export function validateRelease(input: unknown, context: ValidationContext): FieldError[] {
  const errors: FieldError[] = [];
  if (!input || typeof input !== "object") {
    return [{ field: "release", message: "must be an object" }];
  }
  const record = input as Record<string, unknown>;
  const { version, releaseDate, publisher, minimumWindows, installers } = record;

  if (typeof version !== "string" || !VERSION.test(version)) {
    errors.push({ field: "version", message: `${describe(version)} is not a version like 1.4.2` });
  }

  const released = typeof releaseDate === "string" ? parseIsoDate(releaseDate) : Number.NaN;
  if (Number.isNaN(released)) {
    errors.push({
      field: "releaseDate",
      message: `${describe(releaseDate)} is not a date written YYYY-MM-DD`,
    });
  } else if (released > parseIsoDate(context.today) + 24 * 3600 * 1000) {
    errors.push({ field: "releaseDate", message: `${releaseDate} is in the future` });
  }

  if (
    typeof publisher !== "string" ||
    !publisher.trim() ||
    publisher !== publisher.trim() ||
    publisher.length > 100 ||
    CONTROL.test(publisher)
  ) {
    errors.push({
      field: "publisher",
      message: `${describe(publisher)} is not a publisher name (1 to 100 characters, as Windows shows it)`,
    });
  }

  if (minimumWindows !== 10 && minimumWindows !== 11) {
    errors.push({
      field: "minimumWindows",
      message: `${describe(minimumWindows)} must be 10 or 11`,
    });
  } else if (minimumWindows !== context.siteMinimumWindows) {
    errors.push({
      field: "minimumWindows",
      message: `is ${minimumWindows}, but src/content/site.ts says Windows ${context.siteMinimumWindows} or later: make them agree`,
    });
  }

  if (!installers || typeof installers !== "object") {
    errors.push({
      field: "installers",
      message: "must list the x64 installer (and arm64, if any)",
    });
    return errors;
  }
  const entries = installers as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    if (!(architectures as readonly string[]).includes(key)) {
      errors.push({ field: `installers.${key}`, message: `is not an architecture (x64 or arm64)` });
    }
  }
  validateInstaller(entries.x64, "installers.x64", errors);
  if (entries.arm64 !== undefined) validateInstaller(entries.arm64, "installers.arm64", errors);

  // Two architectures sharing a file, hash or URL is a copy-paste slip.
  const x64 = entries.x64 as Partial<Installer> | undefined;
  const arm64 = entries.arm64 as Partial<Installer> | undefined;
  if (x64 && arm64 && typeof x64 === "object" && typeof arm64 === "object") {
    for (const name of ["fileName", "sha256", "url"] as const) {
      const a = x64[name];
      if (typeof a === "string" && a && a.toLowerCase() === String(arm64[name]).toLowerCase()) {
        errors.push({
          field: `installers.arm64.${name}`,
          message: "is the same as the x64 installer's",
        });
      }
    }
  }
  return errors;
}

/** -1, 0 or 1 as version a is older than, the same as or newer than b (1.10 > 1.9; 1.0-beta < 1.0). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = "", pre] = v.split(/-(.*)/s);
    return { parts: core.split(".").map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/**
 * Every problem of the release history (src/content/release.ts): each
 * release as `validateRelease` checks it (the first, the current release,
 * under its own field names; the others as "releases[1].version", …, whose
 * minimum Windows may differ from today's), then the list itself: newest
 * first, each version strictly older than the one above it, no version twice,
 * no date later than the newer release's, and the current release first.
 */
export function validateReleases(
  input: unknown,
  context: ValidationContext,
  current?: unknown,
): FieldError[] {
  if (!Array.isArray(input) || input.length === 0) {
    return [{ field: "releases", message: "must list at least the current release, newest first" }];
  }
  const errors: FieldError[] = [];
  const prefix = (index: number) => (index === 0 ? "" : `releases[${index}].`);
  input.forEach((entry: unknown, index) => {
    const own = (entry as { minimumWindows?: unknown } | null)?.minimumWindows;
    const entryContext =
      index > 0 && (own === 10 || own === 11) ? { ...context, siteMinimumWindows: own } : context;
    for (const error of validateRelease(entry, entryContext)) {
      errors.push({
        field:
          index === 0 && error.field === "release" ? "releases[0]" : prefix(index) + error.field,
        message: error.message,
      });
    }
  });
  const entries = input as Partial<ReleaseRecordLike>[];
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const version = typeof entry?.version === "string" ? entry.version : undefined;
    if (!version || !VERSION.test(version)) return;
    const first = seen.get(version);
    if (first !== undefined) {
      errors.push({
        field: `${prefix(index)}version`,
        message: `${version} is listed twice (also ${first === 0 ? "the current release" : `releases[${first}]`})`,
      });
      return;
    }
    seen.set(version, index);
    const newer = entries[index - 1];
    if (index === 0 || typeof newer?.version !== "string" || !VERSION.test(newer.version)) return;
    if (compareVersions(version, newer.version) >= 0) {
      errors.push({
        field: `${prefix(index)}version`,
        message: `${version} is not older than ${newer.version} above it: list releases newest first, each version higher than the last`,
      });
    }
    const date = typeof entry.releaseDate === "string" ? parseIsoDate(entry.releaseDate) : NaN;
    const newerDate =
      typeof newer.releaseDate === "string" ? parseIsoDate(newer.releaseDate) : Number.NaN;
    if (!Number.isNaN(date) && !Number.isNaN(newerDate) && date > newerDate) {
      errors.push({
        field: `${prefix(index)}releaseDate`,
        message: `${entry.releaseDate} is later than ${newer.releaseDate}, the date of ${newer.version} above it`,
      });
    }
  });
  const version = (current as { version?: unknown } | null | undefined)?.version;
  if (current !== undefined && version !== (input[0] as { version?: unknown } | null)?.version) {
    errors.push({
      field: "release",
      message: `the current release (${describe(version)}) must be the newest, first in the list`,
    });
  }
  return errors;
}

interface ReleaseRecordLike {
  version: unknown;
  releaseDate: unknown;
}

/**
 * What the release notes lack, per language: every release needs at least
 * one note (a non-empty text) in every catalog, and a catalog has notes for
 * no other version. `notes` is locale -> version -> its highlights.
 */
export function releaseNotesProblems(
  versions: readonly string[],
  notes: Record<string, Record<string, unknown> | undefined>,
): string[] {
  const problems: string[] = [];
  for (const [locale, byVersion] of Object.entries(notes)) {
    for (const version of versions) {
      const list = byVersion?.[version];
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.some((note) => typeof note !== "string" || !note.trim())
      ) {
        problems.push(`${locale}/releases.ts: notes.${version} must list its highlights`);
      }
    }
    for (const version of Object.keys(byVersion ?? {})) {
      if (!versions.includes(version)) {
        problems.push(
          `${locale}/releases.ts: notes.${version} is not a release of src/content/release.ts`,
        );
      }
    }
  }
  return problems;
}
