import { afterEach } from "vitest";
import { registerAllCatalogs } from "./i18n/all-catalogs";

// Components read their words with useMessages(): every catalog, at hand
// (a test renders English unless it provides another PageLocaleContext).
registerAllCatalogs();

// The DOM's matchers and Testing Library's cleanup, in the tests that run in
// jsdom (`// @vitest-environment jsdom`); the others do without loading them.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
