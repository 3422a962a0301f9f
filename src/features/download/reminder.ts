/**
 * "Remind me on my PC": an iCalendar file (RFC 5545) with one short event
 * that links to the download page, made in the browser when the visitor asks
 * for it (its date is relative to now, so it cannot be a static file; see
 * docs/decisions/004-download-journey.md).
 */

export interface ReminderEvent {
  /** The event's start, in the visitor's local wall-clock time (written as floating time). */
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** The page the reminder is about (URL property, and in the description). */
  url: string;
  /** Globally unique id of the event, e.g. "…@calendar.example.com". */
  uid: string;
  /** When the file was made (DTSTAMP, in UTC). */
  stamp: Date;
  /** PRODID: who made the file. */
  productId: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20261123T190000: local wall-clock time, no zone ("floating": 7 PM wherever the calendar is). */
const floating = (d: Date) =>
  `${pad(d.getFullYear(), 4)}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}00`;

/** 20261123T031500Z: UTC. */
export const utc = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets (continuations start
 * with one space, which counts), never splitting a UTF-8 character (§3.1).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > 75) {
      lines.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += bytes;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** The next occurrence of `hour`:00 local time that is at least an hour away. */
export function nextReminderStart(now: Date, hour: number): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
  if (start.getTime() - now.getTime() < 60 * 60 * 1000) start.setDate(start.getDate() + 1);
  return start;
}

/** A VCALENDAR with one VEVENT and a display alarm at its start, CRLF line ends. */
export function reminderIcs(event: ReminderEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${floating(event.start)}`,
    `DURATION:PT${Math.max(1, Math.round(event.durationMinutes))}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(event.summary)}`,
    "TRIGGER:PT0M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A random UID part: crypto.randomUUID where the browser has it (secure contexts). */
export function randomId(): string {
  try {
    if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
      return crypto.randomUUID();
    }
  } catch {
    // fall through
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
