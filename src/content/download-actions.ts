/**
 * The "remind me on my PC" event (an .ics file the visitor's calendar
 * opens). Its summary and description are words, in the page's language
 * (locales/<locale>/download-choice.ts); these are not.
 */
export const reminderContent = {
  fileName: "calendar-for-windows-reminder.ics",
  /** Local hour of the event: this evening, or tomorrow evening if that is less than an hour away. */
  hour: 19,
  durationMinutes: 15,
  /** PRODID of the file: read by calendar software, never shown. */
  productId: "-//Calendar for Windows//Download reminder//EN",
} as const;
