import type { LegalDocumentContent } from "./legal";
import { contact, site, termsFacts } from "./site";

const { productFullName: app } = site;

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
});

export const termsOfService: LegalDocumentContent = {
  title: "Terms of Service",
  summary: `${app} is free to download and use. These terms set out what you may do with it, what we promise and what we do not, and how any dispute is settled.`,
  sections: [
    {
      id: "agreement",
      heading: "Agreement",
      body: (
        <p>
          These terms are an agreement between you and {contact.postalAddress.organisation} (“we”,
          “us”). By downloading, installing or using {app} (“the app”) or this website, you accept
          them. If you do not accept them, do not use the app.
        </p>
      ),
    },
    {
      id: "licence",
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
    {
      id: "your-content",
      heading: "Your content",
      body: (
        <p>
          Your events and other content remain yours. The app stores them locally on your device,
          and you are responsible for keeping backups. Our Privacy Policy explains how we handle
          information.
        </p>
      ),
    },
    {
      id: "third-party-services",
      heading: "Third-party calendar services",
      body: (
        <p>
          If you connect the app to Google Calendar, Outlook or another platform, your use of that
          service is governed by its own terms. We are not responsible for the availability or
          behaviour of services we do not operate.
        </p>
      ),
    },
    {
      id: "updates",
      heading: "Updates and availability",
      body: (
        <p>
          We may release updates that add, change or remove features, and we may stop offering the
          app. The copy you have installed keeps working with the data on your computer.
        </p>
      ),
    },
    {
      id: "warranty",
      heading: "No warranty",
      body: (
        <p>
          The app is provided “as is” and “as available”, without warranties of any kind, express or
          implied, including merchantability, fitness for a particular purpose and non-infringement,
          to the fullest extent the law allows.
        </p>
      ),
    },
    {
      id: "liability",
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
            amount is {usd.format(termsFacts.liabilityCapForFreeVersion)}.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      heading: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of {termsFacts.governingLaw} and of the State of
          Delaware, without regard to conflict-of-law rules, except where the law of your country of
          residence gives you protections that cannot be waived.
        </p>
      ),
    },
    {
      id: "disputes",
      heading: "Disputes and arbitration",
      body: (
        <>
          <p>
            Please contact us first: most concerns can be settled informally. If we cannot settle a
            dispute within 60 days, it will be resolved by {termsFacts.disputeResolution} on an
            individual basis, administered by the American Arbitration Association under its
            Consumer Arbitration Rules, rather than in court.
          </p>
          <p>
            You and we each waive the right to a jury trial and to take part in a class action.
            Either party may still bring a claim in small-claims court, or seek an injunction to
            protect intellectual property.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      body: (
        <p>
          We may update these terms. We will publish the new version on this page with a new “Last
          updated” date; continuing to use the app after that means you accept the change.
        </p>
      ),
    },
    {
      id: "contact",
      heading: "Contact",
      body: (
        <p>
          For legal matters, write to{" "}
          <a href={`mailto:${contact.legalEmail}`}>{contact.legalEmail}</a> or to the postal address
          at the foot of this page.
        </p>
      ),
    },
  ],
};
