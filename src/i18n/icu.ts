/**
 * Messages with plurals and selects, formatted by FormatJS's
 * IntlMessageFormat from their precompiled AST (decision 009). Imported
 * only by the code that formats such a message (the demo calendar), so the
 * library loads with that code, not at start. The client build swaps the
 * ICU parser for its `no-parser` entry (vite.config.ts): a message that was
 * not precompiled fails loudly there, and no page carries the parser.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { CompiledMessage } from "./message";

const made = new Map<string, WeakMap<object, IntlMessageFormat>>();

/** formatIcu("en", "{count, plural, one {# event} other {# events}}", { count: 2 }) -> "2 events". */
export function formatIcu(
  locale: string,
  message: string,
  values: Record<string, string | number>,
): string {
  const compiled = message as unknown as CompiledMessage;
  let formatter: IntlMessageFormat;
  if (typeof compiled === "string")
    formatter = new IntlMessageFormat(compiled, locale, undefined, { ignoreTag: true });
  else {
    let byMessage = made.get(locale);
    if (!byMessage) made.set(locale, (byMessage = new WeakMap()));
    let cached = byMessage.get(compiled);
    if (!cached) {
      cached = new IntlMessageFormat(compiled as MessageFormatElement[], locale, undefined, {
        ignoreTag: true,
      });
      byMessage.set(compiled, cached);
    }
    formatter = cached;
  }
  return String(formatter.format(values));
}
