import { JSDOM } from "jsdom";
import { release } from "../../src/content/release";
import { englishTitles, holdsName, usHolidayNames } from "../../src/i18n/english-names";
import { test, expect } from "./fixtures";
import { inLocale, rtl, translations } from "./locales";

/**
 * Issue 33: English names on a translated page are translated where a local
 * name exists, or marked `lang="en"` (a screen reader then reads them in
 * English), and the publisher's name in the download page's running text
 * is isolated with <bdi> (else a right-to-left sentence shows ".Calendar Software Ltd").
 * Raw HTML, no browser: one request per page.
 */
const englishNames = [...englishTitles, ...usHolidayNames];
const paths = ["/", "/privacy", "/terms", "/accessibility", "/releases", "/verification.html"];

/** Every text node of the page's body outside scripts, with the language it is in. */
function texts(html: string) {
  const { document, NodeFilter } = new JSDOM(html).window;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: { text: string; lang: string; isolated: boolean; running: boolean }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, template")) continue;
    found.push({
      text: node.nodeValue ?? "",
      lang: parent.closest("[lang]")?.getAttribute("lang") ?? "",
      isolated: parent.closest("bdi") !== null,
      // Running text of the page's content (the footer's copyright line is the organisation's).
      running: parent.closest("main p, main li") !== null,
    });
  }
  return found;
}

for (const locale of translations) {
  test(`${locale}: English names marked lang="en", the publisher isolated`, async ({ request }) => {
    for (const path of paths) {
      const url = inLocale(locale, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const nodes = texts(await response.text());
      for (const name of englishNames)
        for (const node of nodes.filter((n) => holdsName(n.text, name)))
          expect(node.lang, `${url}: "${name}" outside lang="en"`).toMatch(/^en\b/);
      // The download page names the publisher Windows shows: the name to trust.
      if (path !== "/verification.html") continue;
      for (const node of nodes.filter((n) => n.text.includes(release.publisher))) {
        // In the content's running text, always; in a right-to-left page, everywhere.
        if (node.running || rtl.has(locale))
          expect(node.isolated, `${url}: "${node.text}" not in <bdi>`).toBe(true);
      }
    }
  });
}
