import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "./all-catalogs";
import { namespaces } from "../content/locales/types";
import { checkCatalogs, compareCatalog } from "./check-catalogs";
import { checkMessages, compareMessage } from "./check-messages";
import { formatMessage } from "./message";
import { formatIcu } from "./icu";
import { printAST } from "@formatjs/icu-messageformat-parser/printer";
import enDemo from "../content/locales/en/demo";
import heDemo from "../content/locales/he/demo";
import frDemo from "../content/locales/fr/demo";
import esDemo from "../content/locales/es/demo";
import jaDemo from "../content/locales/ja/demo";
import { defaultLocale, publicLocales } from "./locales";
import en from "../content/locales/en/features";
import type enChoice from "../content/locales/en/download-choice";
import type enVerification from "../content/locales/en/verification";
import { f as enFormat } from "../content/locales/en/format";
import { f as deFormat } from "../content/locales/de/format";
import { f as heFormat } from "../content/locales/he/format";
import { f as frFormat } from "../content/locales/fr/format";
import { f as jaFormat } from "../content/locales/ja/format";
import { marketingFigures, policyDates } from "../content/site";

const folder = path.resolve(import.meta.dirname, "../content/locales");

/** A message as its source text (a precompiled one is an AST). */
const asText = (message: unknown): unknown =>
  Array.isArray(message) && message.every((e) => typeof e?.type === "number")
    ? printAST(message)
    : message;

describe("the catalogs", () => {
  it("are the six languages, each with every namespace", () => {
    expect(publicLocales).toEqual(["de", "en", "es", "fr", "he", "ja"]);
    const english = readdirSync(path.join(folder, "en"))
      .filter((file) => file !== "format.ts")
      .map((file) => file.replace(/\.tsx?$/, ""));
    expect(english.toSorted()).toEqual([...namespaces].toSorted());
  });

  it("match the English source key for key in every locale", () => {
    expect(checkCatalogs(catalogs, defaultLocale)).toEqual([]);
  });

  it("name each missing, extra or mistyped key of a broken translation", () => {
    const broken = structuredClone(en) as Record<string, unknown> & typeof en;
    delete (broken.cards.free as Partial<typeof en.cards.free>).title;
    (broken.capabilities as Record<string, string>).teleport = "Teleportation";
    (broken.intro as Record<string, unknown>).lead = 42;
    broken.capabilitiesTitle = " ";
    expect(compareCatalog(en, broken)).toEqual([
      "intro.lead: expected text, found other",
      "missing key cards.free.title",
      "capabilitiesTitle: empty text",
      "extra key capabilities.teleport",
    ]);
    const problems = checkCatalogs(
      { en: { features: en, common: {} }, de: { features: broken } },
      "en",
    );
    expect(problems).toContain("de/features: missing key cards.free.title");
    expect(problems).toContain("de/common: missing catalog file");
  });

  it("never leave an English text inside another locale's catalogs", () => {
    // Texts that must differ from English in a translation (names and codes aside).
    const same: string[] = [];
    const walk = (sourceValue: unknown, otherValue: unknown, at: string) => {
      const source = asText(sourceValue);
      const other = asText(otherValue);
      if (typeof source === "string" && source === other && /[a-z]{4,}/i.test(source))
        same.push(at);
      // Texts inside legal bodies are checked by reading; props there are constants.
      const isElement = (value: object) => "$$typeof" in value;
      if (
        source &&
        typeof source === "object" &&
        !isElement(source) &&
        other &&
        typeof other === "object"
      )
        for (const key of Object.keys(source))
          walk((source as never)[key], (other as never)[key], `${at}.${key}`);
    };
    for (const locale of publicLocales.filter((l) => l !== defaultLocale))
      for (const name of namespaces)
        walk(catalogs.en![name], catalogs[locale]![name], `${locale}/${name}`);
    // Names and words that these languages write as English does.
    const allowed = [
      /^\w+\/common\.windowsVersions$/, // "Windows 10/11"
      /^\w+\/common\.footer\.copyright$/, // "© {year} {organisation}."
      /^\w+\/demo\.events\.(halloween|sukkot)$/,
      /^de\/common\.(sections\.download|theme\.system)$/,
      /^es\/(demo|hero-picture)\.categories\.personal$/, // "Personal", one word for the category
      /^es\/not-found\.eyebrow$/, // "Error 404"
      /^fr\/common\.sectionsLabel$/,
      /^fr\/(privacy|terms)\.sections\.contact\.heading$/,
      /^de\/download-choice\.elsewhere\.linkLabel$/, // "Link"
      /^(de|fr)\/verification-guide\.facts\.version(Of)?$/, // "Version", "Version {version}"
      /^(de|fr)\/releases\.version$/, // "Version {version}"
      /^es\/verification\.installer\.sizeValue$/, // "{megabytes} ({bytes} bytes)"
      /^\w+\/showcase\.pictures\.sync\.outlook$/, // a product's name: "Outlook"
      /^es\/showcase\.pictures\.sync\.google$/, // "Google Calendar", as Google names it in Spanish
      /^\w+\/holidays\.howTo\.outlook\.app$/, // "Outlook (Windows)"
      /^es\/holidays\.howTo\.google\.app$/, // "Google Calendar", as Google names it in Spanish
      /^\w+\/showcase\.stats\.rating\.source$/, // a store's name: "Microsoft Store"
      /^fr\/showcase\.stats\.reviews\.label$/, // "Satisfaction", the same word in French
      /^(de|es|fr|he)\/download-choice\.architectureDetail$/, // "({architecture})": only parentheses
    ];
    expect(same.filter((at) => !allowed.some((pattern) => pattern.test(at)))).toEqual([]);
  });
});

