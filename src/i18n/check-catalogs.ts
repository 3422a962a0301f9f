/**
 * Every locale has every namespace of the English source, with the same
 * keys, each of the same kind (text, React node, group). The build runs
 * this and stops on the first locale that fails, naming each missing or
 * extra key; `npm run typecheck` catches the same mistakes from the
 * catalogs' types. A message's arguments: check-messages.ts.
 */
import { isValidElement } from "react";

type Kind = "text" | "function" | "node" | "group" | "other";

function kind(value: unknown): Kind {
  // A message with arguments is its precompiled AST (decision 009).
  if (typeof value === "string" || Array.isArray(value)) return "text";
  if (typeof value === "function") return "function";
  if (isValidElement(value)) return "node";
  if (value && typeof value === "object" && !Array.isArray(value)) return "group";
  return "other";
}

/** The problems of one catalog against its English source: "missing key cards.free.title". */
export function compareCatalog(source: unknown, translation: unknown, path = ""): string[] {
  const here = path || "(root)";
  const a = kind(source);
  const b = kind(translation);
  if (a !== b)
    return [`${here}: expected ${a}, found ${translation === undefined ? "nothing" : b}`];
  if (a === "text" && typeof translation === "string" && !translation.trim())
    return [`${here}: empty text`];
  if (a !== "group") return [];
  const src = source as Record<string, unknown>;
  const tr = translation as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(src)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in tr)) problems.push(`missing key ${at}`);
    else problems.push(...compareCatalog(src[key], tr[key], at));
  }
  for (const key of Object.keys(tr)) {
    if (!(key in src)) problems.push(`extra key ${path ? `${path}.${key}` : key}`);
  }
  return problems;
}

/**
 * All catalogs: locale -> namespace -> messages. Returns one line per
 * problem, "de/features: missing key cards.free.title", or none.
 */
export function checkCatalogs(
  catalogs: Record<string, Record<string, unknown>>,
  sourceLocale: string,
): string[] {
  const source = catalogs[sourceLocale] ?? {};
  const problems: string[] = [];
  for (const [locale, namespaces] of Object.entries(catalogs)) {
    if (locale === sourceLocale) continue;
    for (const name of Object.keys(source)) {
      if (!(name in namespaces)) {
        problems.push(`${locale}/${name}: missing catalog file`);
        continue;
      }
      for (const problem of compareCatalog(source[name], namespaces[name]))
        problems.push(`${locale}/${name}: ${problem}`);
    }
    for (const name of Object.keys(namespaces)) {
      if (!(name in source)) problems.push(`${locale}/${name}: no such catalog in ${sourceLocale}`);
    }
  }
  return problems;
}
