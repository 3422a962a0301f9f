/**
 * The translator's round trip (README "Languages"): every language's
 * catalogs to one gettext PO file and back.
 *
 * - export: l10n/<tag>.po per language other than English, one entry per
 *   unit (units.js): msgctxt "namespace.key", msgid the English, msgstr the
 *   translation, "#." comments for context (l10n/context.json, the English
 *   catalog's own doc comments, each placeholder, a length limit), and
 *   "#, fuzzy" with "#| msgid" (the English it was translated from) when the
 *   English changed since.
 * - import: the PO files' translations written back into the TypeScript
 *   catalogs (only the strings that differ; prettier after), and, for each
 *   translation not marked fuzzy, the English it answers recorded in
 *   l10n/<tag>.sources.json: that record is what tells the next export what
 *   is stale.
 * The locale folders are the list: a new src/content/locales/<tag>/ is
 * exported and imported with no change here.
 */
import fs from "node:fs";
import path from "node:path";
import gettextParser from "gettext-parser";
import * as prettier from "prettier";
import { extractUnits, placeholderNames } from "./units.js";

/** @typedef {import("./units.js").Unit & { namespace: string, file: string }} LocaleUnit */
/** @typedef {{ tags?: string[] }} Only */

export const sourceLocale = "en";
const localesPath = "src/content/locales";
/** Catalog files that hold no text (the locale's formatter). */
const notCatalogs = new Set(["format.ts"]);

/**
 * The locale tags: the folders of src/content/locales.
 * @param {string} root
 */
export function localeTags(root) {
  const dir = path.join(root, localesPath);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * namespace -> file name, for one locale.
 * @param {string} root
 * @param {string} tag
 */
export function catalogFiles(root, tag) {
  const dir = path.join(root, localesPath, tag);
  const files = new Map();
  for (const name of fs.readdirSync(dir).sort()) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || notCatalogs.has(name)) continue;
    files.set(name.replace(/\.tsx?$/, ""), name);
  }
  return files;
}

/** @param {string} root @param {string} tag @param {string} file */
export function catalogPath(root, tag, file) {
  return path.join(root, localesPath, tag, file);
}

/**
 * Every unit of a locale, keyed "namespace.key".
 * @param {string} root
 * @param {string} tag
 * @returns {Map<string, LocaleUnit>}
 */
export function localeUnits(root, tag) {
  /** @type {Map<string, LocaleUnit>} */
  const out = new Map();
  for (const [namespace, file] of catalogFiles(root, tag)) {
    const full = catalogPath(root, tag, file);
    const { units } = extractUnits(fs.readFileSync(full, "utf8"), full);
    for (const unit of units)
      out.set(`${namespace}.${unit.key}`, { ...unit, namespace, file: path.relative(root, full) });
  }
  return out;
}

/**
 * The English unit a translated unit answers: the same key, or, for a plural
 * form English does not have (Hebrew "two", French "many"), English "other";
 * for a table only this language has (its own constant, keyed by English
 * names: `$stateNames.Delaware`), the key itself.
 * @param {Map<string, LocaleUnit>} english
 * @param {string} id
 * @returns {LocaleUnit | undefined}
 */
