/**
 * The translatable units of one catalog file (src/content/locales/<tag>/<ns>.ts
 * or .tsx), read with the TypeScript compiler API, and the same file with
 * some units' text replaced. A catalog stays TypeScript (the type check keeps
 * every language's keys and arguments); this module is what lets it travel
 * to a translation tool and back (scripts/l10n.js, README "Languages").
 *
 * A unit is one piece of text, keyed by its place in the file:
 * - a string literal: "Back to Home" -> key "backToHome";
 * - a template literal: `In ${f.number(minutes)} min` -> "In {minutes} min",
 *   each substitution a named placeholder (the name comes from the code, and
 *   import puts the code back where the translation puts the name);
 * - a block of JSX text in the legal texts (<p>, <li>…): its words, with
 *   `{name}` placeholders for its expressions and `<0>…</0>` for its inline
 *   elements (a link, <bdi>), numbered in order, as Lingui and
 *   react-intl's rich text do.
 * Keys: the default export's property path ("footer.links.privacy"); a module
 * constant's as "$name.path" ("$ui.smartScreen.moreInfo"); an object key
 * inside a value adds its name; a second, third… piece under one key (a
 * choice inside a sentence) adds "#1", "#2"… in source order. A plural is
 * not split: it is one ICU message, "{count, plural, one {# event} other
 * {# events}}", one unit (decision 009).
 */
import ts from "typescript";

/** @typedef {import("typescript").Node} Node */

/** Parents under which a string literal is text, not code (a call's argument such as "megabyte" is code). */
const textParents = new Set([
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ConditionalExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.ArrayLiteralExpression,
  ts.SyntaxKind.TemplateSpan,
  ts.SyntaxKind.JsxExpression,
  ts.SyntaxKind.ParenthesizedExpression,
  ts.SyntaxKind.ReturnStatement,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.SatisfiesExpression,
  ts.SyntaxKind.AsExpression,
]);

/** JSX elements whose text is one unit (a paragraph, an item, a cell, a heading). */
const blockTags = new Set([
  "p",
  "li",
  "dt",
  "dd",
  "td",
  "th",
  "h2",
  "h3",
  "h4",
  "caption",
  "figcaption",
  "blockquote",
]);

/**
 * Unwrap `x satisfies T`, `x as T`, `(x)`.
 * @param {Node} node
 * @returns {Node}
 */
function unwrap(node) {
  while (
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

/** @param {import("typescript").PropertyName} name */
function propertyName(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  return undefined;
}

/**
 * A placeholder's name, from its code: `f.number(minutes)` -> "minutes",
 * `common.windowsVersions` -> "windowsVersions". A module constant is named
 * for what it holds (`const org = contact.postalAddress.organisation` ->
 * "organisation"), so two languages that name their constant differently
 * still give the translator the same placeholder.
 */
/**
 * @param {Node} expression
 * @param {Set<string>} [seen]
 * @returns {string}
 */
function baseName(expression, seen = new Set()) {
  const node = unwrap(expression);
  if (ts.isIdentifier(node)) {
    const value = moduleConstant(node);
    if (value && !seen.has(node.text)) {
      seen.add(node.text);
      const resolved = /** @type {string} */ (baseName(value, seen));
      return resolved === "value" ? node.text : resolved;
    }
    return node.text;
  }
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node)) return baseName(node.expression, seen);
  if (ts.isNonNullExpression(node)) return baseName(node.expression, seen);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    // eventCount(n) -> "eventCount"; versions.join("/") -> versions'; f.number(minutes) -> "minutes".
    if (ts.isIdentifier(callee)) return callee.text;
    const formatter = ts.isPropertyAccessExpression(callee) && callee.expression.getText() === "f";
    if (ts.isPropertyAccessExpression(callee) && !formatter)
      return baseName(callee.expression, seen);
    const [first] = node.arguments;
    if (first && !ts.isLiteralExpression(first)) return baseName(first, seen);
    return "value";
  }
  if (ts.isConditionalExpression(node)) return baseName(node.condition, seen);
  if (ts.isBinaryExpression(node)) return baseName(node.left, seen);
  if (ts.isPrefixUnaryExpression(node)) return baseName(node.operand, seen);
  return "value";
}

