/**
 * The winget manifests of the current release: the multi-file format of
 * manifest schema 1.6.0 (https://github.com/microsoft/winget-pkgs/tree/master/doc/manifest/schema/1.6.0):
 * a version manifest, an installer manifest (one installer per architecture,
 * with its URL and SHA-256 from the release record) and the default locale
 * manifest, in the folder microsoft/winget-pkgs keeps them in
 * (manifests/c/CalendarSoftware/Calendar/1.4.2/). Written by the build into
 * deploy/winget/ (scripts/build.js); checked against the schema's rules in
 * winget.test.ts. Pure: the caller gives the release, settings and origin.
 */
import { installerList, type ReleaseRecord } from "../content/release-types";
import type { winget as wingetSettings } from "../content/site";

export const wingetManifestVersion = "1.6.0";

type Scalar = string | number | boolean;
export type YamlValue = Scalar | YamlValue[] | { [key: string]: YamlValue };
export type Manifest = Record<string, YamlValue>;

export interface WingetInput {
  release: ReleaseRecord;
  settings: typeof wingetSettings;
  /** The public origin, without a trailing slash: installer paths on this site become absolute. */
  origin: string;
  /** The app's name and one-line description, in the manifests' language. */
  packageName: string;
  shortDescription: string;
  /** The current release's notes, in the manifests' language. */
  releaseNotes: readonly string[];
  /** Absolute URLs: the site, and the release's notes (its anchor on /releases). */
  packageUrl: string;
  releaseNotesUrl: string;
}

/** The command the download page shows. */
export const wingetInstallCommand = (packageIdentifier: string) =>
  `winget install --id ${packageIdentifier} -e`;

/** An installer URL as winget needs it: absolute (a path on this site gets the public origin). */
export const absoluteUrl = (url: string, origin: string) =>
  url.startsWith("/") ? `${origin}${url}` : url;

/** The three manifests, by file name, as objects (keys in the order winget writes them). */
export function wingetManifests(input: WingetInput): Record<string, Manifest> {
  const { release, settings } = input;
  const id = settings.packageIdentifier;
  const common = { PackageIdentifier: id, PackageVersion: release.version };
  const version: Manifest = {
    ...common,
    DefaultLocale: settings.locale,
    ManifestType: "version",
    ManifestVersion: wingetManifestVersion,
  };
  const installer: Manifest = {
    ...common,
    InstallerType: settings.installerType,
    ...(settings.installerType === "exe"
      ? {
          InstallerSwitches: {
            Silent: settings.silentSwitches.silent,
            SilentWithProgress: settings.silentSwitches.silentWithProgress,
          },
        }
      : {}),
    MinimumOSVersion: `${release.minimumWindows === 11 ? "10.0.22000" : "10.0.0"}.0`,
    ReleaseDate: release.releaseDate,
    Installers: installerList(release).map((entry) => ({
      Architecture: entry.arch,
      InstallerUrl: absoluteUrl(entry.url, input.origin),
      // Upper case, as winget's tools write it.
      InstallerSha256: entry.sha256.toUpperCase(),
    })),
    ManifestType: "installer",
    ManifestVersion: wingetManifestVersion,
  };
  const locale: Manifest = {
    ...common,
    PackageLocale: settings.locale,
    Publisher: settings.publisher,
    PublisherUrl: input.packageUrl,
    PackageName: input.packageName,
    PackageUrl: input.packageUrl,
    License: settings.license,
    ShortDescription: input.shortDescription,
    ReleaseNotes: input.releaseNotes.map((note) => `- ${note}`).join("\n"),
    ReleaseNotesUrl: input.releaseNotesUrl,
    ManifestType: "defaultLocale",
    ManifestVersion: wingetManifestVersion,
  };
  return {
    [`${id}.yaml`]: version,
    [`${id}.installer.yaml`]: installer,
    [`${id}.locale.${settings.locale}.yaml`]: locale,
  };
}

/** Where winget-pkgs keeps a version's manifests: "manifests/c/CalendarSoftware/Calendar/1.4.2". */
export function wingetFolder(packageIdentifier: string, packageVersion: string): string {
  return [
    "manifests",
    packageIdentifier.charAt(0).toLowerCase(),
    ...packageIdentifier.split("."),
    packageVersion,
  ].join("/");
}

/**
 * YAML for a manifest: block maps and lists, every string double-quoted
 * (JSON's escapes are YAML's), so no value can be read as another type.
 */
export function toYaml(value: Manifest, indent = ""): string {
  const scalar = (v: Scalar) => (typeof v === "string" ? JSON.stringify(v) : String(v));
  const lines: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (Array.isArray(inner)) {
      lines.push(`${indent}${key}:`);
      for (const item of inner) {
        if (item && typeof item === "object" && !Array.isArray(item)) {
          const body = toYaml(item, `${indent}  `).split("\n").filter(Boolean);
          lines.push(`${indent}- ${body[0]?.trimStart()}`, ...body.slice(1));
        } else lines.push(`${indent}- ${scalar(item as Scalar)}`);
      }
    } else if (inner && typeof inner === "object") {
      lines.push(`${indent}${key}:`, toYaml(inner, `${indent}  `).trimEnd());
    } else lines.push(`${indent}${key}: ${scalar(inner)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The files to write: folder-relative path -> text, each naming its schema. */
export function wingetFiles(input: WingetInput): { folder: string; files: Record<string, string> } {
  const manifests = wingetManifests(input);
  const files = Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => {
      const type = String(manifest.ManifestType);
      return [
        name,
        `# Created by this website's build (scripts/build.js) from src/content/release.ts.\n` +
          `# yaml-language-server: $schema=https://aka.ms/winget-manifest.${type}.${wingetManifestVersion}.schema.json\n\n` +
          toYaml(manifest),
      ];
    }),
  );
  return {
    folder: wingetFolder(input.settings.packageIdentifier, input.release.version),
    files,
  };
}
