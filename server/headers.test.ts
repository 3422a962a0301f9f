// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./headers.js";
import { nginxConfig } from "../scripts/gen-nginx.js";
import { routes } from "../src/app/routes";

const root = path.resolve(import.meta.dirname, "..");

describe("security headers", () => {
  it("allow no inline or eval script except hashed ones", () => {
    const scriptSrc = contentSecurityPolicy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy).toContain("default-src 'none'");
  });

  it("are the same in the committed nginx configuration", () => {
    const committed = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
    expect(committed, "run `npm run deploy:config`").toBe(
      nginxConfig(routes.map((route) => route.path)),
    );
    for (const [name, value] of securityHeaders) {
      expect(committed).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
