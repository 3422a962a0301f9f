import { describe, expect, it } from "vitest";
import { dropUnusedProperties } from "./first-paint.js";

describe("dropUnusedProperties (the critical CSS keeps the registrations its rules name)", () => {
  const css =
    "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-color:initial;--tw-space-y-reverse:0}}}" +
    ".shadow{--tw-shadow:0 1px 3px #0001;box-shadow:var(--tw-ring-offset-shadow,0 0 #0000),var(--tw-shadow)}" +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-ring-offset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-ring-color{syntax:"*";inherits:false}' +
    '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}';

  it("drops the ones no rule sets or reads, in @property and in the fallback block", () => {
    const out = dropUnusedProperties(css);
    expect(out).not.toContain("--tw-ring-color");
    expect(out).not.toContain("--tw-space-y-reverse");
  });

  it("keeps those a rule sets or reads (a fallback's var() included), and every rule", () => {
    const out = dropUnusedProperties(css);
    expect(out).toContain("@property --tw-shadow{");
    expect(out).toContain("@property --tw-ring-offset-shadow{");
    expect(out).toContain("--tw-shadow:0 0 #0000");
    expect(out).toContain(".shadow{--tw-shadow:0 1px 3px #0001;");
  });
});
