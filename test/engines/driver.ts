/**
 * What the engine journey (journey.ts) asks of a browser, the same for every engine: Firefox through puppeteer
 * (WebDriver BiDi, firefox.ts), WebKitGTK through its WebDriver (webkit.ts). Elements are named by a JavaScript
 * expression run in the page (see journey.ts's `find`), so each engine finds them alike; clicks and typing go
 * through the engine's own input, as a user's would.
 */
export interface Driver {
  /** The engine and its version as the browser reports it, e.g. 'firefox 153.7.0esr'. */
  readonly version: string;
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value of a JavaScript expression in the page, a promise awaited; JSON values only. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element the expression names (scrolled into view first). */
  click(element: string): Promise<void>;
  /** Types into the input the expression names. */
  type(element: string, text: string): Promise<void>;
  close(): Promise<void>;
}

/** A phone's screen, as the Chromium tests use (playwright.config.ts): the app's phone layout, its floating cart bar. */
export const PHONE = { width: 390, height: 844 };
