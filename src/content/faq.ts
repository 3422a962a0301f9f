import { requirements } from "./site";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqTitle = "Questions, answered";

/** The four questions of the download section. */
export const faqItems: readonly FaqItem[] = [
  {
    id: "free",
    question: "Is it really free?",
    answer:
      "Yes. The app is free to download and use, with every feature included. There is no registration and no account to create.",
  },
  {
    id: "windows",
    question: "Which versions of Windows does it run on?",
    answer: `${requirements.os}: it is compatible with ${requirements.osShort}. It needs ${requirements.freeSpaceMb} MB of free space and ${requirements.adminRightsNeeded ? "admin rights to install" : "no admin rights to install"}.`,
  },
  {
    id: "sync",
    question: "Can I sync with Google Calendar or Outlook?",
    answer:
      "Yes. You can sync with Google Calendar, Outlook and other calendar platforms. Sync is optional and encrypted; without it, your calendar stays on your PC.",
  },
  {
    id: "data",
    question: "Where is my data kept, and can I take it with me?",
    answer:
      "Your events are stored locally on your computer and the app works offline. You can export your data at any time, or delete it.",
  },
];
