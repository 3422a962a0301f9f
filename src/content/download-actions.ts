import { requirements, site } from "./site";

/** Messages of the share and reminder buttons (spoken politely and shown). */
export const actionMessages = {
  shareFailed: "Sharing did not work here. Copy the link instead.",
  reminderSaved:
    "Calendar file saved. Open it to add the reminder to your calendar, then open the link on your PC.",
  reminderFailed: "Could not make the calendar file here. Copy the link instead.",
} as const;

/** The "remind me on my PC" event (an .ics file the visitor's calendar opens). */
export const reminderContent = {
  summary: `Install ${site.productFullName}`,
  description: (url: string) =>
    `On your Windows PC, open ${url} to download ${site.productFullName}: free, no registration, ${requirements.os}.`,
  fileName: "calendar-for-windows-reminder.ics",
  /** Local hour of the event: this evening, or tomorrow evening if that is less than an hour away. */
  hour: 19,
  durationMinutes: 15,
  productId: `-//${site.productFullName}//Download reminder//EN`,
} as const;
