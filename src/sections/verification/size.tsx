import type { Formatter } from "../../content/locales/format";
import { megabytesOf } from "../../content/verification";
import { formatNodes } from "../../i18n/message";

/** "18.3 MB", in the page's language, as Windows Explorer shows megabytes. */
export const formatMegabytes = (f: Formatter, bytes: number) => {
  const { value, digits } = megabytesOf(bytes);
  return f.number(value, {
    style: "unit",
    unit: "megabyte",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

/**
 * As Windows Explorer shows a size, "18.3 MB (19,293,184 bytes)", from the
 * catalog's pattern; each figure isolated, so a right-to-left page keeps "18.3 MB" whole.
 */
export const explorerSize = (f: Formatter, pattern: string, bytes: number) =>
  formatNodes(pattern, {
    megabytes: <bdi>{formatMegabytes(f, bytes)}</bdi>,
    bytes: <bdi>{f.number(bytes)}</bdi>,
  });
