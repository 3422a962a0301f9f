import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldLine, nextReminderStart, randomId, reminderIcs, type ReminderEvent } from "./reminder";

const event: ReminderEvent = {
  start: new Date(2026, 10, 23, 19, 0),
  durationMinutes: 15,
  summary: "Download Calendar for Windows",
  description:
    "Open https://calendar.example.com/verification.html on your PC; it's free, no registration.",
  url: "https://calendar.example.com/verification.html",
  uid: "0b7c0e64-1d55-4b83-9a51-3f0c2f0d8a11@calendar.example.com",
  stamp: new Date(Date.UTC(2026, 10, 23, 3, 15, 42)),
  productId: "-//Calendar Software Ltd.//Calendar for Windows website//EN",
};

/** Parse with ical.js, a real RFC 5545 parser (throws on malformed input). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent };
}

describe("reminderIcs", () => {
  it("is a VCALENDAR with one VEVENT a calendar parser reads back", () => {
    const { calendar, vevent } = parse(reminderIcs(event));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe(event.productId);
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);

    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(vevent.getFirstPropertyValue("url")).toBe(event.url);
    // Floating local time: 7 PM in whatever zone the visitor's calendar uses.
    expect(parsed.startDate.toString()).toBe("2026-11-23T19:00:00");
    expect(parsed.startDate.zone?.tzid).toBe("floating");
    expect(parsed.duration.toSeconds()).toBe(15 * 60);
    const stamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.zone?.tzid).toBe("UTC");
    expect(stamp.toJSDate().getTime()).toBe(event.stamp.getTime());
    const alarm = vevent.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toMatch(/^-?PT0[MS]$/);
  });

  it("ends every line with CRLF and folds long lines to 75 octets without splitting a character", () => {
    const long = {
      ...event,
      summary: "הורידו את לוח השנה ל־Windows — תזכורת 📅".repeat(3),
      description: `${"Ein sehr langer Text, mit Kommas; Semikolons und \\ Backslashes.\n".repeat(4)}`,
    };
    const text = reminderIcs(long);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split("\r\n")) {
      expect(encoder.encode(line).length, line).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    const parsed = new ICAL.Event(parse(text).vevent);
    expect(parsed.summary).toBe(long.summary);
    expect(parsed.description).toBe(long.description);
  });
});

describe("foldLine", () => {
  it("leaves short lines alone and starts each continuation with one space", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.map((part) => part.length)).toEqual([75, 75, 64]);
    expect(foldLine(line).replace(/\r\n /g, "")).toBe(line);
    expect(folded.slice(1).every((line) => line.startsWith(" ") && !line.startsWith("  "))).toBe(
      true,
    );
  });
});

describe("nextReminderStart", () => {
  it("is 7 PM today when that is more than an hour away, else 7 PM tomorrow", () => {
    expect(nextReminderStart(new Date(2026, 10, 23, 9, 30), 19)).toEqual(
      new Date(2026, 10, 23, 19, 0),
    );
    expect(nextReminderStart(new Date(2026, 10, 23, 18, 30), 19)).toEqual(
      new Date(2026, 10, 24, 19, 0),
    );
    expect(nextReminderStart(new Date(2026, 11, 31, 22, 0), 19)).toEqual(
      new Date(2027, 0, 1, 19, 0),
    );
  });
});

describe("randomId", () => {
  it("differs every time", () => {
    expect(randomId()).not.toBe(randomId());
  });
});
