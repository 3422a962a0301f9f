import { describe, expect, it } from "vitest";
import { seasonDay, seasonInstant } from "./equinox";

/** Published instants (UTC), timeanddate.com / USNO. */
const PUBLISHED: [number, "march" | "june" | "september" | "december", string][] = [
  [2000, "september", "2000-09-22T17:27Z"],
  [2024, "september", "2024-09-22T12:44Z"],
  [2025, "september", "2025-09-22T18:19Z"],
  [2026, "september", "2026-09-23T00:05Z"],
  [2027, "september", "2027-09-23T06:01Z"],
  [2025, "march", "2025-03-20T09:01Z"],
  [2025, "june", "2025-06-21T02:42Z"],
  [2025, "december", "2025-12-21T15:03Z"],
];

describe("equinoxes and solstices", () => {
  for (const [year, marker, iso] of PUBLISHED) {
    it(`${marker} ${year} is within two minutes of ${iso}`, () => {
      const diff = Math.abs(seasonInstant(year, marker).getTime() - Date.parse(iso));
      expect(diff).toBeLessThan(2 * 60_000);
    });
  }

  it("stays on 22 or 23 September (UTC) for 2000-2100", () => {
    for (let year = 2000; year <= 2100; year++) {
      const [y, m, d] = seasonDay(year, "september");
      expect([y, m]).toEqual([year, 9]);
      expect([21, 22, 23]).toContain(d);
    }
  });

  it("2026 falls just after midnight UTC: 23 September, not the 22nd", () => {
    expect(seasonDay(2026, "september")).toEqual([2026, 9, 23]);
  });
});
