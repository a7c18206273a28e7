/**
 * WebKitGTK (Safari's engine; Debian's webkit2gtk-driver) driven by selenium-webdriver over classic WebDriver:
 * WebKitWebDriver starts MiniBrowser in automation mode. It needs a display: run under xvfb-run.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, type WebElement } from 'selenium-webdriver';
import { PHONE, type Driver } from './driver';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A free port on loopback for the driver (it takes one on its command line). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the driver answers its status. */
async function ready(url: string, deadline: number): Promise<void> {
  for (;;) {
    const status = await fetch(`${url}/status`).then((res) => res.ok, () => false);
    if (status) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openWebKit(): Promise<Driver> {
  const port = await freePort();
  const service = spawn(DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await ready(url, Date.now() + 30_000);
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
    .build();
  await driver.manage().window().setRect(PHONE);
  const capabilities = await driver.getCapabilities();
  const element = async (expression: string) => {
    const found = (await driver.executeScript(`return ${expression};`)) as WebElement | null;
    if (!found) throw new Error(`no element: ${expression}`);
    return found;
  };
  return {
    version: `webkitgtk ${String(capabilities.get('browserVersion'))}`,
    open: (target) => driver.get(target),
    reload: () => driver.navigate().refresh(),
    evaluate: <T>(expression: string) => driver.executeScript(`return ${expression};`) as Promise<T>,
    click: async (expression) => (await element(expression)).click(),
    type: async (expression, text) => (await element(expression)).sendKeys(text),
    close: async () => {
      await driver.quit().catch(() => undefined);
      service.kill('SIGTERM');
    },
  };
}
