/**
 * The pseudo-locale en-XA, made from the English catalogs: every letter
 * accented and every word about 40 % longer, each text between ⟦ and ⟧.
 * A page in it shows at a glance any text that bypasses the catalogs (plain
 * ASCII English) and any layout that clips longer translations (a missing
 * ⟧). Development builds only (locales.ts).
 */
import { Children, cloneElement, isValidElement, type ReactNode } from "react";

const accents: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};
const filler = "éáíóû";

/** Tokens kept as they are: e-mail addresses, paths, numbers with units. */
const keep = /^(?:\S+@\S+|\/\S*|[\d.,:/+%$€-]+\S{0,3})$/;

function word(token: string): string {
  if (keep.test(token) || !/[A-Za-z]/.test(token)) return token;
  const letters = token.replace(/[^A-Za-z]/g, "").length;
  const extra = Math.ceil(letters * 0.4);
  const accented = token.replace(/[A-Za-z]/g, (c) => accents[c] ?? c);
  // Lengthen inside the word, so line breaking stays realistic.
  const cut = accented.search(/[^\p{L}]*$/u);
  const end = cut === -1 ? accented.length : cut;
  let padding = "";
  for (let i = 0; i < extra; i++) padding += filler[i % filler.length];
  return accented.slice(0, end) + padding + accented.slice(end);
}

export function pseudoText(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  // Placeholders ("{year}") stay as they are (a message that was not precompiled).
  const parts = text.split(/(\s+|\{\w+\})/);
  return `⟦${parts.map((part) => (/^\{\w+\}$/.test(part) ? part : word(part))).join("")}⟧`;
}

function pseudoNode(node: ReactNode): ReactNode {
  if (typeof node === "string") return pseudoText(node);
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  const { children } = node.props;
  if (children === undefined) return node;
  return cloneElement(node, undefined, ...Children.toArray(children).map(pseudoNode));
}

/** A precompiled message (decision 009): its text, not its arguments' names. */
type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };
const isAst = (value: unknown[]): value is Element[] =>
  value.length > 0 && value.every((e) => e && typeof (e as Element).type === "number");
function pseudoAst(elements: Element[]): Element[] {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: pseudoText(String(element.value)) };
    if (!element.options) return element;
    const options = Object.fromEntries(
      Object.entries(element.options).map(([key, option]) => [
        key,
        { ...option, value: pseudoAst(option.value) },
      ]),
    );
    return { ...element, options };
  });
}

/** The pseudo-locale's version of a catalog (strings, messages and React nodes alike). */
export function pseudoize<T>(messages: T): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return pseudoText(value);
    if (Array.isArray(value) && isAst(value)) return pseudoAst(value);
    if (typeof value === "function")
      return (...args: unknown[]) => walk((value as (...a: unknown[]) => unknown)(...args));
    if (isValidElement(value)) return pseudoNode(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(messages) as T;
}
