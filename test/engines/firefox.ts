/**
 * Firefox ESR (Debian's /usr/bin/firefox-esr) driven by puppeteer-core over WebDriver BiDi, headless. puppeteer-core
 * brings no browser of its own: it starts the one installed.
 */
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { PHONE, type Driver } from './driver';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function openFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: PHONE });
  const page = await browser.newPage();
  const element = async (expression: string) => {
    const handle = await page.evaluateHandle(expression);
    const found = handle.asElement();
    if (!found) throw new Error(`no element: ${expression}`);
    return found as ElementHandle<Element>;
  };
  return {
    version: `firefox ${(await browser.version()).replace(/^Firefox\//i, '')}`,
    open: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: async (expression) => (await element(expression)).click(),
    type: async (expression, text) => (await element(expression)).type(text),
    close: () => browser.close(),
  };
}
