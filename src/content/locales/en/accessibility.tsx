import type { LegalDocumentCopy } from "../../legal";
import { accessibilityStatementReviewed } from "../../legal";
import { contact } from "../../site";
import common from "./common";
import { AddressBreaks } from "../address-breaks";
import { EmailLink } from "../email-link";
import { f } from "./format";

const app = common.productFullName;
const zoom = f.number(4, { style: "percent" });

export default {
  meta: {
    title: `Accessibility statement — ${app}`,
    description:
      "How accessible the Calendar for Windows website is: WCAG 2.2 AA as the target, how we test it, known limitations and how to report a problem.",
  },
  title: "Accessibility statement",
  summary: `We want everyone to be able to learn about ${app}, try the demo calendar and download the app. This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
  sections: {
    standard: {
      heading: "What this website meets",
      body: (
        <>
          <p>This website is designed and tested to conform to WCAG 2.2 level AA. In particular:</p>
          <ul>
            <li>Every page works with a keyboard alone, with a visible focus indicator.</li>
            <li>
              Text and controls meet the contrast minimums in both the light and the dark theme.
            </li>
            <li>
              Pages reflow to a width of 320 CSS pixels, and zoom to {zoom}, without scrolling
              sideways.
            </li>
            <li>
              Nothing moves by itself, and animation stops when your system asks for less motion.
            </li>
            <li>Focus stays visible in Windows high contrast (forced colours) mode.</li>
            <li>
              Every page is complete without JavaScript: the text, links and download button are
              real HTML.
            </li>
            <li>Colour never carries meaning alone in the demo calendar.</li>
          </ul>
          <p>This statement covers this website only, not the {app} desktop app.</p>
        </>
      ),
    },
    testing: {
      heading: "How we test",
      body: (
        <>
          <p>Automated checks run on every change to the website:</p>
          <ul>
            <li>
              axe (WCAG 2.0, 2.1 and 2.2 A and AA rules, plus best practices) on every page, in the
              light and the dark theme, at phone and desktop sizes, and on every page of every
              translation, with no violation allowed.
            </li>
            <li>
              Keyboard journeys: the skip link, the navigation, the demo calendar and the legal
              pages, driven with the keyboard only.
            </li>
            <li>
              Reflow at 320 pixels wide and at {zoom} zoom; focus under forced colours; no animation
              under reduced motion.
            </li>
            <li>
              Accessible names and roles of the controls, as a screen reader announces them; valid
              HTML on every page; one main heading and a unique title per page.
            </li>
          </ul>
          <p>We last reviewed this statement on {f.date(accessibilityStatementReviewed)}.</p>
        </>
      ),
    },
    limitations: {
      heading: "Known limitations",
      body: (
        <ul>
          <li>
            Automated tools find only part of the barriers people meet. We have not yet tested the
            site with disabled users or in a formal audit.
          </li>
          <li>
            The download verification page (<AddressBreaks text="/verification.html" />) is run by
            our download host and is not covered by these tests.
          </li>
          <li>
            The demo calendar shows sample events. On very narrow screens the events inside the grid
            shorten to markers; the list for the selected day gives their full text.
          </li>
        </ul>
      ),
    },
    feedback: {
      heading: "Report a problem",
      body: (
        <>
          <p>
            If something on this website is hard or impossible for you to use, please tell us at{" "}
            <EmailLink address={contact.accessibilityEmail} />. Say which page and what happened,
            and which browser and assistive technology you use if you can. We aim to reply within
            five working days, and to send you the information you need in a form that works for
            you.
          </p>
        </>
      ),
    },
  },
} satisfies LegalDocumentCopy<"accessibility">;