/** The initializer of a top-level `const` that holds a value (not a function), if the identifier names one. */
/** @param {import("typescript").Identifier} identifier */
function moduleConstant(identifier) {
  const sourceFile = identifier.getSourceFile();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === identifier.text &&
        declaration.initializer &&
        !ts.isArrowFunction(unwrap(declaration.initializer)) &&
        !ts.isFunctionExpression(unwrap(declaration.initializer)) &&
        !ts.isObjectLiteralExpression(unwrap(declaration.initializer))
      )
        return declaration.initializer;
    }
  }
  return undefined;
}

/** Placeholder names for a list of expressions: the same code gets the same name, different code a new one. */
function namer() {
  /** @type {Map<string, string>} code -> name */
  const byCode = new Map();
  const used = new Set();
  /** @param {Node} expression @param {string} code */
  return (expression, code) => {
    const known = byCode.get(code);
    if (known) return known;
    const base = baseName(expression).replace(/\W/g, "") || "value";
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    byCode.set(code, name);
    return name;
  };
}

/** The text of a JSX text node as React sees it (Babel's cleanJSXElementLiteralChild), entities decoded. */
/** @param {string} raw */
export function jsxTextValue(raw) {
  const lines = raw.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let out = "";
  lines.forEach((line, i) => {
    let text = line.replace(/\t/g, " ");
    if (i !== 0) text = text.replace(/^ +/, "");
    if (i !== lines.length - 1) text = text.replace(/ +$/, "");
    if (text) {
      if (i !== lastNonEmpty) text += " ";
      out += text;
    }
  });
  return decodeEntities(out);
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
/** @param {string} text */
function decodeEntities(text) {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|\w+);/gi,
    (/** @type {string} */ whole, /** @type {string} */ name) => {
      if (name[0] === "#")
        return String.fromCodePoint(
          name[1] === "x" || name[1] === "X"
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1)),
        );
      return /** @type {Record<string, string>} */ (entities)[name] ?? whole;
    },
  );
}

/** @param {import("typescript").JsxElement} element */
function tagName(element) {
  const opening = ts.isJsxElement(element) ? element.openingElement : element;
  return opening.tagName.getText();
}

/**
 * @typedef {object} Unit
 * @property {string} key
 * @property {"string" | "template" | "jsx"} kind
 * @property {string} text  the unit as a translator sees it
 * @property {Map<string, string>} placeholders  name -> code
 * @property {string[]} comments  the JSDoc comments above it and its parents, outermost first
 * @property {import("typescript").Node} node
 */

/**
 * Every unit of a catalog file, in source order.
 * @param {string} source
 * @param {string} fileName
 * @returns {{ units: Unit[], sourceFile: import("typescript").SourceFile }}
 */
