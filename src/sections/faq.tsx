import { useState } from "react";
import type { Key } from "react-aria-components";
import { faqIds } from "../content/download";
import { sectionIds } from "../content/sections";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import {
  Disclosure,
  DisclosureGroup,
  DisclosureHeader,
  DisclosurePanel,
} from "../components/ui/disclosure";
import { useHydrated } from "../lib/use-hydrated";

// This section's words, in each language: loaded with it, for the page's language only.
addCatalogLoaders(import.meta.glob("../content/locales/*/download.ts"));
export const messages = ["download"] as const;

/**
 * The FAQ, on react-aria Disclosure: each question is a heading wrapping its
 * button. The prerendered HTML has every answer open, so visitors without
 * JavaScript can read them; once hydrated the answers fold, and the closed
 * panels use hidden="until-found", so find-in-page still opens them.
 */
export default function Faq() {
  const { faqTitle: title, faq } = useMessages("download");
  const items = faqIds.map((id) => ({ id, ...faq[id] }));
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set());
  const expandedKeys = hydrated ? expanded : new Set<Key>(items.map((item) => item.id));

  return (
    <div id={sectionIds.faq}>
      <h3 className="font-display text-2xl font-semibold tracking-tight">{title}</h3>
      <DisclosureGroup
        allowsMultipleExpanded
        expandedKeys={expandedKeys}
        onExpandedChange={setExpanded}
        className="mt-6"
      >
        {items.map((item) => (
          <Disclosure key={item.id} id={item.id}>
            <DisclosureHeader level={4}>{item.question}</DisclosureHeader>
            <DisclosurePanel>{item.answer}</DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
