import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The one interface a journey drives, whatever the engine: Playwright
 * (Chromium), puppeteer-core over WebDriver BiDi (Firefox) or
 * selenium-webdriver (WebKit). A driver does only what a browser must do
 * natively (navigate, run a function in the page, click, press a key, size
 * the window, collect problems); finding things by role and name runs in the
 * page, through Testing Library's queries, so it means the same everywhere.
 */
export type EngineName = "chromium" | "firefox" | "webkit";

/** A native handle of one element (Playwright/Puppeteer ElementHandle, Selenium WebElement). */
export type Handle = unknown;

export interface Driver {
  readonly name: EngineName;
  /** Load a path of the site and wait for its load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The page's window size in CSS pixels (the viewport, not the window frame). */
  resize(width: number, height: number): Promise<void>;
  /**
   * Evaluate a JavaScript expression in the page (through the automation
   * protocol, so the page's Content-Security-Policy does not apply); the
   * result is JSON.
   */
  run<R>(expression: string): Promise<R>;
  /** The same, for an expression whose value is an element: its native handle. */
  element(expression: string): Promise<Handle>;
  /** A real mouse click at the element's centre (scrolled into view first). */
  click(element: Handle): Promise<void>;
  /** A key press on the focused element: "Tab", "Shift+Tab", "ArrowRight", "PageDown", "Enter". */
  press(key: string): Promise<void>;
  /** Console errors and warnings, page errors and CSP violations since the test began. */
  problems(): Promise<string[]>;
}

type Text = string | { source: string; flags: string };
type Step =
  | { css: string }
  | { role: string; name?: Text; level?: number; selected?: boolean }
  | { text: Text }
  | { nth: number };

const require = createRequire(import.meta.url);
/** Testing Library's browser build: defines window.TestingLibraryDom. */
const queries = readFileSync(
  require.resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
);

/**
 * In the page: the elements a chain of steps finds (CSS, role and accessible
 * name, text, nth). Only elements in the accessibility tree match a role.
 * Throws "no queries" where this document has not loaded Testing Library yet.
 */
function resolveInPage(steps: Step[]): Element[] {
  type Query = (root: Element, ...rest: unknown[]) => Element[];
  const dom = (window as unknown as { TestingLibraryDom?: Record<string, Query> })
    .TestingLibraryDom;
  if (!dom) throw new Error("no queries");
  const text = (t: Text) => (typeof t === "string" ? t : new RegExp(t.source, t.flags));
  let found: Element[] = [document.documentElement];
  for (const step of steps) {
    if ("nth" in step) found = found[step.nth] ? [found[step.nth]!] : [];
    else
      found = found.flatMap((root): Element[] => {
        if ("css" in step) return [...root.querySelectorAll(step.css)];
        if ("text" in step) return dom.queryAllByText!(root, text(step.text));
        const { role, name, ...options } = step;
        return dom.queryAllByRole!(root, role, {
          ...options,
          ...(name === undefined ? {} : { name: text(name) }),
        });
      });
    found = [...new Set(found)];
  }
  return found;
}

/** Run an expression that resolves steps, loading Testing Library into the page first when needed. */
async function withQueries<R>(driver: Driver, run: (d: Driver) => Promise<R>): Promise<R> {
  try {
    return await run(driver);
  } catch (error) {
    if (!String(error).includes("no queries")) throw error;
    await driver.run(`(() => { ${queries}\n; return true })()`);
    return run(driver);
  }
}

/** The source of a call, `(fn)(first, ...args)`: `first` is an expression, `args` are JSON. */
const call = (fn: (...args: never[]) => unknown, first: string, ...args: unknown[]) =>
  `(${String(fn)})(${[first, ...args.map((arg) => JSON.stringify(arg))].join(", ")})`;
/** The elements a chain of steps finds, as an expression. */
const resolve = (steps: Step[]) => `(${String(resolveInPage)})(${JSON.stringify(steps)})`;
/** The one element a chain of steps finds, as an expression (throws if none or several). */
const resolveOne = (steps: Step[]) =>
  call((elements: Element[]) => {
    if (elements.length !== 1) throw new Error(`expected one element, found ${elements.length}`);
    return elements[0];
  }, resolve(steps));

const toText = (t: string | RegExp): Text =>
  typeof t === "string" ? t : { source: t.source, flags: t.flags };

