import type { DownloadCopy } from "../../download";
import { marketingFigures, requirements } from "../../site";
import common from "./common";
import { f } from "./format";

const space = f.unit(requirements.freeSpaceMb, "megabyte");

export default {
  intro: {
    title: "Bring calm to your calendar",
    lead: "Download the app, open it, and plan your first week in minutes. It costs nothing, today or later.",
    downloadLabel: "Download for Windows",
    note: `Free · ${common.windowsVersions} · ${space}`,
  },
  trustLabel: "Why people trust it",
  benefitsTitle: "What you get",
  benefits: {
    free: "Every feature, free, with no registration",
    views: "Daily, Weekly, Monthly and Yearly views",
    sync: "Sync with Google Calendar and Outlook",
    offline: "Works offline; your data stays yours",
  },
  badges: {
    rating: `${f.figure(marketingFigures.reviewScore)} user satisfaction`,
    users: `${f.figure(marketingFigures.users)} users`,
    local: "Data stored on your PC",
    sync: "Optional encrypted sync",
  },
  faqTitle: "Questions, answered",
  faq: {
    free: {
      question: "Is it really free?",
      answer:
        "Yes. The app is free to download and use, with every feature included. There is no registration and no account to create.",
    },
    windows: {
      question: "Which versions of Windows does it run on?",
      answer: `${common.windowsOrLater}: it is compatible with ${common.windowsVersions}. It needs ${space} of free space and ${requirements.adminRightsNeeded ? "admin rights to install" : "no admin rights to install"}.`,
    },
    sync: {
      question: "Can I sync with Google Calendar or Outlook?",
      answer:
        "Yes. You can sync with Google Calendar, Outlook and other calendar platforms. Sync is optional and encrypted; without it, your calendar stays on your PC.",
    },
    data: {
      question: "Where is my data kept, and can I take it with me?",
      answer:
        "Your events are stored locally on your computer and the app works offline. You can export your data at any time, or delete it.",
    },
  },
} satisfies DownloadCopy;
