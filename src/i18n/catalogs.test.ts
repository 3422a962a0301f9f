import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "./all-catalogs";
import { namespaces } from "../content/locales/types";
import { checkCatalogs, compareCatalog } from "./check-catalogs";
import { defaultLocale, publicLocales } from "./locales";
import en from "../content/locales/en/features";
import type enChoice from "../content/locales/en/download-choice";
import type enVerification from "../content/locales/en/verification";
import { f as enFormat } from "../content/locales/en/format";
import { f as heFormat } from "../content/locales/he/format";
import { f as deFormat } from "../content/locales/de/format";
import { f as esFormat } from "../content/locales/es/format";
import { f as frFormat } from "../content/locales/fr/format";
import { f as jaFormat } from "../content/locales/ja/format";
import { marketingFigures, policyDates } from "../content/site";

const folder = path.resolve(import.meta.dirname, "../content/locales");

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
    const walk = (source: unknown, other: unknown, at: string) => {
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
      /^(de|fr)\/verification-guide\.facts\.version$/, // "Version"
      /^(de|fr)\/releases\.version$/, // "Version {version}"
      /^es\/verification\.installer\.sizeValue$/, // "{megabytes} ({bytes} bytes)"
      /^\w+\/showcase\.pictures\.sync\.outlook$/, // a product's name: "Outlook"
      /^es\/showcase\.pictures\.sync\.google$/, // "Google Calendar", as Google names it in Spanish
      /^\w+\/holidays\.howTo\.outlook\.app$/, // "Outlook (Windows)"
      /^es\/holidays\.howTo\.google\.app$/, // "Google Calendar", as Google names it in Spanish
      /^\w+\/showcase\.stats\.rating\.source$/, // a store's name: "Microsoft Store"
      /^fr\/showcase\.stats\.reviews\.label$/, // "Satisfaction", the same word in French
    ];
    expect(same.filter((at) => !allowed.some((pattern) => pattern.test(at)))).toEqual([]);
  });
});

describe("formatting per locale", () => {
  const formats = {
    en: enFormat,
    he: heFormat,
    de: deFormat,
    es: esFormat,
    fr: frFormat,
    ja: jaFormat,
  };

  it("declares exactly the plural categories of each language (CLDR, via Intl)", () => {
    for (const [locale, f] of Object.entries(formats)) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      expect([...f.plurals].toSorted(), locale).toEqual([...categories].toSorted());
    }
  });

  it("picks Hebrew's dual and French's singular zero", () => {
    expect(heFormat.plural(2, { one: "אחד", two: "שניים", other: "# רבים" })).toBe("שניים");
    expect(heFormat.plural(3, { one: "אחד", two: "שניים", other: "# רבים" })).toBe("3 רבים");
    expect(frFormat.plural(0, { one: "# événement", many: "x", other: "# événements" })).toBe(
      "0 événement",
    );
    expect(esFormat.plural(1_000_000, { one: "x", many: "# de eventos", other: "y" })).toBe(
      "1.000.000 de eventos",
    );
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
      for (const [label, name] of pairs)
        if (!name!.toLocaleLowerCase(locale).includes(label!.toLocaleLowerCase(locale)))
          problems.push(`${locale}: "${name}" does not contain "${label}"`);
    }
    expect(problems).toEqual([]);
  });
});

describe("French typography", () => {
  // Issue #33: a no-break space before : ; ! ? » and after «, so the mark never
  // starts a line; 21 lines had ordinary spaces.
  it("puts no ordinary space before : ; ! ? » nor after «", () => {
    const found: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (typeof value === "string") {
        if (/\S [:;!?»](\s|$)|« /.test(value)) found.push(`${at}: ${value.slice(0, 60)}`);
      } else if (value && typeof value === "object" && !("$$typeof" in value))
        for (const [key, inner] of Object.entries(value)) walk(inner, `${at}.${key}`);
    };
    for (const name of namespaces) walk(catalogs.fr![name], name);
    expect(found).toEqual([]);
  });
});
