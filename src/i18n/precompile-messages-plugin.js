/**
 * Vite plugin: every catalog message with arguments (ICU MessageFormat,
 * decision 009) becomes FormatJS's AST at build time, so no page parses a
 * message and the client bundle carries no parser (vite.config.ts swaps it
 * for its `no-parser` entry). A message without arguments stays a plain
 * string. A message that does not parse stops the build, naming its file and
 * line. A template literal with `${…}` parts (a constant such as the
 * product's name inside a message with arguments) compiles each part as an
 * argument `{__0}`… and becomes code that writes the part's value into the
 * AST's text as the module loads.
 *
 * Runs on the catalog files (src/content/locales/<tag>/*.ts(x), not
 * format.ts) before TypeScript is stripped, in every build, the dev server
 * and the unit tests alike.
 */
import ts from "typescript";
import { parse } from "@formatjs/icu-messageformat-parser";

const catalogFile =
  /[\\/]src[\\/]content[\\/]locales[\\/][^\\/]+[\\/](?!format\.ts$)[^\\/]+\.tsx?$/;

/**
 * An AST as code, each `{__n}` argument replaced by `values[n]` (code),
 * joined to the text around it.
 * @param {import("@formatjs/icu-messageformat-parser").MessageFormatElement[]} elements
 * @param {string[]} values
 * @returns {string}
 */
function astCode(elements, values) {
  /** @type {string[]} */
  const out = [];
  /** @type {string[] | undefined} */
  let run;
  const flush = () => {
    if (run) out.push(`{"type":0,"value":${run.join(" + ")}}`);
    run = undefined;
  };
  for (const element of elements) {
    if (element.type === 0) (run ??= []).push(JSON.stringify(element.value));
    else if (element.type === 1 && /^__\d+$/.test(element.value))
      (run ??= []).push(`String(${values[Number(element.value.slice(2))]})`);
    else if (element.type === 5 || element.type === 6) {
      flush();
      const { options, ...rest } = element;
      const choices = Object.entries(options).map(
        ([key, option]) => `${JSON.stringify(key)}:{"value":${astCode(option.value, values)}}`,
      );
      out.push(`{...${JSON.stringify(rest)},"options":{${choices.join(",")}}}`);
    } else {
      flush();
      out.push(JSON.stringify(element));
    }
  }
  flush();
  return `[${out.join(",")}]`;
}

/**
 * One message: its AST, or the plain string when it has no arguments.
 * @param {string} text
 * @returns {string | import("@formatjs/icu-messageformat-parser").MessageFormatElement[]}
 */
export function compileMessage(text) {
  const ast = parse(text, { ignoreTag: true, requiresOtherClause: true });
  if (ast.every((element) => element.type === 0))
    return ast.map((element) => /** @type {{ value: string }} */ (element).value).join("");
  return ast;
}

/**
 * A catalog file's source with its messages precompiled.
 * @param {string} source
 * @param {string} fileName
 * @returns {{ code: string, messages: number }}
 */
export function precompileCatalog(source, fileName) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  /** @type {[number, number, string][]} */
  const edits = [];

  /** @param {import("typescript").Node} node @param {string} text */
  const compile = (node, text) => {
    try {
      return compileMessage(text);
    } catch (error) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      throw new Error(
        `${fileName}:${line + 1}: not an ICU message (${/** @type {Error} */ (error).message}): ${text}`,
      );
    }
  };

  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // JSX writes a literal brace as {"{"}: text, not a message.
      const parent = node.parent;
      if (parent && (ts.isJsxExpression(parent) || ts.isJsxAttribute(parent))) return;
      if (!/[{}]/.test(node.text)) return;
      edits.push([node.getStart(file), node.getEnd(), JSON.stringify(compile(node, node.text))]);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (pieces.some((piece) => /[{}]/.test(piece))) {
        const text =
          node.head.text +
          node.templateSpans.map((span, i) => `{__${i}}${span.literal.text}`).join("");
        const values = node.templateSpans.map((span) => span.expression.getText(file));
        const compiled = compile(node, text);
        if (typeof compiled === "string") return; // braces escaped: no argument
        edits.push([node.getStart(file), node.getEnd(), astCode(compiled, values)]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let code = source;
  for (const [start, end, text] of edits.toReversed())
    code = code.slice(0, start) + text + code.slice(end);
  return { code, messages: edits.length };
}

/** @returns {import("vite").Plugin} */
export function precompileMessages() {
  return {
    name: "precompile-messages",
    enforce: "pre",
    transform: {
      filter: { id: catalogFile },
      handler(source, id) {
        const file = id.split("?")[0] ?? id;
        if (!catalogFile.test(file) || /\.test\.tsx?$/.test(file)) return null;
        const { code, messages } = precompileCatalog(source, file);
        return messages ? { code, map: null } : null;
      },
    },
  };
}
