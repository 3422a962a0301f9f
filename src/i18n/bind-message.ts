/**
 * A precompiled message written as a template literal in a catalog
 * (`…{url} to download ${common.productFullName}…`): the build compiles it
 * with each `${…}` as an argument `{__0}`, `{__1}`… and the catalog module
 * puts the values in as text when it loads (precompile-messages-plugin.js).
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export function bindMessage(
  message: MessageFormatElement[],
  values: readonly unknown[],
): MessageFormatElement[] {
  return message.map((element) => {
    if (element.type === 1 && /^__\d+$/.test(element.value))
      return { type: 0, value: String(values[Number(element.value.slice(2))]) };
    if (element.type === 5 || element.type === 6) {
      const options: typeof element.options = {};
      for (const [key, option] of Object.entries(element.options))
        options[key] = { ...option, value: bindMessage(option.value, values) };
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}