describe("messages (ICU MessageFormat) and formatting per locale", () => {
  it("give every message English's arguments, and each plural its language's categories", () => {
    expect(checkMessages(catalogs, defaultLocale)).toEqual([]);
  });

  it("name a wrong or missing argument and a plural without the language's categories", () => {
    const en = "{count, plural, one {# event} other {# events}}: {titles}";
    expect(
      compareMessage(en, "{count, plural, one {# Termin} other {# Termine}}: {titles}", "de", "en"),
    ).toEqual([]);
    expect(
      compareMessage(en, "{count, plural, one {# Termin} other {# Termine}}: {title}", "de", "en"),
    ).toEqual(["{title}: not in English", "{titles}: missing (argument)"]);
    expect(compareMessage(en, "{count} Termine: {titles}", "de", "en")).toEqual([
      "{count}: argument, where English has plural",
    ]);
    expect(
      compareMessage(en, "{count, plural, one {# אירוע} other {# אירועים}}: {titles}", "he", "en"),
    ).toEqual(["plural with one, other, where he has one, two, other"]);
    expect(compareMessage(en, "{count, plural, one {x} other {y}", "ja", "en")[0]).toMatch(
      /not an ICU message/,
    );
    expect(
      checkMessages({ en: { demo: { a: "x" } }, ja: { demo: { a: () => "x" } } }, "en"),
    ).toEqual(["ja/demo: a: a function builds text; write one ICU message"]);
  });

  it("format plurals with each language's forms: Hebrew's dual, French's singular zero", () => {
    expect(formatIcu("he", heDemo.moreEvents, { count: 2 })).toBe("ועוד שניים");
    expect(formatIcu("he", heDemo.moreEvents, { count: 3 })).toBe("ועוד 3");
    expect(formatIcu("fr", frDemo.monthSummary, { year: "2025", count: 0 })).toBe(
      "2025, 0 événement",
    );
    expect(formatIcu("es", esDemo.monthSummary, { year: "2025", count: 1_000_000 })).toBe(
      "2025, 1.000.000 de eventos",
    );
    expect(formatIcu("ja", jaDemo.moreEvents, { count: 4 })).toBe("+4 件");
    expect(
      formatIcu("en", enDemo.describeEvents, { day: "Monday", count: 1, titles: "Labor Day" }),
    ).toBe("Monday, 1 event: Labor Day");
  });

  it("keep a message without arguments a plain string, and precompile the others", () => {
    expect(typeof enDemo.labels.noEvents).toBe("string");
    expect(Array.isArray(enDemo.moreEvents)).toBe(true);
    expect(formatMessage(enDemo.labels.noEvents)).toBe("No events");
  });

  it("shows the spec's figures as the spec gives them in English, and per locale elsewhere", () => {
    const figures = Object.values(marketingFigures).map((figure) => enFormat.figure(figure));
    expect(figures).toEqual(["75K+", "4.9", "2M+", "4.8/5"]);
    expect(deFormat.figure(marketingFigures.rating)).toBe("4,9");
    expect(deFormat.figure(marketingFigures.users)).toBe("75.000+");
    expect(frFormat.figure(marketingFigures.reviewScore)).toBe("4,8/5");
    expect(enFormat.date(policyDates.effective)).toBe("January 1, 2024");
    expect(deFormat.date(policyDates.effective)).toBe("1. Januar 2024");
    expect(heFormat.date(policyDates.effective)).toBe("1 בינואר 2024");
    expect(frFormat.unit(50, "megabyte")).toBe("50\u202fMo");
    expect(jaFormat.figure(marketingFigures.users)).toBe("7.5万以上");
    expect(jaFormat.date(policyDates.effective)).toBe("2024年1月1日");
  });
});

describe("the copy buttons' names", () => {
  // Issue #33: one whole message per name, never a label glued to a fragment
  // ("Kopieren die SHA-256-Prüfsumme von …"), and it contains the visible
  // label, so a voice user can say what they see (WCAG 2.5.3).
  it("contain their visible label, in every language", () => {
    const problems: string[] = [];
    for (const locale of publicLocales) {
      const choice = catalogs[locale]!["download-choice"] as typeof enChoice;
      const page = catalogs[locale]!.verification as typeof enVerification;
      const pairs = [
        [choice.copy.button, page.installer.copyName],
        [choice.copy.button, page.commands.copyCommandName],
        [choice.copy.button, page.winget.copyCommandName],
        [choice.elsewhere.copyLink, choice.elsewhere.copyLinkName],
      ];
      for (const [label, message] of pairs) {
        const name = formatMessage(message!, { file: "Calendar-Setup.exe" });
        if (!name.toLocaleLowerCase(locale).includes(label!.toLocaleLowerCase(locale)))
          problems.push(`${locale}: "${name}" does not contain "${label}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("French typography", () => {
  // Issue #33: a no-break space before : ; ! ? » and after «, so the mark never
  // starts a line; 21 lines had ordinary spaces.
  it("puts no ordinary space before : ; ! ? » nor after «", () => {
    const found: string[] = [];
    const walk = (message: unknown, at: string) => {
      const value = asText(message);
      if (typeof value === "string") {
        if (/\S [:;!?»](\s|$)|« /.test(value)) found.push(`${at}: ${value.slice(0, 60)}`);
      } else if (value && typeof value === "object" && !("$$typeof" in value))
        for (const [key, inner] of Object.entries(value)) walk(inner, `${at}.${key}`);
    };
    for (const name of namespaces) walk(catalogs.fr![name], name);
    expect(found).toEqual([]);
  });
});
