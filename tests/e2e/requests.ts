/**
 * Requests the hardening and parity specs send, as written (never normalised).
 */

/** Paths an attacker or a broken client sends. */
export const hostilePaths = [
  "/%E0%A4%A",
  "/%",
  "/%ZZ",
  `/${"a".repeat(5000)}`,
  `/${"%2e%2e/".repeat(600)}`,
  "/../../../etc/passwd",
  "/./privacy",
  "/privacy/..",
  "/assets/../../package.json",
  "/.env",
  "/.git/config",
  "/server/server.js",
  "/package.json",
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "/\\evil.example",
  "/\\\\evil.example",
  "/%5C%5Cevil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example/%2e%2e",
  "/..%2f..%2fetc/passwd",
  "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/privacy%00",
  "/%00",
  "/index.html%00.js",
  "/privacy?redirect=//evil.example",
  "/%09/evil.example",
  "/https://evil.example",
  "/http:%2F%2Fevil.example",
  "/a%0d%0aSet-Cookie:x=1/../",
  "/caf%C3%A9/./",
  "/index.html.br",
  "/assets/%2e%2e/index.html",
];

/** Other spellings of the pages, and where each must lead. */
export const canonicalRedirects: [string, string][] = [
  ["/privacy/", "/privacy"],
  ["/privacy.html", "/privacy"],
  ["/PRIVACY", "/privacy"],
  ["/Terms/", "/terms"],
  ["/getcalendar", "/getCalendar"],
  ["/index.html", "/"],
  ["/INDEX", "/"],
  ["/terms?lang=en", "/terms?lang=en"],
  ["/privacy.html?x=1", "/privacy?x=1"],
  ["/a/../privacy", "/privacy"],
  ["/a/%2e%2e/terms", "/terms"],
  ["//evil.example", "/evil.example"],
  ["//evil.example/%2e%2e", "/"],
  ["/%2F%2Fevil.example", "/evil.example"],
  // A page whose path ends in .html is served at exactly that path.
  ["/verification", "/verification.html"],
  ["/verification/", "/verification.html"],
  ["/verification.html/", "/verification.html"],
  ["/VERIFICATION.html", "/verification.html"],
  ["/Verification.HTML?from=mail", "/verification.html?from=mail"],
  // …and so is each language's copy, under its prefix.
  ["/he/verification", "/he/verification.html"],
  ["/HE/VERIFICATION.HTML", "/he/verification.html"],
  ["/de/verification.html/", "/de/verification.html"],
];

/** Accept-Encoding values a client may send, including none. */
export const acceptEncodings = [
  undefined,
  "gzip",
  "br",
  "gzip, deflate, br, zstd",
  "br;q=0, gzip",
  "gzip;q=0",
  "identity",
  "*",
  "BR",
];
