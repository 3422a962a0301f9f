import common from "./common";

const app = common.productFullName;

/**
 * The release notes page (/releases) and its Atom feed (/releases.atom).
 * Placeholders in braces: "{version}", "{date}".
 *
 * `notes`: a few highlights per release, in plain words, keyed by the
 * versions of src/content/release.ts (the build stops when one lacks notes
 * in any language). PLACEHOLDER: sample notes of the sample releases.
 */
export default {
  meta: {
    title: `Release notes — ${app}`,
    description: `What changed in each version of ${app}, with its release date, newest first. Follow new releases with the Atom feed.`,
  },
  title: "Release notes",
  lead: `What changed in each version of ${app}, newest first.`,
  /** The heading of each release. */
  version: "Version {version}",
  released: "Released on {date}",
  current: "Current version",
  download: "Download the current version",
  sampleNotice:
    "These releases are samples: the versions, dates and notes shown here are examples until the first release is published.",
  feed: {
    /** The feed's title, and the title of the page's link to it. */
    title: `${app}: release notes`,
    link: "Follow new releases in a feed reader (Atom feed)",
    /** Each entry's title. */
    entry: `${app} {version}`,
  },
  notes: {
    "1.4.2": [
      "Reminders set for the same minute now all appear, not only the first.",
      "Week numbers follow the first day of the week of your region.",
      "Importing an empty .ics file no longer closes the app.",
    ],
    "1.4.0": [
      "A new year view shows the whole year at a glance.",
      "The dark theme follows the Windows setting as soon as it changes.",
      "A native build for Windows on ARM PCs.",
    ],
    "1.3.0": [
      "Import and export calendars as .ics files.",
      "Keyboard shortcuts in every view.",
      "Starts twice as fast on older PCs.",
    ],
  },
};
