import { describe, expect, it } from "vitest";
import { compileMessage, precompileCatalog } from "./precompile-messages-plugin.js";

describe("precompiling catalog messages (decision 009)", () => {
  it("leaves a message without arguments a plain string", () => {
    expect(compileMessage("No events")).toBe("No events");
    expect(compileMessage("Leo’s football practice")).toBe("Leo’s football practice");
  });

  it("turns a message with arguments, plural included, into FormatJS's AST", () => {
    expect(compileMessage("{count, plural, one {# event} other {# events}}")).toEqual([
      {
        type: 6,
        value: "count",
        offset: 0,
        pluralType: "cardinal",
        options: {
          one: { value: [{ type: 7 }, { type: 0, value: " event" }] },
          other: { value: [{ type: 7 }, { type: 0, value: " events" }] },
        },
      },
    ]);
  });

  it("rewrites only the messages with arguments, and puts a template's values in as text", () => {
    const source = [
      'import common from "./common";',
      "export default {",
      '  title: "Release notes",',
      '  copied: "{what} copied.",',
      "  note: `Open {url} to get ${common.productFullName}.`,",
      "  plain: `About ${common.productFullName}`,",
      "};",
    ].join("\n");
    const { code, messages } = precompileCatalog(source, "/x/src/content/locales/en/y.ts");
    expect(messages).toBe(2);
    expect(code).toContain('title: "Release notes"');
    expect(code).toContain('copied: [{"type":1,"value":"what"},{"type":0,"value":" copied."}]');
    expect(code).toContain(
      'note: [{"type":0,"value":"Open "},{"type":1,"value":"url"},{"type":0,"value":" to get " + String(common.productFullName) + "."}]',
    );
    expect(code).toContain("plain: `About ${common.productFullName}`");
    const common = { productFullName: "Calendar for Windows" };
    const note = new Function("common", `return ${/note: (.*),\n/.exec(code)?.[1]}`)(common);
    expect(note[2].value).toBe(" to get Calendar for Windows.");
  });

  it("stops on a message that does not parse, naming its file and line", () => {
    expect(() =>
      precompileCatalog('export default {\n  a: "{count, plural, one {x}",\n};', "de/demo.ts"),
    ).toThrow(/de\/demo\.ts:2: not an ICU message/);
  });

  it("leaves JSX's literal braces alone", () => {
    const source = 'export default { body: <p>a {"{"} b</p> };';
    expect(precompileCatalog(source, "en/terms.tsx").messages).toBe(0);
  });
});
