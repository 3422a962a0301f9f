/**
 * Every translated message against its English source (ICU MessageFormat,
 * decision 009): the same arguments, each of the same kind (plain, number,
 * date, plural, select…), a select with English's choices, a plural with
 * exactly its own language's CLDR categories (Hebrew one/two/other, Japanese
 * other; `=0`-style exact matches are free), and no function building text
 * in a catalog. The build stops on any problem (entry-server.tsx
 * `catalogProblems`), as on a missing key.
 */
import { isValidElement } from "react";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

const kinds = ["text", "argument", "number", "date", "time", "select", "plural", "#", "tag"];

/** The arguments of a message: name -> "plural[one,other]", "select[a,b]", "argument"… */
export function messageArguments(message: unknown, locale: string): Map<string, string> {
  const elements: readonly MessageFormatElement[] =
    typeof message === "string"
      ? /[{}]/.test(message)
        ? parse(message, { ignoreTag: true, requiresOtherClause: true })
        : []
      : (message as MessageFormatElement[]);
  const found = new Map<string, string>();
  const walk = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === 0 || element.type === 7) continue;
      let kind = kinds[element.type] ?? "other";
      if (element.type === 5 || element.type === 6) {
        const keys = Object.keys(element.options).filter((key) => !key.startsWith("="));
        if (element.type === 6) {
          kind = element.pluralType === "ordinal" ? "selectordinal" : "plural";
          const categories = new Intl.PluralRules(locale, {
            type: element.pluralType,
          }).resolvedOptions().pluralCategories;
          const wrong = keys.filter((key) => !categories.includes(key as never));
          const lacking = categories.filter((category) => !keys.includes(category));
          if (wrong.length || lacking.length)
            found.set(
              `${element.value}!categories`,
              `${kind} with ${keys.join(", ")}, where ${locale} has ${categories.join(", ")}`,
            );
        } else kind = `select[${keys.toSorted().join(",")}]`;
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === 8) walk(element.children);
      if (element.type !== 8) {
        const before = found.get(element.value);
        if (before && before !== kind)
          found.set(`${element.value}!mixed`, `{${element.value}} is both ${before} and ${kind}`);
        found.set(element.value, kind);
      }
    }
  };
  walk(elements);
  return found;
}

const isMessage = (value: unknown) =>
  typeof value === "string" ||
  (Array.isArray(value) &&
    value.every((e) => e && typeof e === "object" && typeof e.type === "number"));

/** One translated message against English: "{file}: missing", "{count}: plural … where he has …". */
export function compareMessage(
  source: unknown,
  translation: unknown,
  locale: string,
  sourceLocale: string,
): string[] {
  let want: Map<string, string>;
  let got: Map<string, string>;
  try {
    want = messageArguments(source, sourceLocale);
  } catch (error) {
    return [`English is not an ICU message (${(error as Error).message})`];
  }
  try {
    got = messageArguments(translation, locale);
  } catch (error) {
    return [`not an ICU message (${(error as Error).message})`];
  }
  const problems: string[] = [];
  for (const [name, kind] of got)
    if (name.includes("!")) problems.push(kind);
    else if (!want.has(name)) problems.push(`{${name}}: not in English`);
    else if (want.get(name) !== kind)
      problems.push(`{${name}}: ${kind}, where English has ${want.get(name)}`);
  for (const [name, kind] of want)
    if (!name.includes("!") && !got.has(name)) problems.push(`{${name}}: missing (${kind})`);
  return problems;
}

/**
 * All catalogs: locale -> namespace -> messages. One line per problem,
 * "he/demo: moreEvents: plural with one, other, where he has one, two, other".
 */
export function checkMessages(
  catalogs: Record<string, Record<string, unknown>>,
  sourceLocale: string,
): string[] {
  const source = catalogs[sourceLocale] ?? {};
  const problems: string[] = [];
  for (const [locale, namespaces] of Object.entries(catalogs)) {
    for (const [name, messages] of Object.entries(namespaces)) {
      const walk = (english: unknown, translated: unknown, at: string) => {
        if (typeof translated === "function") {
          problems.push(`${locale}/${name}: ${at}: a function builds text; write one ICU message`);
          return;
        }
        if (isMessage(translated)) {
          const problemsHere =
            locale === sourceLocale
              ? compareMessage(translated, translated, locale, locale)
              : isMessage(english)
                ? compareMessage(english, translated, locale, sourceLocale)
                : [];
          for (const problem of problemsHere) problems.push(`${locale}/${name}: ${at}: ${problem}`);
          return;
        }
        if (!translated || typeof translated !== "object" || isValidElement(translated)) return;
        for (const [key, value] of Object.entries(translated))
          walk(
            english && typeof english === "object"
              ? (english as Record<string, unknown>)[key]
              : undefined,
            value,
            at ? `${at}.${key}` : key,
          );
      };
      walk(source[name], messages, "");
    }
  }
  return problems;
}
