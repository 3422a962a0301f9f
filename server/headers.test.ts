// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./headers.js";

// The nginx and CDN copies of these headers: server/deploy.test.ts.
describe("security headers", () => {
  it("allow no inline or eval script except hashed ones", () => {
    const scriptSrc = contentSecurityPolicy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy).toContain("default-src 'none'");
  });
});
