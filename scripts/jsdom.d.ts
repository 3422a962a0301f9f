/** The part of jsdom's API the scripts use (jsdom ships no types; @types/jsdom lags its majors). */
declare module "jsdom" {
  export class JSDOM {
    constructor(
      html?: string,
      options?: { runScripts?: "outside-only"; pretendToBeVisual?: boolean },
    );
    readonly window: Window & typeof globalThis;
  }
}
