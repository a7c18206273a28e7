// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, defineMessages, t, type Message, type MessageRef } from '../../src/i18n';
import { activateLocale, startingLocale } from '../../src/i18n/activate';
import { hindi } from '../../src/i18n/hi';
import { formatDateTime, formatDistance, formatRupees } from '../../src/lib/format';
import { versionLabel } from '../../src/features/settings/version';

const SRC = join(import.meta.dirname, '../../src');

/** Every module that declares messages, found by reading the source, so a new area cannot be missed. */
function modulesDefiningMessages(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : modulesDefiningMessages(path);
    return /\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('defineMessages(') ? [path] : [];
  });
}

/** Messages whose Hindi is rightly the English text: names, codes and symbols a Hindi reader reads as they are. */
const SAME_IN_HINDI = new Set<string>([
  // Other makers' names, and payment networks and methods as the phone's own apps name them.
  'shellMenu.appStore',
  'shellMenu.googlePlay',
  'events.modeUpi',
  'orders.modeUpi',
  'payment.methodUpi',
  'payment.byUpi',
  'payment.aboutCard',
  'payment.appGpay',
  'payment.appPhonepe',
  'payment.appPaytm',
  'payment.appBhim',
  // Tax words as an Indian invoice prints them, and units.
  'account.gstin',
  'invoice.gstin',
  'invoice.invoiceCgst',
  'invoice.invoiceSgst',
  'forms.fileSize',
  'menu.kcal',
  // Examples of codes typed as printed.
  'dineIn.codePlaceholder',
  'payment.upiPlaceholder',
  'stealDeals.dealQrPlaceholder',
  'stealDeals.giftCodePlaceholder',
  // Only placeholders and punctuation: the words come from other messages.
  'address.deleteWhich',
  'address.noResultsBecause',
  'dishChoices.extra',
]);

const isRef = (value: unknown): value is MessageRef => typeof value === 'object' && value !== null && 'area' in value && 'en' in value;
const placeholders = (message: Message) =>
  [...new Set((typeof message === 'string' ? message : Object.values(message).join(' ')).match(/\{\w+\}/g) ?? [])].sort();

afterEach(() => activateLocale('en'));