export function extractUnits(source, fileName) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  /** @type {Unit[]} */
  const units = [];

  /** @param {Node} node */
  const docComments = (node) =>
    (ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [])
      .map((range) => source.slice(range.pos, range.end))
      .filter((text) => text.startsWith("/**"))
      .map((text) =>
        text
          .replace(/^\/\*\*|\*\/$/g, "")
          .split("\n")
          .map((line) => line.replace(/^\s*\* ?/, "").trim())
          .filter(Boolean)
          .join(" "),
      );

  /** A scope: one key; its pieces after the first get "#1", "#2"… */
  /** @typedef {{ key: string, comments: string[], count: number }} Scope */
  /** @type {(key: string, comments: string[]) => Scope} */
  const scope = (key, comments) => ({ key, comments, count: 0 });
  /** @param {Scope} s */
  const nextKey = (s) => (s.count++ === 0 ? s.key : `${s.key}#${s.count - 1}`);

  /**
   * @param {Scope} s
   * @param {Node} node
   * @param {Unit["kind"]} kindName
   * @param {string} text
   * @param {Map<string, string>} placeholders
   */
  function add(s, node, kindName, text, placeholders) {
    units.push({
      key: nextKey(s),
      kind: kindName,
      text,
      placeholders,
      comments: s.comments,
      node,
    });
  }

  /**
   * @param {import("typescript").ObjectLiteralExpression} object
   * @param {string} path
   * @param {string[]} comments
   */
  function visitObject(object, path, comments) {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = propertyName(property.name);
      if (name === undefined) continue;
      const key = path ? `${path}.${name}` : name;
      visit(property.initializer, scope(key, [...comments, ...docComments(property)]));
    }
  }

  /** @param {Node} node */
  function isTextPosition(node) {
    const parent = node.parent;
    if (!parent || !textParents.has(parent.kind)) {
      if (parent && ts.isBinaryExpression(parent)) {
        const op = parent.operatorToken.kind;
        return (
          op === ts.SyntaxKind.PlusToken ||
          op === ts.SyntaxKind.QuestionQuestionToken ||
          op === ts.SyntaxKind.BarBarToken ||
          (op === ts.SyntaxKind.AmpersandAmpersandToken && parent.right === node)
        );
      }
      return false;
    }
    if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
    if (ts.isConditionalExpression(parent)) return parent.condition !== node;
    return true;
  }

  /**
   * @param {Node} node
   * @param {Scope} s
   * @returns {void}
   */
  function visit(node, s) {
    if (ts.isTypeNode(node)) return;
    if (ts.isObjectLiteralExpression(node)) {
      // An options object passed to a call ({ style: "percent" }) is code; a
      // plural's or a choice's forms are text.
      const parent = node.parent;
      if (parent && ts.isCallExpression(parent)) {
        const callee = parent.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
        if (!/^(plural|select|selectOrdinal)$/.test(name)) return;
      }
      return visitObject(node, s.key, s.comments);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isTextPosition(node)) add(s, node, "string", node.text, new Map());
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const name = namer();
      const placeholders = new Map();
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const code = span.expression.getText();
        const ph = name(span.expression, code);
        placeholders.set(ph, code);
        text += `{${ph}}${span.literal.text}`;
      }
      add(s, node, "template", text, placeholders);
      for (const span of node.templateSpans) visit(span.expression, s);
      return;
    }
    if (ts.isJsxElement(node) && blockTags.has(tagName(node))) {
      const block = serializeJsx(node.children);
      add(s, node, "jsx", block.text.trim(), block.placeholders);
      for (const expression of block.expressions) visit(expression, s);
      return;
    }
    if (ts.isJsxAttributes(node)) return;
    ts.forEachChild(node, (child) => visit(child, s));
  }

  for (const statement of sourceFile.statements) {
    if (ts.isExportAssignment(statement)) {
      const value = unwrap(statement.expression);
      if (ts.isObjectLiteralExpression(value)) visitObject(value, "", []);
      else visit(value, scope("default", []));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer || !ts.isIdentifier(declaration.name)) continue;
        const root = `$${declaration.name.text}`;
        const value = unwrap(declaration.initializer);
        const comments = docComments(statement);
        if (ts.isObjectLiteralExpression(value)) visitObject(value, root, comments);
        else visit(value, scope(root, comments));
      }
    }
  }
  return { units, sourceFile };
}

/** A block's children as "text {name} <0>link</0>", with what it needs to be rebuilt. */
/** @param {import("typescript").NodeArray<import("typescript").JsxChild>} children */
function serializeJsx(children) {
  const name = namer();
  const placeholders = new Map();
  /** @type {import("typescript").Expression[]} */
  const expressions = [];
  let tags = 0;
  /**
   * @param {import("typescript").NodeArray<import("typescript").JsxChild>} list
   * @returns {string}
   */
  function walk(list) {
    let text = "";
    for (const child of list) {
      if (ts.isJsxText(child)) text += jsxTextValue(child.getFullText());
      else if (ts.isJsxExpression(child)) {
        if (!child.expression) continue;
        const expression = child.expression;
        if (ts.isStringLiteralLike(expression)) text += expression.text;
        else {
          const code = expression.getText();
          const ph = name(expression, code);
          placeholders.set(ph, code);
          expressions.push(expression);
          text += `{${ph}}`;
        }
      } else if (ts.isJsxSelfClosingElement(child)) text += `<${tags++}/>`;
      else if (ts.isJsxElement(child) || ts.isJsxFragment(child)) {
        const n = tags++;
        text += `<${n}>${walk(child.children)}</${n}>`;
      }
    }
    return text;
  }
  return { text: walk(children), placeholders, expressions };
}

