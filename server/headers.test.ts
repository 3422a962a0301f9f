import { describe, expect, it } from "vitest";
import { cspHash, inlineScripts } from "../scripts/inline-scripts.js";
import { contentSecurityPolicy } from "./headers.js";

// The nginx and CDN copies of these headers: server/deploy.test.ts.
describe("the Content-Security-Policy", () => {
  it("allows exactly the inline scripts the build writes into every page, and no other inline or eval script", () => {
    const scriptSrc = contentSecurityPolicy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(scriptSrc?.match(/'sha256-[^']+'/g)?.toSorted()).toEqual(
      inlineScripts.map(cspHash).toSorted(),
    );
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy).toContain("default-src 'none'");
  });
});
