/**
 * The translator's round trip (scripts/l10n.js): export, import into a copy
 * of the catalogs, and nothing lost or changed; a changed English message
 * comes back marked stale; the files are PO as gettext tools read them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import gettextParser from "gettext-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  englishFor,
  exportAll,
  importAll,
  loadContext,
  localeTags,
  localeUnits,
  poPath,
  readPo,
} from "./po.js";
import { textOutsideUnits } from "./units.js";

const repo = path.resolve(__dirname, "../..");
let root = "";

function copyRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "l10n-"));
  fs.cpSync(path.join(repo, "src/content/locales"), path.join(dir, "src/content/locales"), {
    recursive: true,
  });
  fs.cpSync(path.join(repo, "l10n"), path.join(dir, "l10n"), {
    recursive: true,
    filter: (file) => !file.endsWith(".po"),
  });
  return dir;
}

function catalogBytes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const base = path.join(dir, "src/content/locales");
  for (const tag of localeTags(dir))
    for (const file of fs.readdirSync(path.join(base, tag)))
      out.set(`${tag}/${file}`, fs.readFileSync(path.join(base, tag, file), "utf8"));
  return out;
}

/** Rewrite every msgstr of a PO file. */
function editPo(file: string, edit: (msgstr: string, msgctxt: string) => string): void {
  const po = gettextParser.po.parse(fs.readFileSync(file));
  for (const [msgctxt, entries] of Object.entries(po.translations)) {
    if (!msgctxt) continue;
    for (const entry of Object.values(entries))
      entry.msgstr = [edit(entry.msgstr[0] ?? "", msgctxt)];
  }
  fs.writeFileSync(file, gettextParser.po.compile(po, { foldLength: 0 }));
}

