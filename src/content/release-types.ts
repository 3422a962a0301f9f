/**
 * The shape of the release record (src/content/release.ts) and how its sample
 * values are marked. Its validation is src/lib/release-record.ts.
 */

export const architectures = ["x64", "arm64"] as const;
export type Architecture = (typeof architectures)[number];

/** One installer file, as published for one processor architecture. */
export interface Installer {
  /** The file name the visitor's browser saves, e.g. "CalendarSetup-1.4.2-x64.exe". */
  fileName: string;
  /** Exact size in bytes (Explorer: Properties → Size). */
  sizeBytes: number;
  /** SHA-256 of the file: 64 hexadecimal digits. */
  sha256: string;
  /** Where the file is downloaded from: absolute https:// or a path on this site ("/downloads/…"). */
  url: string;
}

export interface ReleaseRecord {
  /** Version shown to visitors, e.g. "1.4.2". */
  version: string;
  /** Release date, ISO "YYYY-MM-DD". */
  releaseDate: string;
  /** The signer's name Windows shows for the signed installer ("Verified publisher"). */
  publisher: string;
  /** Oldest Windows the app runs on: 10 or 11 (must agree with src/content/site.ts). */
  minimumWindows: number;
  /** x64 always; arm64 only if a native ARM64 build is published. */
  installers: { x64: Installer; arm64?: Installer };
}

/** A value that is not real yet: the build warns and the verification page says so. */
export class Placeholder<T> {
  constructor(readonly value: T) {}
}

/** Marks a sample value in the release record. Replace `placeholder(x)` with the real value. */
export const placeholder = <T>(value: T) => new Placeholder(value);

type Draft<T> = {
  [K in keyof T]: T[K] extends string | number ? T[K] | Placeholder<T[K]> : Draft<T[K]>;
};
export type ReleaseDraft = Draft<ReleaseRecord>;

/** The record with its placeholders unwrapped, and the dotted names of the fields that were. */
export function resolveRelease(draft: ReleaseDraft): {
  release: ReleaseRecord;
  placeholders: string[];
} {
  const placeholders: string[] = [];
  const unwrap = (value: unknown, path: string): unknown => {
    if (value instanceof Placeholder) {
      placeholders.push(path);
      return value.value;
    }
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          unwrap(inner, path ? `${path}.${key}` : key),
        ]),
      );
    }
    return value;
  };
  return { release: unwrap(draft, "") as ReleaseRecord, placeholders };
}

/** The installers in display order (x64 first), with their architecture. */
export function installerList(release: ReleaseRecord): (Installer & { arch: Architecture })[] {
  return architectures.flatMap((arch) => {
    const installer = release.installers[arch];
    return installer ? [{ ...installer, arch }] : [];
  });
}

/**
 * The release history (src/content/release.ts): every release, newest first.
 * The first is the current release (`release`); its placeholders keep their
 * field names ("version"), an older release's are named "releases[1].version".
 */
export function resolveReleases(drafts: readonly ReleaseDraft[]): {
  releases: ReleaseRecord[];
  release: ReleaseRecord;
  placeholders: string[];
  allPlaceholders: string[];
} {
  const resolved = drafts.map((draft) => resolveRelease(draft));
  const [current] = resolved;
  if (!current) throw new Error("the release history lists no release");
  return {
    releases: resolved.map((entry) => entry.release),
    release: current.release,
    placeholders: current.placeholders,
    allPlaceholders: resolved.flatMap((entry, index) =>
      index === 0 ? entry.placeholders : entry.placeholders.map((f) => `releases[${index}].${f}`),
    ),
  };
}
