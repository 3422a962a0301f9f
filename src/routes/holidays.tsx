import { HolidayCalendars } from "../sections/holiday-calendars";
import { addCatalogLoaders } from "../i18n/catalog";
import type { Namespace } from "../content/locales/types";

// A static part (src/app/routes.tsx): its prerendered HTML needs no
// JavaScript, so this module and its words load only when a client-side
// navigation renders it, in the page's language only. The events' names
// are the demo's.
addCatalogLoaders(import.meta.glob("../content/locales/*/holidays.ts"));
addCatalogLoaders(import.meta.glob("../content/locales/*/demo.ts"));

export const messages: readonly Namespace[] = ["holidays", "demo"];

export default function HolidaysPage() {
  return <HolidayCalendars />;
}
