import { describe, expect, it } from "vitest";
import { release } from "../content/release";
import { winget } from "../content/site";
import common from "../content/locales/en/common";
import releasesEn from "../content/locales/en/releases";
import {
  absoluteUrl,
  toYaml,
  wingetFiles,
  wingetFolder,
  wingetInstallCommand,
  wingetManifests,
  wingetManifestVersion,
  type Manifest,
  type WingetInput,
} from "./winget";

/**
 * The rules of winget's manifest schema 1.6.0, as Microsoft publishes them:
 * https://github.com/microsoft/winget-pkgs/tree/master/doc/manifest/schema/1.6.0
 * (version.md, installer.md, defaultLocale.md) and the JSON schemas
 * https://aka.ms/winget-manifest.version.1.6.0.schema.json,
 * https://aka.ms/winget-manifest.installer.1.6.0.schema.json,
 * https://aka.ms/winget-manifest.defaultLocale.1.6.0.schema.json
 * (definitions: PackageIdentifier, PackageVersion, Locale, Url, ...).
 * Written out here from those schemas: the test needs no network.
 */
/* eslint-disable no-control-regex -- the schema's patterns reject control characters */
const rules = {
  PackageIdentifier: {
    pattern: /^[^.\s\\/:*?"<>|\x01-\x1f]{1,32}(\.[^.\s\\/:*?"<>|\x01-\x1f]{1,32}){1,7}$/,
    max: 128,
  },
  PackageVersion: { pattern: /^[^\\/:*?"<>|\x01-\x1f]+$/, max: 128 },
  Locale: {
    pattern: /^([a-zA-Z]{2,3}|[iI]-[a-zA-Z]+|[xX]-[a-zA-Z]{1,8})(-[a-zA-Z]{1,8})*$/,
    max: 20,
  },
  ManifestVersion: {
    pattern:
      /^(0|[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])(\.(0|[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])){2}$/,
  },
  // Url: http or https in the schema; winget-pkgs' validation wants https for installers.
  Url: { pattern: /^([Hh][Tt][Tt][Pp][Ss]?):\/\/.+$/, max: 2048 },
  InstallerUrl: { pattern: /^https:\/\/.+$/, max: 2048 },
  InstallerSha256: { pattern: /^[A-Fa-f0-9]{64}$/ },
  MinimumOSVersion: {
    pattern:
      /^(0|[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])(\.(0|[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])){0,3}$/,
  },
  Publisher: { min: 2, max: 256 },
  PackageName: { min: 2, max: 256 },
  License: { min: 3, max: 512 },
  ShortDescription: { min: 3, max: 256 },
  ReleaseNotes: { min: 1, max: 10000 },
  InstallerSwitch: { min: 1, max: 512 },
  Architecture: ["x86", "x64", "arm", "arm64", "neutral"],
  InstallerType: [
    "msix",
    "msi",
    "appx",
    "exe",
    "zip",
    "inno",
    "nullsoft",
    "wix",
    "burn",
    "pwa",
    "portable",
  ],
  // Each manifest's required properties (the schema's "required").
  required: {
    version: [
      "PackageIdentifier",
      "PackageVersion",
      "DefaultLocale",
      "ManifestType",
      "ManifestVersion",
    ],
    installer: [
      "PackageIdentifier",
      "PackageVersion",
      "Installers",
      "ManifestType",
      "ManifestVersion",
    ],
    defaultLocale: [
      "PackageIdentifier",
      "PackageVersion",
      "PackageLocale",
      "Publisher",
      "PackageName",
      "License",
      "ShortDescription",
      "ManifestType",
      "ManifestVersion",
    ],
    installerEntry: ["Architecture", "InstallerUrl", "InstallerSha256"],
  },
  maxInstallers: 1024,
} as const;
/* eslint-enable no-control-regex */

const input: WingetInput = {
  release,
  settings: winget,
  origin: "https://calendar.example.org",
  packageName: common.productFullName,
  shortDescription: common.tagline,
  releaseNotes: releasesEn.notes[release.version as keyof typeof releasesEn.notes],
  packageUrl: "https://calendar.example.org/",
  releaseNotesUrl: `https://calendar.example.org/releases#${release.version}`,
};

/** Every way a value breaks a rule of the schema: empty when it keeps them. */
function problems(
  name: string,
  value: unknown,
  rule: { pattern?: RegExp; min?: number; max?: number },
): string[] {
  if (typeof value !== "string") return [`${name} is not a string`];
  const out: string[] = [];
  if (rule.pattern && !rule.pattern.test(value)) out.push(`${name} "${value}" breaks its pattern`);
  if (rule.min !== undefined && value.length < rule.min) out.push(`${name} is too short`);
  if (rule.max !== undefined && value.length > rule.max) out.push(`${name} is too long`);
  return out;
}

/** Every problem of a set of manifests against schema 1.6.0's rules. */
function schemaProblems(manifests: Record<string, Manifest>): string[] {
  const out: string[] = [];
  const byType = Object.fromEntries(
    Object.values(manifests).map((m) => [String(m.ManifestType), m]),
  );
  for (const type of ["version", "installer", "defaultLocale"] as const) {
    const manifest = byType[type];
    if (!manifest) {
      out.push(`no ${type} manifest`);
      continue;
    }
    for (const key of rules.required[type])
      if (!(key in manifest)) out.push(`${type}: ${key} is missing`);
    out.push(
      ...problems(`${type}.PackageIdentifier`, manifest.PackageIdentifier, rules.PackageIdentifier),
    );
    out.push(...problems(`${type}.PackageVersion`, manifest.PackageVersion, rules.PackageVersion));
    out.push(
      ...problems(`${type}.ManifestVersion`, manifest.ManifestVersion, rules.ManifestVersion),
    );
  }
  const { version, installer, defaultLocale } = byType;
  if (version) out.push(...problems("DefaultLocale", version.DefaultLocale, rules.Locale));
  if (installer) {
    const list = installer.Installers;
    if (!Array.isArray(list) || list.length < 1 || list.length > rules.maxInstallers)
      out.push("Installers must list 1 to 1024 installers");
    const rootType = installer.InstallerType;
    for (const [index, entry] of (Array.isArray(list) ? list : []).entries()) {
      const item = entry as Record<string, unknown>;
      for (const key of rules.required.installerEntry)
        if (!(key in item)) out.push(`Installers[${index}].${key} is missing`);
      if (!(rules.Architecture as readonly unknown[]).includes(item.Architecture))
        out.push(`Installers[${index}].Architecture is not one of winget's`);
      out.push(
        ...problems(`Installers[${index}].InstallerUrl`, item.InstallerUrl, rules.InstallerUrl),
      );
      out.push(
        ...problems(
          `Installers[${index}].InstallerSha256`,
          item.InstallerSha256,
          rules.InstallerSha256,
        ),
      );
      const type = item.InstallerType ?? rootType;
      if (!(rules.InstallerType as readonly unknown[]).includes(type))
        out.push(`Installers[${index}]: no InstallerType winget knows`);
    }
    if (installer.MinimumOSVersion !== undefined)
      out.push(...problems("MinimumOSVersion", installer.MinimumOSVersion, rules.MinimumOSVersion));
    if (rootType === "exe") {
      // winget-pkgs' validation: an exe installer must say how to install silently.
      const switches = installer.InstallerSwitches as Record<string, unknown> | undefined;
      out.push(...problems("InstallerSwitches.Silent", switches?.Silent, rules.InstallerSwitch));
      out.push(
        ...problems(
          "InstallerSwitches.SilentWithProgress",
          switches?.SilentWithProgress,
          rules.InstallerSwitch,
        ),
      );
    }
  }
  if (defaultLocale) {
    out.push(...problems("PackageLocale", defaultLocale.PackageLocale, rules.Locale));
    for (const key of [
      "Publisher",
      "PackageName",
      "License",
      "ShortDescription",
      "ReleaseNotes",
    ] as const)
      if (key in defaultLocale || key !== "ReleaseNotes")
        out.push(...problems(key, defaultLocale[key], rules[key]));
    for (const key of ["PublisherUrl", "PackageUrl", "ReleaseNotesUrl"])
      if (key in defaultLocale) out.push(...problems(key, defaultLocale[key], rules.Url));
  }
  // The three files describe one package version.
  const ids = new Set(
    Object.values(byType).map((m) => `${m.PackageIdentifier} ${m.PackageVersion}`),
  );
  if (ids.size !== 1) out.push("the manifests disagree on PackageIdentifier or PackageVersion");
  return out;
}

/** Reads back the YAML toYaml writes (block maps and lists, JSON-quoted strings). */
function readYaml(text: string): Manifest {
  const lines = text.split("\n").filter((l) => l.trim() && !l.trimStart().startsWith("#"));
  let at = 0;
  const depth = (line: string) => line.length - line.trimStart().length;
  const scalar = (raw: string): unknown => JSON.parse(raw);
  function block(indent: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    while (
      at < lines.length &&
      depth(lines[at]!) === indent &&
      !lines[at]!.trimStart().startsWith("- ")
    ) {
      const [, key = "", rest = ""] = /^\s*([A-Za-z0-9]+):\s?(.*)$/.exec(lines[at]!) ?? [];
      at++;
      if (rest) out[key] = scalar(rest);
      else if (lines[at]?.trimStart().startsWith("- ")) out[key] = list(depth(lines[at]!));
      else out[key] = block(depth(lines[at]!));
    }
    return out;
  }
  function list(indent: number): unknown[] {
    const out: unknown[] = [];
    while (
      at < lines.length &&
      depth(lines[at]!) === indent &&
      lines[at]!.trimStart().startsWith("- ")
    ) {
      lines[at] = `${" ".repeat(indent + 2)}${lines[at]!.trimStart().slice(2)}`;
      out.push(block(indent + 2));
    }
    return out;
  }
  const result = block(0);
  expect(at, "every line read").toBe(lines.length);
  return result as Manifest;
}

describe("winget manifests (schema 1.6.0, multi-file)", () => {
  const manifests = wingetManifests(input);

  it("keeps every rule of the schema: required fields, patterns, lengths", () => {
    expect(schemaProblems(manifests)).toEqual([]);
  });

  it("lists each installer of the release with an absolute https URL and its SHA-256 in upper case", () => {
    const installer = Object.values(manifests).find((m) => m.ManifestType === "installer")!;
    expect(installer.Installers).toEqual([
      {
        Architecture: "x64",
        InstallerUrl: `https://calendar.example.org${release.installers.x64.url}`,
        InstallerSha256: release.installers.x64.sha256.toUpperCase(),
      },
      ...(release.installers.arm64
        ? [
            {
              Architecture: "arm64",
              InstallerUrl: absoluteUrl(release.installers.arm64.url, input.origin),
              InstallerSha256: release.installers.arm64.sha256.toUpperCase(),
            },
          ]
        : []),
    ]);
    expect(absoluteUrl("https://cdn.example.net/a.exe", input.origin)).toBe(
      "https://cdn.example.net/a.exe",
    );
    expect(installer.InstallerType).toBe(winget.installerType);
  });

  it("writes the files winget-pkgs expects, in its folder, each naming its schema", () => {
    const { folder, files } = wingetFiles(input);
    const id = winget.packageIdentifier;
    expect(folder).toBe(
      `manifests/${id[0]!.toLowerCase()}/${id.split(".").join("/")}/${release.version}`,
    );
    expect(wingetFolder("Contoso.Tools.Calendar", "2.0")).toBe(
      "manifests/c/Contoso/Tools/Calendar/2.0",
    );
    expect(Object.keys(files)).toEqual([
      `${id}.yaml`,
      `${id}.installer.yaml`,
      `${id}.locale.${winget.locale}.yaml`,
    ]);
    for (const [name, text] of Object.entries(files)) {
      const manifest = manifests[name]!;
      expect(text).toContain(
        `# yaml-language-server: $schema=https://aka.ms/winget-manifest.${String(manifest.ManifestType)}.${wingetManifestVersion}.schema.json`,
      );
      expect(readYaml(text), name).toEqual(manifest);
    }
  });

  it("catches what the schema forbids (the checks themselves work)", () => {
    const broken = structuredClone(manifests);
    const [versionName, installerName, localeName] = Object.keys(broken) as [
      string,
      string,
      string,
    ];
    broken[versionName]!.PackageIdentifier = "Calendar";
    broken[installerName]!.Installers = [
      { Architecture: "x65", InstallerUrl: "/downloads/a.exe", InstallerSha256: "abc" },
    ];
    delete broken[localeName]!.License;
    broken[localeName]!.ShortDescription = "x".repeat(257);
    expect(schemaProblems(broken)).toEqual([
      'version.PackageIdentifier "Calendar" breaks its pattern',
      "defaultLocale: License is missing",
      "Installers[0].Architecture is not one of winget's",
      'Installers[0].InstallerUrl "/downloads/a.exe" breaks its pattern',
      'Installers[0].InstallerSha256 "abc" breaks its pattern',
      "License is not a string",
      "ShortDescription is too long",
      "the manifests disagree on PackageIdentifier or PackageVersion",
    ]);
  });

  it("gives the download page's command", () => {
    expect(wingetInstallCommand(winget.packageIdentifier)).toBe(
      `winget install --id ${winget.packageIdentifier} -e`,
    );
  });

  it("writes strings quoted, so none is read as a number or a boolean", () => {
    expect(toYaml({ PackageVersion: "1.10", Flag: "yes" })).toBe(
      'PackageVersion: "1.10"\nFlag: "yes"\n',
    );
  });
});
