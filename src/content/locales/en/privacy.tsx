import type { LegalDocumentCopy } from "../../legal";
import { contact, privacyLimits } from "../../site";
import common from "./common";
import { EmailLink } from "../email-link";
import { f } from "./format";

const app = common.productFullName;
const age = f.number(privacyLimits.minimumAge);

export default {
  meta: {
    title: `Privacy Policy — ${app}`,
    description:
      "How Calendar for Windows handles your data: stored locally, optional encrypted sync, anonymous statistics you can turn off, export and deletion.",
  },
  title: "Privacy Policy",
  summary: `${app} keeps your calendar on your own computer. We collect as little as we can, never sell data, and let you take your data with you or delete it at any time.`,
  sections: {
    scope: {
      heading: "Who we are and what this covers",
      body: (
        <p>
          This policy explains how {contact.postalAddress.organisation} (“we”, “us”) handles
          information when you visit this website and when you use {app} (“the app”), a free desktop
          calendar for Windows. It applies to the app, its optional sync service and this website.
        </p>
      ),
    },
    "local-data": {
      heading: "Your calendar data stays on your device",
      body: (
        <>
          <p>
            Events, reminders, categories and settings are stored locally on your computer, in your
            Windows user profile. You do not need an account, and we do not receive your calendar
            data when you use the app on its own.
          </p>
          <p>
            Anyone with access to your Windows account can read these files, so protect your account
            with a password and keep your computer up to date.
          </p>
        </>
      ),
    },
    "cloud-sync": {
      heading: "Optional cloud sync",
      body: (
        <>
          <p>
            Sync is off until you turn it on. When you connect the app to Google Calendar, Outlook
            or another calendar platform, the app exchanges events directly with that service using
            the permission you grant there. That service’s own privacy policy applies to the data it
            holds.
          </p>
          <p>
            Data in transit is always encrypted (TLS), and any copy kept for sync is encrypted at
            rest. You can disconnect a service at any time in the app’s settings; the app then stops
            syncing and deletes its stored access tokens.
          </p>
        </>
      ),
    },
    "usage-statistics": {
      heading: "Anonymous usage statistics",
      body: (
        <>
          <p>
            To learn which features people use and where the app fails, the app may send anonymous
            usage statistics: the app version, the Windows version, which views are opened and crash
            reports. These never include event titles, descriptions, contacts or any other content
            you enter, and are not linked to your identity.
          </p>
          <p>
            You can opt out at any time under Settings → Privacy → “Send anonymous usage
            statistics”. When it is off, nothing is sent.
          </p>
        </>
      ),
    },
    website: {
      heading: "This website",
      body: (
        <p>
          This website sets no cookies, runs no analytics and loads nothing from other sites. It
          remembers your choice of light or dark theme and of language in your browser’s local
          storage, which never leaves your device. Our web server keeps standard access logs (IP
          address, time, page requested and browser type) for up to 30 days to keep the service
          secure.
        </p>
      ),
    },
    "your-rights": {
      heading: "Export and deletion",
      body: (
        <>
          <p>Your data is yours. In the app you can:</p>
          <ul>
            <li>export all events at any time in the standard iCalendar (.ics) or CSV format;</li>
            <li>delete single events, whole categories, or all data in one step;</li>
            <li>remove everything by uninstalling the app and deleting its data folder.</li>
          </ul>
          <p>
            If you have used sync or written to us, you can also ask us to access, correct or delete
            any information we hold about you; we answer within 30 days.
          </p>
        </>
      ),
    },
    sharing: {
      heading: "Sharing and selling",
      body: (
        <p>
          We do not sell or rent personal information, and we do not share it for advertising. We
          disclose information only when the law requires it, and then only what is required.
        </p>
      ),
    },
    children: {
      heading: "Children",
      body: (
        <p>
          The app and this website are not directed at children under {age}. We do not knowingly
          collect personal information from children under {age}. If you believe a child under {age}{" "}
          has sent us personal information, contact us and we will delete it.
        </p>
      ),
    },
    security: {
      heading: "Security",
      body: (
        <p>
          We protect the information we handle with encryption in transit and at rest, access
          limited to the people who need it, and regular security updates. No method of storage or
          transmission is perfectly secure, but we will tell you without undue delay if a breach
          affects your information.
        </p>
      ),
    },
    changes: {
      heading: "Changes to this policy",
      body: (
        <p>
          If we change this policy we will publish the new version on this page and update the “Last
          updated” date above. If a change is significant, the app will tell you before it takes
          effect.
        </p>
      ),
    },
    contact: {
      heading: "Contact",
      body: (
        <p>
          For any question about privacy or to exercise your rights, write to{" "}
          <EmailLink address={contact.privacyEmail} />.
        </p>
      ),
    },
  },
} satisfies LegalDocumentCopy<"privacy">;
