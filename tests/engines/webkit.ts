import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Builder, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { waitUntil, type Driver } from "./adapter";
import { problemsKey, startRecordingProxy } from "./recorder";
import type { Session } from "./session";

/** MiniBrowser, from Debian's libwebkit2gtk-4.1-0 (its folder is named by architecture). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  ["x86_64-linux-gnu", "aarch64-linux-gnu"]
    .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file)) ??
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * MiniBrowser's toolbar keeps its window at least ~447 px wide; with its
 * widgets' minimum sizes, padding, margins and borders zeroed (a GTK 3 user
 * stylesheet) the window goes below 390 px.
 */
const gtkStylesheet =
  "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Start Xvfb on a display number it picks itself (-displayfd): no clash with others. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", reject);
    xvfb.stdio[3]!.once("data", (data: Buffer) => resolve(`:${String(data).trim()}`));
  });
  return { display, process: xvfb };
}

const keys: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  Escape: Key.ESCAPE,
  Home: Key.HOME,
  End: Key.END,
  PageUp: Key.PAGE_UP,
  PageDown: Key.PAGE_DOWN,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Shift: Key.SHIFT,
};

/**
 * WebKitGTK's MiniBrowser under Xvfb (it has no headless mode), driven by
 * selenium-webdriver through WebKitWebDriver. No BiDi: pages come through
 * the recording proxy (recorder.ts), and the problems are read back from
 * the page.
 */
export async function webkitSession(): Promise<Session> {
  const home = mkdtempSync(path.join(tmpdir(), "webkit-engine-"));
  mkdirSync(path.join(home, "gtk-3.0"));
  writeFileSync(path.join(home, "gtk-3.0/gtk.css"), gtkStylesheet);
  const xvfb = await startXvfb();
  const port = await freePort();
  const webDriver = spawn("WebKitWebDriver", [`--port=${port}`], {
    // Its own settings, data and cache: nothing shared with another browser.
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CACHE_HOME: path.join(home, "cache"),
      // Under Xvfb the DMA-BUF renderer draws no frames now and then: no
      // requestAnimationFrame, no IntersectionObserver, no section wakes.
      WEBKIT_DISABLE_DMABUF_RENDERER: "1",
    },
    stdio: "ignore",
  });
  // Should the worker be stopped without its teardown (a first failure with -x), take them along.
  const stop = () => {
    webDriver.kill();
    xvfb.process.kill();
  };
  process.once("exit", stop);
  let web: WebDriver | undefined;
  for (let attempt = 0; !web; attempt++) {
    try {
      web = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
        })
        .build();
    } catch (error) {
      // WebKitWebDriver takes a moment to listen.
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const browser = web;
  const capabilities = await browser.getCapabilities();
  await browser.manage().setTimeouts({ script: 60_000 });
  const proxies = new Map<string, Awaited<ReturnType<typeof startRecordingProxy>>>();
  /** The viewport's size now, so that a test at the same width does not resize. */
  let size = "";

  return {
    version: Promise.resolve(`webkitgtk/${String(capabilities.get("browserVersion"))}`),
    async open(baseURL) {
      let proxy = proxies.get(baseURL);
      if (!proxy) proxies.set(baseURL, (proxy = await startRecordingProxy(baseURL)));
      const origin = proxy.origin;
      const driver: Driver = {
        name: "webkit",
        goto: (to) => browser.get(new URL(to, origin).href),
        reload: () => browser.navigate().refresh(),
        resize: async (width, height) => {
          if (size === `${width}×${height}`) return;
          // The window's frame (MiniBrowser's toolbar) is not the page's
          // viewport: size the window, measure the frame, size it again.
          const inner = async () =>
            (await browser.executeScript("return [innerWidth, innerHeight]")) as [number, number];
          const outer = async () =>
            (await browser.executeScript("return [outerWidth, outerHeight]")) as [number, number];
          await browser.manage().window().setRect({ width, height });
          await waitUntil(
            async () => JSON.stringify(await outer()) === JSON.stringify([width, height]),
            `a ${width}×${height} window`,
            2_000,
          );
          const [w, h] = await inner();
          await browser
            .manage()
            .window()
            .setRect({ width: width * 2 - w, height: height * 2 - h });
          await waitUntil(
            async () => JSON.stringify(await inner()) === JSON.stringify([width, height]),
            `a ${width}×${height} viewport (now ${JSON.stringify(await inner())})`,
            2_000,
          );
          size = `${width}×${height}`;
        },
        // Asynchronous, so that a promise (axe.run) is awaited as in the other engines.
        run: async (expression) => {
          const result = (await browser.executeAsyncScript(
            `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => ${expression}).then(
              (value) => done({ value }),
              (error) => done({ error: String(error) }),
            );`,
          )) as { value?: never; error?: string };
          if (result.error !== undefined) throw new Error(result.error);
          return result.value as never;
        },
        element: (expression) => browser.executeScript(`return ${expression}`),
        click: (element) => (element as WebElement).click(),
        press: async (key) => {
          const [main, ...modifiers] = key
            .split("+")
            .map((name) => keys[name] ?? name)
            .reverse();
          let actions = browser.actions();
          for (const modifier of modifiers) actions = actions.keyDown(modifier);
          actions = actions.sendKeys(main!);
          for (const modifier of modifiers) actions = actions.keyUp(modifier);
          await actions.perform();
        },
        problems: async () =>
          JSON.parse(
            ((await browser.executeScript(
              `return sessionStorage.getItem(${JSON.stringify(problemsKey)})`,
            )) as string | null) ?? "[]",
          ) as string[],
      };
      // One browser serves every test: leave nothing stored for the next one.
      const close = async () => {
        await browser
          .executeScript("localStorage.clear(); sessionStorage.clear();")
          .catch(() => {});
      };
      return { driver, close };
    },
    async close() {
      await browser.quit().catch(() => {});
      for (const proxy of proxies.values()) await proxy.close();
      stop();
      process.off("exit", stop);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