beforeAll(() => {
  root = copyRepo();
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("context for translators", () => {
  it("gives every English message a comment of its own (l10n/context.json or a doc comment in the catalog)", () => {
    const english = localeUnits(repo, "en");
    const context = loadContext(repo);
    const bare = [...english.keys()].filter(
      (id) => !contextFor(context, id, englishFor(english, id)).specific,
    );
    expect(bare, "add a note for these to l10n/context.json").toEqual([]);
  });
});

describe("l10n round trip", () => {
  it("leaves no words of the legal texts' JSX out (each sits in a paragraph, an item or a heading)", () => {
    const base = path.join(repo, "src/content/locales");
    const left: string[] = [];
    for (const tag of localeTags(repo))
      for (const file of fs.readdirSync(path.join(base, tag)).filter((f) => f.endsWith(".tsx"))) {
        const full = path.join(base, tag, file);
        for (const text of textOutsideUnits(fs.readFileSync(full, "utf8"), full))
          left.push(`${tag}/${file}: ${text}`);
      }
    expect(left).toEqual([]);
  });

  it("exports every unit of every language but English, and imports them back with no byte changed", async () => {
    const before = catalogBytes(root);
    const report = exportAll(root);
    const tags = localeTags(root).filter((tag) => tag !== "en");
    expect(Object.keys(report).sort()).toEqual(tags);
    for (const tag of tags) {
      expect(report[tag]?.missingEnglish).toEqual([]);
      expect(report[tag]?.units).toBe(localeUnits(root, tag).size);
    }
    const imported = await importAll(root);
    for (const tag of tags) {
      expect(imported[tag]?.changed).toEqual([]);
      expect(imported[tag]?.problems).toEqual([]);
      expect(imported[tag]?.unknown).toEqual([]);
    }
    expect(catalogBytes(root)).toEqual(before);
  }, 60_000);

  it("carries an edited translation of every kind (text, placeholders, rich text) into the catalogs, and back", async () => {
    const before = catalogBytes(root);
    exportAll(root);
    const tags = localeTags(root).filter((tag) => tag !== "en");
    const original = new Map(tags.map((tag) => [tag, fs.readFileSync(poPath(root, tag))]));
    const units = new Map(tags.map((tag) => [tag, localeUnits(root, tag)]));
    // A marker after each message's first word: inside the sentence, around placeholders and tags.
    const mark = (text: string) => text.replace(/^(\S+)/, "$1 ⟦x⟧");
    for (const tag of tags) editPo(poPath(root, tag), (msgstr) => mark(msgstr));
    const imported = await importAll(root);
    for (const tag of tags) {
      expect(imported[tag]?.problems).toEqual([]);
      const after = localeUnits(root, tag);
      expect([...after.keys()]).toEqual([...(units.get(tag)?.keys() ?? [])]);
      for (const [id, unit] of units.get(tag) ?? [])
        expect(after.get(id)?.text, `${tag} ${id}`).toBe(mark(unit.text));
    }
    // The translators' first files again: every message as it was, and the
    // code the same but for line breaks (prettier keeps an object it had to
    // break over lines broken, as it does after any hand edit).
    for (const tag of tags) fs.writeFileSync(poPath(root, tag), original.get(tag) ?? "");
    await importAll(root);
    for (const tag of tags)
      expect([...localeUnits(root, tag)].map(([id, u]) => [id, u.text])).toEqual(
        [...(units.get(tag) ?? [])].map(([id, u]) => [id, u.text]),
      );
    const squash = (text: string) => text.replace(/\s+/g, "").replace(/,([}\])])/g, "$1");
    const after = catalogBytes(root);
    for (const [file, text] of before)
      expect(squash(after.get(file) ?? ""), file).toBe(squash(text));
  }, 180_000);

  it("marks a translation stale when its English changed, with the English it was translated from", async () => {
    const file = path.join(root, "src/content/locales/en/common.ts");
    const english = fs.readFileSync(file, "utf8");
    try {
      fs.writeFileSync(file, english.replace('"Back to Home"', '"Back to the home page"'));
      exportAll(root, { tags: ["de"] });
      const text = fs.readFileSync(poPath(root, "de"), "utf8");
      const entry = text
        .split("\n\n")
        .find((block) => block.includes('msgctxt "common.backToHome"'));
      expect(entry).toContain("#, fuzzy");
      expect(entry).toContain('#| msgid "Back to Home"');
      expect(entry).toContain('msgid "Back to the home page"');
      expect(readPo(poPath(root, "de")).get("common.backToHome")?.fuzzy).toBe(true);
      // Others stay current.
      expect(readPo(poPath(root, "de")).get("common.skipLink")?.fuzzy).toBe(false);
      // The translator confirms it (the tool drops the fuzzy flag): the next export is current.
      const po = gettextParser.po.parse(fs.readFileSync(poPath(root, "de")));
      const confirmed = po.translations["common.backToHome"]?.["Back to the home page"];
      if (!confirmed?.comments) throw new Error("common.backToHome is not in the export");
      confirmed.comments.flag = (confirmed.comments.flag ?? "").replace(/fuzzy(, )?/, "");
      delete confirmed.comments.previous;
      fs.writeFileSync(poPath(root, "de"), gettextParser.po.compile(po, { foldLength: 0 }));
      await importAll(root, { tags: ["de"] });
      exportAll(root, { tags: ["de"] });
      expect(readPo(poPath(root, "de")).get("common.backToHome")?.fuzzy).toBe(false);
    } finally {
      fs.writeFileSync(file, english);
    }
  }, 60_000);

  it("writes PO that a gettext parser reads: headers, context, comments and every message", () => {
    exportAll(root);
    for (const tag of localeTags(root).filter((t) => t !== "en")) {
      const po = gettextParser.po.parse(fs.readFileSync(poPath(root, tag)));
      expect(po.headers.Language).toBe(tag);
      const entries = Object.entries(po.translations).filter(([ctx]) => ctx);
      expect(entries.length).toBe(localeUnits(root, tag).size);
      const backToHome = po.translations["common.backToHome"]?.["Back to Home"];
      expect(backToHome?.msgstr[0]).toBeTruthy();
      expect(backToHome?.comments?.extracted).toMatch(/Where: /);
    }
  });
});
