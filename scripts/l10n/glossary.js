/**
 * The glossary check (l10n/glossary.json, README "Languages"): every
 * catalog spells the product, the Windows words and third-party names the
 * one way its language's block says. A finding names the file, the message
 * key and the term.
 */
import fs from "node:fs";
import path from "node:path";
import { localeTags, localeUnits, sourceLocale } from "./po.js";

/**
 * @typedef {{ note?: string, keys?: string[], english?: string, placeholder?: string }} Term
 * @typedef {{ use: string, also?: string[], forbidden?: string[], example?: string }} Entry
 * @typedef {{ terms: Record<string, Term>, locales: Record<string, Record<string, Entry>> }} Glossary
 * @typedef {{ locale: string, file: string, key: string, term: string, message: string }} Finding
 */

/** @param {string} root @returns {Glossary} */
export function loadGlossary(root) {
  return JSON.parse(fs.readFileSync(path.join(root, "l10n", "glossary.json"), "utf8"));
}

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A word or phrase, not inside a longer Latin word ("Intro" is not in
 * "Introducción"), with its first letter in either case (a sentence may
 * start with it). Hebrew prefixes (ב, ל, ה…) attach to a word, so only Latin
 * letters bound it. An accepted form may take an ending (`whole: false`:
 * "Prüfsumme" accepts "Prüfsummen").
 * @param {string} phrase
 * @param {{ whole?: boolean }} [options]
 */
export function phraseRegExp(phrase, { whole = true } = {}) {
  const first = phrase[0] ?? "";
  const head =
    first.toLowerCase() !== first.toUpperCase()
      ? `[${escape(first.toLowerCase())}${escape(first.toUpperCase())}]`
      : escape(first);
  const latin = /\p{Script=Latin}/u;
  const before = latin.test(first) ? "(?<!\\p{Script=Latin})" : "";
  const after = whole && latin.test(phrase.at(-1) ?? "") ? "(?![\\p{Script=Latin}])" : "";
  return new RegExp(`${before}${head}${escape(phrase.slice(1))}${after}`, "u");
}

/** A term's English pattern: a regular expression, "(?i)" in front for any case. @param {string} source */
function englishRegExp(source) {
  return source.startsWith("(?i)") ? new RegExp(source.slice(4), "iu") : new RegExp(source, "u");
}

/**
 * Every catalog's departures from the glossary.
 * @param {string} root
 * @returns {Finding[]}
 */
export function checkGlossary(root) {
  const glossary = loadGlossary(root);
  const english = localeUnits(root, sourceLocale);
  /** @type {Finding[]} */
  const findings = [];
  for (const locale of localeTags(root)) {
    const entries = glossary.locales[locale];
    if (!entries) continue;
    const units = localeUnits(root, locale);
    for (const [termId, entry] of Object.entries(entries)) {
      const term = glossary.terms[termId];
      if (!term) {
        findings.push({
          locale,
          file: "l10n/glossary.json",
          key: `locales.${locale}.${termId}`,
          term: termId,
          message: `l10n/glossary.json: locales.${locale}.${termId} is not a term (add it to "terms")`,
        });
        continue;
      }
      const accepted = [entry.use, ...(entry.also ?? [])].map((form) =>
        phraseRegExp(form, { whole: false }),
      );
      const forbidden = (entry.forbidden ?? []).map((variant) => ({
        variant,
        pattern: phraseRegExp(variant),
      }));
      const englishPattern = term.english ? englishRegExp(term.english) : undefined;
      for (const [id, unit] of units) {
        // Placeholders are code, not words: "{bytes}" is not the word "bytes".
        const text = unit.text.replace(/\{\w+\}/g, "\u2026");
        const report = (/** @type {string} */ what) =>
          findings.push({
            locale,
            file: unit.file,
            key: id,
            term: termId,
            message: `${unit.file}: ${id}: ${what} (glossary term "${termId}": use “${entry.use}”)`,
          });
        for (const { variant, pattern } of forbidden)
          if (pattern.test(text)) report(`uses “${variant}”, a forbidden variant`);
        if (term.keys?.includes(id) && unit.text !== entry.use)
          report(`is “${unit.text}”, not the glossary's form`);
        const source = english.get(id);
        if (
          englishPattern &&
          locale !== sourceLocale &&
          source &&
          englishPattern.test(source.text) &&
          !accepted.some((pattern) => pattern.test(text)) &&
          !(term.placeholder && unit.text.includes(`{${term.placeholder}}`))
        )
          report(
            `its English says “${source.text.match(englishPattern)?.[0]}” but it lacks “${entry.use}”`,
          );
      }
    }
  }
  return findings;
}