/** The inline elements of a block, in the order serializeJsx numbers them. */
/** @param {import("typescript").NodeArray<import("typescript").JsxChild>} children */
function inlineElements(children) {
  /** @type {Node[]} */
  const out = [];
  /** @param {import("typescript").NodeArray<import("typescript").JsxChild>} list */
  function walk(list) {
    for (const child of list) {
      if (ts.isJsxSelfClosingElement(child)) out.push(child);
      else if (ts.isJsxElement(child) || ts.isJsxFragment(child)) {
        out.push(child);
        walk(child.children);
      }
    }
  }
  walk(children);
  return out;
}

/** The placeholders a translation uses: "{name}", and an ICU plural's or select's "{count, plural, …}". */
/** @param {string} text */
export function placeholderNames(text) {
  return [...text.matchAll(/\{(\w+)(?:\}|\s*,)/g)].map((m) => m[1] ?? "");
}

/** @param {string} text */
function escapeTemplate(text) {
  return text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
}

/** @param {string} text */
function escapeJsxText(text) {
  return text.replace(/[{}<>]/g, (c) => `{"${c}"}`).replace(/&(?=#?\w+;)/g, "&amp;");
}

/**
 * The file with some units' text replaced (key -> new text). Only units whose
 * text differs are rewritten: the rest of the file keeps its bytes. The
 * caller runs prettier on the result.
 * @param {string} source
 * @param {string} fileName
 * @param {Map<string, string>} texts
 * @returns {{ source: string, changed: string[], problems: string[] }}
 */
export function rewriteUnits(source, fileName, texts) {
  const { units, sourceFile } = extractUnits(source, fileName);
  /** @type {Map<import("typescript").Node, { unit: Unit, text: string }>} */
  const edits = new Map();
  const problems = [];
  const changed = [];
  for (const unit of units) {
    const text = texts.get(unit.key);
    if (text === undefined || text === unit.text) continue;
    const unknown = placeholderNames(text).filter(
      (ph) => !unit.placeholders.has(ph) && placeholderNames(unit.text).includes(ph) === false,
    );
    if (unit.kind !== "string" && unknown.length)
      problems.push(`${unit.key}: unknown placeholder ${unknown.map((u) => `{${u}}`).join(", ")}`);
    edits.set(unit.node, { unit, text });
    changed.push(unit.key);
  }

  /** A node's source with its edited descendants rewritten. */
  /**
   * @param {Node} node
   * @returns {string}
   */
  function render(node) {
    const edit = edits.get(node);
    if (edit) return renderEdit(node, edit.unit, edit.text);
    return splice(node);
  }
  /** @param {Node} node */
  function splice(node) {
    const start = node.getStart(sourceFile);
    let out = "";
    let at = start;
    ts.forEachChild(node, (child) => {
      const childStart = child.getStart(sourceFile);
      if (childStart < at) return;
      out += source.slice(at, childStart) + render(child);
      at = child.getEnd();
    });
    return out + source.slice(at, node.getEnd());
  }
  /** Code for a placeholder name: the expression's node, rendered (its own pieces may be edited). */
  /**
   * @param {Unit} unit
   * @param {string} name
   */
  function codeFor(unit, name) {
    const code = unit.placeholders.get(name);
    if (code === undefined) return undefined;
    /** @type {Node | undefined} */
    let found;
    /** @param {Node} n */
    const look = (n) => {
      if (found) return;
      if (ts.isExpression(n) && n.getText(sourceFile) === code && n !== unit.node) found = n;
      else ts.forEachChild(n, look);
    };
    ts.forEachChild(unit.node, look);
    return found ? render(found) : code;
  }
  /**
   * @param {Node} node
   * @param {Unit} unit
   * @param {string} text
   */
  function renderEdit(node, unit, text) {
    // A literal that wrote its invisible spaces as escapes ("u.\u00a0U.") keeps doing so.
    const escapes = /\\u/.test(node.getText(sourceFile));
    /** @param {string} out */
    const invisible = (out) =>
      escapes
        ? out.replace(
            /[\u00a0\u2000-\u200f\u2028-\u202f\u205f-\u206f\ufeff]/g,
            (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
          )
        : out;
    if (unit.kind === "string") {
      if (ts.isNoSubstitutionTemplateLiteral(node)) return invisible(`\`${escapeTemplate(text)}\``);
      return invisible(JSON.stringify(text));
    }
    if (unit.kind === "template") {
      let out = "`";
      let at = 0;
      for (const m of text.matchAll(/\{(\w+)\}/g)) {
        const code = codeFor(unit, m[1] ?? "");
        if (code === undefined) continue;
        out += escapeTemplate(text.slice(at, m.index)) + "${" + code + "}";
        at = m.index + m[0].length;
      }
      return invisible(out + escapeTemplate(text.slice(at)) + "`");
    }
    // JSX: keep the block's own opening and closing tags, rebuild its children.
    const element = /** @type {import("typescript").JsxElement} */ (node);
    const inline = inlineElements(element.children);
    const tokens = text.match(/<\/?\d+\/?>|\{\w+\}|[^<{]+|[<{]/g) ?? [];
    let i = 0;
    /**
     * @param {string | undefined} closing
     * @returns {string}
     */
    function build(closing) {
      let out = "";
      while (i < tokens.length) {
        const token = tokens[i++] ?? "";
        let m;
        if ((m = /^<(\d+)\/>$/.exec(token))) {
          const el = inline[Number(m[1])];
          out += el ? render(el) : "";
        } else if ((m = /^<(\d+)>$/.exec(token))) {
          const el = inline[Number(m[1])];
          const inner = build(m[1]);
          if (!el) out += inner;
          else if (ts.isJsxElement(el))
            out +=
              el.openingElement.getText(sourceFile) + inner + el.closingElement.getText(sourceFile);
          else if (ts.isJsxFragment(el)) out += `<>${inner}</>`;
          else out += render(el);
        } else if ((m = /^<\/(\d+)>$/.exec(token))) {
          if (m[1] === closing) return out;
        } else if ((m = /^\{(\w+)\}$/.exec(token)) && unit.placeholders.has(m[1] ?? "")) {
          out += `{${codeFor(unit, m[1] ?? "")}}`;
        } else out += escapeJsxText(token);
      }
      return out;
    }
    const children = build(undefined);
    return (
      element.openingElement.getText(sourceFile) +
      children +
      element.closingElement.getText(sourceFile)
    );
  }

  if (!edits.size) return { source, changed, problems };
  let out = "";
  let at = 0;
  for (const statement of sourceFile.statements) {
    out += source.slice(at, statement.getStart(sourceFile)) + render(statement);
    at = statement.getEnd();
  }
  return { source: out + source.slice(at), changed, problems };
}

/**
 * JSX text of a catalog file that no unit holds (words written straight
 * into a <div> or a fragment rather than a paragraph, item or heading): it
 * would not travel to the translators, so the round trip's test lists it.
 * @param {string} source
 * @param {string} fileName
 * @returns {string[]}
 */
export function textOutsideUnits(source, fileName) {
  const { units, sourceFile } = extractUnits(source, fileName);
  const ranges = units
    .filter((unit) => unit.kind === "jsx")
    .map((unit) => [unit.node.getStart(sourceFile), unit.node.getEnd()]);
  /** @type {string[]} */
  const left = [];
  /** @param {Node} node */
  const visit = (node) => {
    if (
      ts.isJsxText(node) &&
      /\p{L}/u.test(node.text) &&
      !ranges.some(
        ([start = 0, end = 0]) => node.getStart(sourceFile) >= start && node.getEnd() <= end,
      )
    )
      left.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return left;
}
