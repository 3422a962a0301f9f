import type { LegalDocumentCopy } from "../../legal";
import { contact, termsFacts } from "../../site";
import common from "./common";
import { EmailLink } from "../email-link";
import { f } from "./format";

const app = common.productFullName;

export default {
  meta: {
    title: `Terms of Service — ${app}`,
    description:
      "The terms for using Calendar for Windows: a free licence, your responsibilities, limits of liability, United States law and arbitration.",
  },
  title: "Terms of Service",
  summary: `${app} is free to download and use. These terms set out what you may do with it, what we promise and what we do not, and how any dispute is settled.`,
  sections: {
    agreement: {
      heading: "Agreement",
      body: (
        <p>
          These terms are an agreement between you and {contact.postalAddress.organisation} (“we”,
          “us”). By downloading, installing or using {app} (“the app”) or this website, you accept
          them. If you do not accept them, do not use the app.
        </p>
      ),
    },
    licence: {
      heading: "Your licence",
      body: (
        <>
          <p>
            We grant you a free, personal, non-exclusive, non-transferable licence to install and
            use the app on computers you own or control, for personal use. No registration is
            required.
          </p>
          <p>You may not:</p>
          <ul>
            <li>sell, rent or sublicense the app, or charge others for access to it;</li>
            <li>
              reverse engineer, decompile or modify the app, except where the law allows it despite
              this restriction;
            </li>
            <li>remove notices of ownership, or distribute modified copies of the installer.</li>
          </ul>
        </>
      ),
    },
    "your-content": {
      heading: "Your content",
      body: (
        <p>
          Your events and other content remain yours. The app stores them locally on your device,
          and you are responsible for keeping backups. Our Privacy Policy explains how we handle
          information.
        </p>
      ),
    },
    "third-party-services": {
      heading: "Third-party calendar services",
      body: (
        <p>
          If you connect the app to Google Calendar, Outlook or another platform, your use of that
          service is governed by its own terms. We are not responsible for the availability or
          behaviour of services we do not operate.
        </p>
      ),
    },
    updates: {
      heading: "Updates and availability",
      body: (
        <p>
          We may release updates that add, change or remove features, and we may stop offering the
          app. The copy you have installed keeps working with the data on your computer.
        </p>
      ),
    },
    warranty: {
      heading: "No warranty",
      body: (
        <p>
          The app is provided “as is” and “as available”, without warranties of any kind, express or
          implied, including merchantability, fitness for a particular purpose and non-infringement,
          to the fullest extent the law allows.
        </p>
      ),
    },
    liability: {
      heading: "Limitation of liability",
      body: (
        <>
          <p>
            To the fullest extent the law allows, we are not liable for indirect, incidental,
            special, consequential or punitive damages, or for lost data, profits or missed
            appointments, arising from your use of the app.
          </p>
          <p>
            Our total liability for any claim is limited to the amount you paid us for the app in
            the twelve months before the claim. The free version costs nothing, so for it that
            amount is{" "}
            {f.currency(termsFacts.liabilityCapForFreeVersion, termsFacts.liabilityCurrency)}.
          </p>
        </>
      ),
    },
    "governing-law": {
      heading: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of the {f.region(termsFacts.governingLawRegion)} and
          of the State of {termsFacts.governingState}, without regard to conflict-of-law rules,
          except where the law of your country of residence gives you protections that cannot be
          waived.
        </p>
      ),
    },
    disputes: {
      heading: "Disputes and arbitration",
      body: (
        <>
          <p>
            Please contact us first: most concerns can be settled informally. If we cannot settle a
            dispute within 60 days, it will be resolved by binding arbitration on an individual
            basis, administered by the American Arbitration Association under its Consumer
            Arbitration Rules, rather than in court.
          </p>
          <p>
            You and we each waive the right to a jury trial and to take part in a class action.
            Either party may still bring a claim in small-claims court, or seek an injunction to
            protect intellectual property.
          </p>
        </>
      ),
    },
    changes: {
      heading: "Changes to these terms",
      body: (
        <p>
          We may update these terms. We will publish the new version on this page with a new “Last
          updated” date; continuing to use the app after that means you accept the change.
        </p>
      ),
    },
    contact: {
      heading: "Contact",
      body: (
        <p>
          For legal matters, write to <EmailLink address={contact.legalEmail} /> or to the postal
          address at the foot of this page.
        </p>
      ),
    },
  },
} satisfies LegalDocumentCopy<"terms">;
