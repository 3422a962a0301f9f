import { fill, type Formatter } from "../../content/locales/format";
import { megabytesOf } from "../../content/verification";

const megabytes = (f: Formatter, bytes: number) =>
  f.number(megabytesOf(bytes), {
    style: "unit",
    unit: "megabyte",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** "18.4 MB", in the page's language, as Windows Explorer counts megabytes. */
export const formatMegabytes = megabytes;

/** As Windows Explorer shows a size: "18.4 MB (19,293,184 bytes)", from the catalog's pattern. */
export const explorerSize = (f: Formatter, pattern: string, bytes: number) =>
  fill(pattern, { megabytes: megabytes(f, bytes), bytes: f.number(bytes) });
