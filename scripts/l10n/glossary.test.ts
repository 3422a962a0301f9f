/**
 * The glossary (l10n/glossary.json): every catalog spells the product, the
 * Windows words and third-party names as its language's block says, and
 * the check names the file, the message and the term when one does not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkGlossary, loadGlossary } from "./glossary.js";
import { localeTags, localeUnits } from "./po.js";

const repo = path.resolve(__dirname, "../..");
const copies: string[] = [];

/** A copy of the catalogs and the glossary, with one catalog file edited. */
function copyWith(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "glossary-"));
  copies.push(dir);
  fs.cpSync(path.join(repo, "src/content/locales"), path.join(dir, "src/content/locales"), {
    recursive: true,
  });
  fs.mkdirSync(path.join(dir, "l10n"));
  fs.copyFileSync(path.join(repo, "l10n/glossary.json"), path.join(dir, "l10n/glossary.json"));
  const target = path.join(dir, "src/content/locales", file);
  const before = fs.readFileSync(target, "utf8");
  const after = edit(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  fs.writeFileSync(target, after);
  return dir;
}

afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

describe("glossary", () => {
  it("finds nothing in the catalogs as they are", () => {
    expect(checkGlossary(repo).map((finding) => finding.message)).toEqual([]);
  });

  it("quotes Hebrew with gershayim (״…״) everywhere, as the legal texts do: no ASCII or English quote marks", () => {
    const mixed = [...localeUnits(repo, "he")]
      .filter(([, unit]) => /["“”„]/.test(unit.text))
      .map(([id, unit]) => `${unit.file}: ${id}: ${unit.text}`);
    expect(mixed).toEqual([]);
  });

  it("has a block for every language of src/content/locales, with the product and SmartScreen's words", () => {
    const glossary = loadGlossary(repo);
    for (const tag of localeTags(repo)) {
      const block = glossary.locales[tag];
      expect(block, `l10n/glossary.json needs a block for "${tag}"`).toBeDefined();
      for (const term of [
        "product",
        "productFull",
        "moreInfo",
        "runAnyway",
        "unknownPublisher",
        "thisPc",
      ])
        expect(block?.[term]?.use, `l10n/glossary.json: locales.${tag}.${term}`).toBeTruthy();
    }
    expect(Object.keys(glossary.terms).length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    {
      name: "Hebrew “סיכום ביקורת” (audit summary) for checksum",
      file: "he/verification.ts",
      edit: (text: string) => text.replace("העתקה של סכום הביקורת", "העתקה של סיכום הביקורת"),
      key: "verification.installer.copyName",
      term: "checksum",
    },
    {
      name: "Hebrew “לוח שנה” for the product",
      file: "he/hero-picture.ts",
      edit: (text: string) => text.replace(/calendars: "[^"]*"/, 'calendars: "לוח שנה שלי"'),
      key: "hero-picture.calendars",
      term: "product",
    },
    {
      name: "Spanish “Este PC” for Explorer's This PC",
      file: "es/showcase.ts",
      edit: (text: string) => text.replace('thisPc: "Este equipo"', 'thisPc: "Este PC"'),
      key: "showcase.pictures.sync.thisPc",
      term: "thisPc",
    },
    {
      name: "Spanish “Intro” for the Enter key",
      file: "es/verification-guide.ts",
      edit: (text: string) => text.replace("pulsa Entrar.", "pulsa Intro."),
      key: "verification-guide.check.checksumSteps",
      term: "enterKey",
    },
    {
      name: "Hebrew “Google Calendar” for Google's Hebrew name",
      file: "he/download.ts",
      edit: (text: string) => text.replace("סנכרון עם יומן Google", "סנכרון עם Google Calendar"),
      key: "download.benefits.sync",
      term: "googleCalendar",
    },
    {
      name: "German “Installer” beside “Installationsprogramm”",
      file: "de/verification-guide.ts",
      edit: (text: string) => text.replace("Die Installationsprogramme", "Die Installer"),
      key: "verification-guide.downloadsTitle",
      term: "installer",
    },
    {
      name: "French SmartScreen button spelled another way",
      file: "fr/verification-guide.ts",
      edit: (text: string) =>
        text.replace('run: "Exécuter quand même"', 'run: "Exécuter malgré tout"'),
      key: "verification-guide.$ui.smartScreen.run",
      term: "runAnyway",
    },
  ])("fails on $name, naming file, key and term", ({ file, edit, key, term }) => {
    const findings = checkGlossary(copyWith(file, edit));
    expect(findings).toContainEqual(
      expect.objectContaining({ file: `src/content/locales/${file}`, key, term }),
    );
    const finding = findings.find((f) => f.key === key && f.term === term);
    expect(finding?.message).toContain(`src/content/locales/${file}: ${key}:`);
    expect(finding?.message).toContain(`"${term}"`);
  });
});
