/**
 * Equinoxes and solstices by Jean Meeus, "Astronomical Algorithms" (2nd ed.),
 * chapter 27: the mean instant from table 27.C (years 2000-3000), corrected by
 * the 24 periodic terms of table 27.D, then converted from Terrestrial Time to
 * UTC with the Espenak-Meeus polynomial for delta T. Accurate to about a
 * minute over 2000-2100, so the UTC date is right to the day.
 */

export type SeasonMarker = "march" | "june" | "september" | "december";

/** Mean JDE polynomials, table 27.C, Y = (year - 2000) / 1000. */
const MEAN: Record<SeasonMarker, readonly [number, number, number, number, number]> = {
  march: [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
  june: [2451716.56767, 365241.62603, 0.00325, 0.00888, -0.0003],
  september: [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
  december: [2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032],
};

/** Periodic terms, table 27.D: A, B (degrees), C (degrees per century). */
const TERMS: readonly (readonly [number, number, number])[] = [
  [485, 324.96, 1934.136],
  [203, 337.23, 32964.467],
  [199, 342.08, 20.186],
  [182, 27.85, 445267.112],
  [156, 73.14, 45036.886],
  [136, 171.52, 22518.443],
  [77, 222.54, 65928.934],
  [74, 296.72, 3034.906],
  [70, 243.58, 9037.513],
  [58, 119.81, 33718.147],
  [52, 297.17, 150.678],
  [50, 21.02, 2281.226],
  [45, 247.54, 29929.562],
  [44, 325.15, 31555.956],
  [29, 60.93, 4443.417],
  [18, 155.12, 67555.328],
  [17, 288.79, 4562.452],
  [16, 198.04, 62894.029],
  [14, 199.76, 31436.921],
  [12, 95.39, 14577.848],
  [12, 287.11, 31931.756],
  [12, 320.81, 34777.259],
  [9, 227.73, 1222.114],
  [8, 15.45, 16859.074],
];

const RAD = Math.PI / 180;
const JD_UNIX_EPOCH = 2440587.5;

/** Delta T (TT - UT) in seconds, Espenak & Meeus (NASA) polynomials. */
export function deltaTSeconds(year: number): number {
  if (year < 2050) {
    const t = year - 2000;
    return 62.92 + 0.32217 * t + 0.005589 * t * t;
  }
  if (year < 2150) {
    const u = (year - 1820) / 100;
    return -20 + 32 * u * u - 0.5628 * (2150 - year);
  }
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u;
}

/** The instant (a JS Date, UTC) of an equinox or solstice in a given year. */
export function seasonInstant(year: number, marker: SeasonMarker): Date {
  const [a, b, c, d, e] = MEAN[marker];
  const y = (year - 2000) / 1000;
  const jde0 = a + b * y + c * y ** 2 + d * y ** 3 + e * y ** 4;
  const t = (jde0 - 2451545.0) / 36525;
  const w = (35999.373 * t - 2.47) * RAD;
  const deltaLambda = 1 + 0.0334 * Math.cos(w) + 0.0007 * Math.cos(2 * w);
  let s = 0;
  for (const [amp, phase, speed] of TERMS) s += amp * Math.cos((phase + speed * t) * RAD);
  const jde = jde0 + (0.00001 * s) / deltaLambda;
  const ms = (jde - JD_UNIX_EPOCH) * 86_400_000 - deltaTSeconds(year) * 1000;
  return new Date(Math.round(ms));
}

/** The UTC calendar day of the event: [year, month (1-12), day]. */
export function seasonDay(year: number, marker: SeasonMarker): [number, number, number] {
  const instant = seasonInstant(year, marker);
  return [instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate()];
}