/** Locates elements lazily, like Playwright's locators: every call looks again. */
export class Locator {
  constructor(
    private readonly driver: Driver,
    private readonly steps: Step[],
  ) {}

  private then_(step: Step) {
    return new Locator(this.driver, [...this.steps, step]);
  }
  css(selector: string) {
    return this.then_({ css: selector });
  }
  role(role: string, options: { name?: string | RegExp; level?: number; selected?: boolean } = {}) {
    const { name, ...rest } = options;
    return this.then_({ role, ...rest, ...(name === undefined ? {} : { name: toText(name) }) });
  }
  text(text: string | RegExp) {
    return this.then_({ text: toText(text) });
  }
  nth(index: number) {
    return this.then_({ nth: index });
  }
  first() {
    return this.nth(0);
  }

  /** Run `fn(elements, ...args)` in the page over every element found. */
  evaluateAll<R, A extends unknown[] = []>(
    fn: (elements: Element[], ...args: A) => R,
    ...args: A
  ): Promise<R> {
    return withQueries(this.driver, (d) => d.run<R>(call(fn, resolve(this.steps), ...args)));
  }
  /** Run `fn(element, ...args)` on the one element found; fails if none or several. */
  evaluate<R, A extends unknown[] = []>(
    fn: (element: HTMLElement, ...args: A) => R,
    ...args: A
  ): Promise<R> {
    return withQueries(this.driver, (d) => d.run<R>(call(fn, resolveOne(this.steps), ...args)));
  }
  count() {
    return this.evaluateAll((elements) => elements.length);
  }
  textContent() {
    return this.evaluate((element) => element.textContent?.replace(/\s+/g, " ").trim() ?? "");
  }
  attribute(name: string) {
    return this.evaluate((element, n) => element.getAttribute(n), name);
  }
  isFocused() {
    return this.evaluateAll(
      (elements) => elements.length === 1 && elements[0] === document.activeElement,
    );
  }
  /** Visible: rendered with a size (not display:none, visibility:hidden or content-visibility:hidden). */
  isVisible() {
    return this.evaluateAll((elements) =>
      elements.some((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
        );
      }),
    );
  }
  box() {
    return this.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
  }
  focus() {
    return this.evaluate((element) => element.focus());
  }
  /** Scroll it to the middle of the window at once (no smooth scrolling to wait for). */
  scrollIntoView() {
    return this.evaluate((element) =>
      element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" }),
    );
  }

  /** Wait until exactly one visible element matches, then click it with the mouse. */
  async click() {
    await waitUntil(
      async () => (await this.count()) === 1 && (await this.isVisible()),
      `${this} to click`,
    );
    await this.scrollIntoView();
    const handle = await withQueries(this.driver, (d) => d.element(resolveOne(this.steps)));
    await this.driver.click(handle);
  }

  toString() {
    return this.steps.map((step) => JSON.stringify(step)).join(" > ");
  }
}

/** Poll `check` until it holds (or throw after `timeout` ms). */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const end = Date.now() + timeout;
  let last: unknown;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
}

/** What a journey holds: the page, in one engine, at one width. */
export class Site {
  constructor(
    readonly driver: Driver,
    readonly width: number,
  ) {}
  get engine() {
    return this.driver.name;
  }
  get page() {
    return new Locator(this.driver, []);
  }
  css(selector: string) {
    return this.page.css(selector);
  }
  role(role: string, options?: { name?: string | RegExp; level?: number; selected?: boolean }) {
    return this.page.role(role, options);
  }
  goto(path: string) {
    return this.driver.goto(path);
  }
  reload() {
    return this.driver.reload();
  }
  press(...keys: string[]) {
    return keys.reduce((done, key) => done.then(() => this.driver.press(key)), Promise.resolve());
  }
  /** Run a function in the page (no element). */
  evaluate<R, A extends unknown[] = []>(fn: (...args: A) => R, ...args: A): Promise<R> {
    return this.driver.run<R>(
      `(${String(fn)})(${args.map((arg) => JSON.stringify(arg)).join(", ")})`,
    );
  }
  path() {
    return this.evaluate(() => location.pathname);
  }
  /** React has hydrated the page (the entry marks <html> when done). */
  hydrated() {
    return waitUntil(
      // Right after a navigation the new document may have no root element yet.
      () => this.evaluate(() => !!document.documentElement?.hasAttribute("data-hydrated")),
      "hydration",
    );
  }
}
