import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { registerAllCatalogs } from "./i18n/all-catalogs";

// Components read their words with useMessages(): every catalog, at hand
// (a test renders English unless it provides another PageLocaleContext).
registerAllCatalogs();

afterEach(() => cleanup());