describe('the catalogue', () => {
  it('has Hindi for every English message of every area, with the same placeholders and plural shape', async () => {
    const files = modulesDefiningMessages();
    expect(files.length).toBeGreaterThan(20);
    // The kitchen board's Hindi is a chunk of the board's own bundle (src/outlet/board/hi.ts), not in the app's; the
    // rider page's (issue 37) of its own (src/rider/hi.ts).
    const catalogues = { ...hindi, board: (await import('../../src/outlet/board/hi')).default, rider: (await import('../../src/rider/hi')).default };
    const areas = new Map<string, string>();
    const declared = new Map<string, { ref: MessageRef; file: string }>();
    let count = 0;
    const copies: string[] = [];
    for (const file of files) {
      const exported = Object.values(await import(file)).flatMap((value) => (value && typeof value === 'object' ? Object.values(value) : []));
      for (const ref of exported.filter(isRef)) {
        // Each message declared once: a second declaration of the same key would differ from the first, unseen. An
        // area may be split over files (the spec's first-view words: src/config/bootMessages.ts), one Hindi file each.
        const id = `${ref.area}.${ref.key}`;
        const first = declared.get(id) ?? { ref, file: relative(SRC, file) };
        expect(first.ref === ref, `${id} is declared in ${first.file} and again in ${relative(SRC, file)}`).toBe(true);
        declared.set(id, first);
        areas.set(ref.area, first.file);
        const translated = (catalogues as Record<string, Record<string, Message> | undefined>)[ref.area]?.[ref.key];
        expect(translated, `${ref.area}.${ref.key} has no Hindi (src/i18n/hi/${ref.area}.ts, or the board's hi.ts)`).toBeDefined();
        expect(typeof translated, `${ref.area}.${ref.key}: plural in one language only`).toBe(typeof ref.en);
        expect(placeholders(translated!), `${ref.area}.${ref.key}: placeholders differ`).toEqual(placeholders(ref.en));
        const forms = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
        for (const form of forms(translated!)) expect(form.trim(), `${ref.area}.${ref.key}: Hindi is empty`).not.toBe('');
        if (forms(translated!).join('|') === forms(ref.en).join('|')) copies.push(`${ref.area}.${ref.key}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
    // A Hindi entry that copies the English is an untranslated one, but for the names and codes listed.
    expect(copies.filter((key) => !SAME_IN_HINDI.has(key))).toEqual([]);
    expect([...SAME_IN_HINDI].filter((key) => !copies.includes(key)), 'listed as the same in Hindi, but translated').toEqual([]);
    // And no Hindi file for an area nobody declares (a misspelt file name would never be read).
    expect(Object.keys(hindi).filter((area) => !areas.has(area))).toEqual([]);
  }, 60_000); // It imports every module that declares messages: a walk, not a speed check, slow on a loaded machine.
});

describe("index.html's shell", () => {
  it("paints the catalogue's words (in English, as built; the server swaps in Hindi), so they cannot drift apart", async () => {
    const html = readFileSync(join(SRC, '../index.html'), 'utf8');
    const marked = [...html.matchAll(/data-shell-text="(\w+)\.(\w+)"[^>]*>([^<]*)</g)];
    expect(marked.length).toBe(5);
    for (const [, area, key, text] of marked) {
      const { m } = (await import(`../../src/features/${area}/messages.ts`)) as { m: Record<string, MessageRef> };
      expect(text, `${area}.${key}`).toBe(m[key!]?.en);
      expect(typeof hindi[area!]?.[key!], `${area}.${key} in Hindi`).toBe('string');
    }
  });
});

describe('t', () => {
  const m = defineMessages('test', { hello: 'Hello {name}', items: { one: '{count} item', other: '{count} items' } });

  it('fills placeholders and picks the English plural form', () => {
    expect(t(m.hello, { name: 'Asha' })).toBe('Hello Asha');
    expect([0, 1, 2].map((count) => t(m.items, { count }))).toEqual(['0 items', '1 item', '2 items']);
  });

  it('speaks Hindi once Hindi is active, with Hindi plural rules (0 and 1 are "one")', async () => {
    const { m: orders } = await import('../../src/features/settings/messages');
    await activateLocale('hi');
    expect(currentLocale()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(t(orders.title)).toBe('सेटिंग्स');
    expect(new Intl.PluralRules('hi-IN').select(0)).toBe('one');
    // An area with no Hindi (only this test's) falls back to English rather than showing nothing.
    expect(t(m.hello, { name: 'Asha' })).toBe('Hello Asha');
  });

  it('formats money, distance and dates in the active language, in Asia/Kolkata', async () => {
    const instant = Date.UTC(2026, 0, 5, 10, 30);
    expect([formatRupees(130000), formatRupees(82.5), formatDistance(1834), formatDateTime(instant)]).toEqual(['₹1,30,000', '₹82.50', '1.8 km', '5 Jan 2026, 4:00 pm']);
    expect(versionLabel()).toBe('Version 0.0.');
    await activateLocale('hi');
    expect(formatRupees(130000)).toBe('₹1,30,000');
    expect(formatDistance(1834)).toBe('1.8 कि॰मी॰');
    expect(formatDateTime(instant)).toContain('जन॰');
    expect(versionLabel()).toBe('संस्करण 0.0.');
  });
});

describe('the starting language', () => {
  const setLanguages = (languages: string[]) => Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  afterEach(() => localStorage.clear());

  it("follows the browser's first language we have, English otherwise", () => {
    setLanguages(['hi-IN', 'en-US']);
    expect(startingLocale()).toBe('hi');
    setLanguages(['pa-IN', 'en-GB', 'hi']);
    expect(startingLocale()).toBe('en');
    setLanguages(['fr-FR']);
    expect(startingLocale()).toBe('en');
  });

  it('keeps a choice made on this device over the browser language', async () => {
    setLanguages(['hi-IN']);
    await activateLocale('en', { remember: true });
    expect(startingLocale()).toBe('en');
  });
});
