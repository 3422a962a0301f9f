/**
 * The entry's first import, so that it runs before the rest of the start-up
 * code is evaluated (two tasks of about 20 and 35 ms on a phone at 4x CPU):
 * the code of the sections the visitor is at, or has tapped, starts
 * downloading now, then every other section's in page order, and a section
 * the visitor scrolls near goes ahead of its turn (`fetchSectionsAhead`,
 * decision 007).
 */
import { fetchSectionsAhead } from "./lib/section-chunks";

if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", fetchSectionsAhead, { once: true });
else fetchSectionsAhead();