export function englishFor(english, id) {
  const same = english.get(id);
  if (same) return same;
  const other = id.replace(/\.(zero|one|two|few|many)(#\d+)?$/, ".other$2");
  if (other !== id) return english.get(other);
  const table = /^[^.]+\.\$[^.]+\.(?:[^.#]+\.)*([^.#]*\p{L}[^.#]*)$/u.exec(id);
  const namespace = id.slice(0, id.indexOf("."));
  const sibling = [...english.values()].find((unit) => unit.namespace === namespace);
  if (!table?.[1] || !sibling) return undefined;
  return {
    ...sibling,
    key: id.slice(namespace.length + 1),
    kind: /** @type {const} */ ("string"),
    text: table[1],
    placeholders: /** @type {Map<string, string>} */ (new Map()),
    comments: ["Only this language has this table; its English is the key."],
  };
}

/** @param {string} file @param {any} fallback */
function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : fallback;
}

/** @param {string} root @param {string} tag */
export function sourcesPath(root, tag) {
  return path.join(root, "l10n", `${tag}.sources.json`);
}
/** @param {string} root @param {string} tag */
export function poPath(root, tag) {
  return path.join(root, "l10n", `${tag}.po`);
}

/** @param {string} file @param {Record<string, unknown>} value */
function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Glob-like keys of context.json: "*" one path segment, "**" any.
 * @param {string} pattern
 */
function patternToRegExp(pattern) {
  const parts = pattern.split("**").map((part) =>
    part
      .split("*")
      .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^.]*"),
  );
  return new RegExp(`^${parts.join(".*")}$`);
}

/**
 * The context of every message: l10n/context.json.
 * @param {string} root
 */
export function loadContext(root) {
  const context = readJson(path.join(root, "l10n", "context.json"), {});
  const messages = Object.entries(context.messages ?? {}).map(([pattern, value]) => ({
    pattern: patternToRegExp(pattern),
    exact: !pattern.includes("*"),
    value: typeof value === "string" ? { note: value } : value,
  }));
  return {
    namespaces: context.namespaces ?? {},
    placeholders: context.placeholders ?? {},
    /** Every matching entry's note (patterns first, exact last) and the smallest length limit. */
    /** @param {string} id */
    lookup(id) {
      const found = messages.filter((m) => m.pattern.test(id.replace(/#\d+$/, "")));
      found.sort((a, b) => Number(a.exact) - Number(b.exact));
      const notes = found.map((m) => m.value.note).filter(Boolean);
      const limits = found.map((m) => m.value.maxLength).filter((n) => typeof n === "number");
      return { notes, maxLength: limits.length ? Math.min(...limits) : undefined };
    },
  };
}

/**
 * The "#." comment lines of one message.
 * @param {ReturnType<typeof loadContext>} context
 * @param {string} id
 * @param {LocaleUnit | undefined} english
 * @param {string} [tag]  the translation's language (for its plural categories)
 * @returns {{ lines: string[], specific: boolean, maxLength?: number }}
 */
export function contextFor(context, id, english, tag = "") {
  const namespace = id.slice(0, id.indexOf("."));
  const lines = [];
  const where = context.namespaces[namespace];
  if (where) lines.push(`Where: ${where}`);
  const { notes, maxLength } = context.lookup(id);
  const own = [...new Set([...(english?.comments ?? []), ...notes])];
  lines.push(...own);
  const placeholders = [];
  for (const name of new Set(placeholderNames(english?.text ?? ""))) {
    const code = english?.placeholders.get(name);
    const described = context.placeholders[name];
    placeholders.push(
      `{${name}} = ${described ?? (code ? `a value the site fills in (${code})` : "a value filled in by the page")}`,
    );
  }
  const plural = /\{(\w+), *(plural|selectordinal),/.exec(english?.text ?? "");
  if (plural) {
    const categories = tag
      ? new Intl.PluralRules(tag).resolvedOptions().pluralCategories.join(", ")
      : "your language's";
    placeholders.push(
      `ICU plural: keep “{${plural[1]}, plural, …}” and give exactly the forms ${tag ? `of ${tag}: ${categories}` : "of your language"} (“=0 {…}” may be added); # = the number, formatted`,
    );
  }
  if (placeholders.length) lines.push(`Placeholders: ${placeholders.join("; ")}.`);
  if (english?.kind === "jsx" && /<\d+\/?>/.test(english.text))
    lines.push(
      "Rich text: keep each <0>…</0> pair (a link, an isolated name) around the words it marks; {name} is a value the page fills in.",
    );
  if (maxLength)
    lines.push(`Length limit: ${maxLength} characters at most (the layout has no room for more).`);
  return {
    lines,
    specific: own.length > 0 || placeholders.length > 0 || Boolean(maxLength),
    maxLength,
  };
}

/**
 * Write l10n/<tag>.po for every language but English.
 * @returns {Record<string, { units: number, withContext: number, withSpecificContext: number, stale: number, missingEnglish: string[] }>}
 * @param {string} root
 * @param {Only} [only]
 */
export function exportAll(root, { tags } = {}) {
  const english = localeUnits(root, sourceLocale);
  const context = loadContext(root);
  /** @type {Record<string, { units: number, withContext: number, withSpecificContext: number, stale: number, missingEnglish: string[] }>} */
  const report = {};
  for (const tag of tags ?? localeTags(root)) {
    if (tag === sourceLocale) continue;
    const units = localeUnits(root, tag);
    const sources = readJson(sourcesPath(root, tag), {});
    /** @type {import("gettext-parser").Po["translations"]} */
    const translations = { "": {} };
    const stats = {
      units: 0,
      withContext: 0,
      withSpecificContext: 0,
      stale: 0,
      /** @type {string[]} */ missingEnglish: [],
    };
    for (const [id, unit] of units) {
      const source = englishFor(english, id);
      if (!source) {
        stats.missingEnglish.push(id);
        continue;
      }
      const { lines, specific, maxLength } = contextFor(context, id, source, tag);
      const flags = [];
      let previous;
      const confirmed = sources[id];
      if (confirmed !== source.text) {
        flags.push("fuzzy");
        stats.stale++;
        if (typeof confirmed === "string") previous = `msgid ${JSON.stringify(confirmed)}`;
      }
      if (maxLength) flags.push(`max-length:${maxLength}`);
      if (/\{\w+, *(plural|select|selectordinal),/.test(source.text))
        flags.push("icu-message-format");
      else if (source.placeholders.size || placeholderNames(source.text).length)
        flags.push("python-brace-format");
      translations[id] = {
        [source.text]: {
          msgctxt: id,
          msgid: source.text,
          msgstr: [unit.text],
          comments: {
            extracted: lines.join("\n"),
            reference: source.file,
            flag: flags.join(", "),
            ...(previous ? { previous } : {}),
          },
        },
      };
      stats.units++;
      if (lines.length) stats.withContext++;
      if (specific) stats.withSpecificContext++;
    }
    const po = {
      charset: "utf-8",
      headers: {
        "Project-Id-Version": "calendar-site",
        Language: tag,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "X-Generator": "scripts/l10n.js (npm run l10n:export)",
        "X-Source-Language": sourceLocale,
      },
      translations,
    };
    const file = poPath(root, tag);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, gettextParser.po.compile(po, { foldLength: 0 }));
    report[tag] = stats;
  }
  return report;
}

/** The entries of a PO file: msgctxt -> { msgid, msgstr, fuzzy }. */
/** @param {string} file */
export function readPo(file) {
  const po = gettextParser.po.parse(fs.readFileSync(file));
  const out = new Map();
  for (const [msgctxt, entries] of Object.entries(po.translations)) {
    if (!msgctxt) continue;
    for (const entry of Object.values(entries)) {
      const flags = (entry.comments?.flag ?? "").split(",").map((f) => f.trim());
      out.set(msgctxt, {
        msgid: entry.msgid,
        msgstr: entry.msgstr[0] ?? "",
        fuzzy: flags.includes("fuzzy"),
      });
    }
  }
  return out;
}

let prettierConfig;
/** @param {string} source @param {string} file */
async function format(source, file) {
  prettierConfig ??= (await prettier.resolveConfig(path.resolve("package.json"))) ?? {};
  return prettier.format(source, { ...prettierConfig, filepath: file });
}

/**
 * Read l10n/<tag>.po back into the catalogs.
 * @returns {Promise<Record<string, { changed: string[], unknown: string[], problems: string[], confirmed: number }>>}
 * @param {string} root
 * @param {Only} [only]
 */
export async function importAll(root, { tags } = {}) {
  const { rewriteUnits } = await import("./units.js");
  /** @type {Record<string, { changed: string[], unknown: string[], problems: string[], confirmed: number }>} */
  const report = {};
  for (const tag of tags ?? localeTags(root)) {
    if (tag === sourceLocale || !fs.existsSync(poPath(root, tag))) continue;
    const entries = readPo(poPath(root, tag));
    /** @type {{ changed: string[], unknown: string[], problems: string[], confirmed: number }} */
    const stats = { changed: [], unknown: [], problems: [], confirmed: 0 };
    const files = catalogFiles(root, tag);
    /** @type {Map<string, Map<string, string>>} */
    const byNamespace = new Map();
    for (const [id, entry] of entries) {
      const namespace = id.slice(0, id.indexOf("."));
      if (!files.has(namespace)) {
        stats.unknown.push(id);
        continue;
      }
      if (!entry.msgstr) continue;
      if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Map());
      byNamespace.get(namespace)?.set(id.slice(namespace.length + 1), entry.msgstr);
    }
    /** @type {Set<string>} */
    const known = new Set();
    for (const [namespace, texts] of byNamespace) {
      const file = catalogPath(root, tag, files.get(namespace) ?? "");
      const before = fs.readFileSync(file, "utf8");
      const { units } = extractUnits(before, file);
      for (const unit of units) known.add(`${namespace}.${unit.key}`);
      const result = rewriteUnits(before, file, texts);
      stats.problems.push(...result.problems.map((p) => `${path.relative(root, file)}: ${p}`));
      if (result.changed.length) {
        const after = await format(result.source, file);
        if (after !== before) fs.writeFileSync(file, after);
        stats.changed.push(...result.changed.map((key) => `${namespace}.${key}`));
      }
    }
    for (const id of entries.keys())
      if (!known.has(id) && !stats.unknown.includes(id) && entries.get(id)?.msgstr)
        stats.unknown.push(id);
    const sources = readJson(sourcesPath(root, tag), {});
    // Messages that no longer exist leave the record.
    const current = localeUnits(root, tag);
    for (const id of Object.keys(sources)) if (!current.has(id)) delete sources[id];
    for (const [id, entry] of entries) {
      if (entry.fuzzy || !entry.msgstr || !known.has(id)) continue;
      sources[id] = entry.msgid;
      stats.confirmed++;
    }
    writeJson(sourcesPath(root, tag), sources);
    report[tag] = stats;
  }
  return report;
}

/** Record today's English as the source of every translation as it stands (the first run, or after a review). */
/** @param {string} root @param {Only} [only] */
export function baseline(root, { tags } = {}) {
  const english = localeUnits(root, sourceLocale);
  for (const tag of tags ?? localeTags(root)) {
    if (tag === sourceLocale) continue;
    /** @type {Record<string, string>} */
    const sources = {};
    for (const id of localeUnits(root, tag).keys()) {
      const source = englishFor(english, id);
      if (source) sources[id] = source.text;
    }
    writeJson(sourcesPath(root, tag), sources);
  }
}
