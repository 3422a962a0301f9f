/** The part of jsdom's API the scripts and tests use (jsdom ships no types; @types/jsdom lags its majors). */
declare module "jsdom" {
  /** Where a document's console goes; a new one, never told where to send, drops it. */
  export class VirtualConsole {}
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        runScripts?: "outside-only";
        pretendToBeVisual?: boolean;
        virtualConsole?: VirtualConsole;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
