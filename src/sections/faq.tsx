import { useState } from "react";
import type { Key } from "react-aria-components";
import { faqIds } from "../content/download";
import {
  Disclosure,
  DisclosureGroup,
  DisclosureHeader,
  DisclosurePanel,
} from "../components/ui/disclosure";
import { addCatalogLoaders, useMessages } from "../i18n/catalog";
import { useHydrated } from "../lib/use-hydrated";

// This module's words, in each language (loaded for the page's language only).
addCatalogLoaders(import.meta.glob("../content/locales/*/download.ts"));

/**
 * The FAQ, on react-aria Disclosure: each question is a heading wrapping its
 * button. The prerendered HTML has every answer open, so visitors without
 * JavaScript can read them; once hydrated the answers fold, and the closed
 * panels use hidden="until-found", so find-in-page still opens them.
 */
export function Faq() {
  const { faqTitle, faq } = useMessages("download");
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set());
  const expandedKeys = hydrated ? expanded : new Set<Key>(faqIds);

  return (
    <div>
      <h3 id="faq-title" className="font-display text-2xl font-semibold tracking-tight">
        {faqTitle}
      </h3>
      <DisclosureGroup
        allowsMultipleExpanded
        expandedKeys={expandedKeys}
        onExpandedChange={setExpanded}
        className="mt-6"
      >
        {faqIds.map((id) => (
          <Disclosure key={id} id={id}>
            <DisclosureHeader level={4}>{faq[id].question}</DisclosureHeader>
            <DisclosurePanel>{faq[id].answer}</DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
