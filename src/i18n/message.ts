/**
 * Reading a catalog message (ICU MessageFormat, decision 009). The build
 * precompiles every message that has arguments into FormatJS's AST
 * (precompile-messages-plugin.js) and leaves the others as plain strings,
 * so no page parses a message. This module is the start-up path: it formats
 * messages whose arguments are plain `{name}` values (strings, or React
 * nodes such as an isolated file name) by walking that AST. A message with a
 * plural or a select is formatted by IntlMessageFormat (`formatIcu`,
 * ./icu.ts), which only the code that needs it imports, so the library
 * stays out of the start-up chunk.
 *
 * The catalogs' types say `string` (English is the type source); at run
 * time a message with arguments is its AST.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { Fragment, createElement, type ReactNode } from "react";

/** A catalog message as the page holds it: plain text, or its precompiled AST. */
export type CompiledMessage = string | readonly MessageFormatElement[];

// FormatJS's element types (TYPE of @formatjs/icu-messageformat-parser).
const literal = 0;
const argument = 1;

function parts<V>(message: string, values: Record<string, V>): (string | V)[] {
  const compiled = message as unknown as CompiledMessage;
  if (typeof compiled === "string") {
    // Only a message that was not precompiled (the unit tests' raw sources
    // never reach here: the plugin runs there too) has braces left.
    if (compiled.includes("{")) throw new Error(`Message not precompiled: ${compiled}`);
    return [compiled];
  }
  return compiled.map((element) => {
    if (element.type === literal) return element.value;
    if (element.type === argument) {
      if (!(element.value in values))
        throw new Error(`Message argument {${element.value}} has no value`);
      return values[element.value] as V;
    }
    throw new Error(`Message needs formatIcu (a plural or a select): ${JSON.stringify(element)}`);
  });
}

/** A message with plain `{name}` arguments, as text: formatMessage(copyName, { file }). */
export function formatMessage(message: string, values: Record<string, string> = {}): string {
  return parts(message, values).join("");
}

/** The same, with React nodes as values: formatNodes(trust, { file: <FileName … /> }). */
export function formatNodes(message: string, values: Record<string, ReactNode>): ReactNode {
  return parts<ReactNode>(message, values).map((part, index) =>
    createElement(Fragment, { key: index }, part),
  );
}
