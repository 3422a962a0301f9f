import type { Formatter } from "../../content/locales/format";
import { megabytesOf } from "../../content/verification";
import { fillNodes } from "./fill-nodes";

/** "18.4 MB", in the page's language, as Windows Explorer counts megabytes. */
export const formatMegabytes = (f: Formatter, bytes: number) =>
  f.number(megabytesOf(bytes), {
    style: "unit",
    unit: "megabyte",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/**
 * As Windows Explorer shows a size, "18.4 MB (19,293,184 bytes)", from the
 * catalog's pattern; each figure isolated, so a right-to-left page keeps "18.4 MB" whole.
 */
export const explorerSize = (f: Formatter, pattern: string, bytes: number) =>
  fillNodes(pattern, {
    megabytes: <bdi>{formatMegabytes(f, bytes)}</bdi>,
    bytes: <bdi>{f.number(bytes)}</bdi>,
  });
