/**
 * The info pages' sanitiser, run where it runs for customers: in Chromium. DOMPurify does not support the
 * simulated DOMs (happy-dom lets payloads through: cure53/DOMPurify#1457), so a pass there would prove nothing.
 * The module is bundled as it is (vite, in memory) and loaded into a page served from an http origin.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from '../../src/features/pages/pageAllowList';

const ORIGIN = 'https://app.goldleaf.test';
let browser: Browser;
let page: Page;

async function bundleSanitizer(): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: 'src/features/pages/sanitizeHtml.ts', formats: ['iife'], name: 'PageSanitizer' } },
  })) as Rolldown.RolldownOutput[];
  const chunk = result[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the sanitiser did not bundle');
  return chunk.code;
}

beforeAll(async () => {
  const code = await bundleSanitizer();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>t</title><body></body>' }));
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: code });
}, 60_000);
afterAll(() => browser?.close());

/** The sanitised HTML as markup, and whether anything ran while it was parsed, inserted and its images settled. */
async function clean(html: string): Promise<{ out: string; ran: boolean }> {
  return page.evaluate(async (input) => {
    const win = window as unknown as { __xss?: number; PageSanitizer: { sanitizePageHtml(html: string): DocumentFragment } };
    delete win.__xss;
    const box = document.createElement('div');
    document.body.replaceChildren(box);
    box.append(win.PageSanitizer.sanitizePageHtml(input));
    // Every image has loaded or failed and its events have been dispatched: an onload or onerror would have run.
    const images = [...box.querySelectorAll('img')];
    await Promise.all(images.map((img) => (img.complete ? null : new Promise((settled) => ['load', 'error'].forEach((type) => img.addEventListener(type, settled, { once: true }))))));
    await new Promise((settled) => setTimeout(settled, 0));
    return { out: box.innerHTML, ran: win.__xss !== undefined };
  }, html);
}

describe('sanitizePageHtml (Chromium)', () => {
  it('keeps the text structure of a page as written', async () => {
    const { out } = await clean(
      '<h2>Hours</h2><p>Open <strong>daily</strong>, <em>late</em> on Fridays.<br>Call us.</p><hr>' +
        '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote>' +
        '<table><caption>Menu</caption><thead><tr><th scope="col">Dish</th></tr></thead><tbody><tr><td colspan="2">Dal</td></tr></tbody></table>' +
        '<figure><img src="/media/ceo-portrait.svg" alt="CEO" width="480" height="480"><figcaption>CEO</figcaption></figure>',
    );
    for (const tag of ['h2', 'p', 'strong', 'em', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'img', 'figcaption']) {
      expect(out, tag).toContain(`<${tag}`);
    }
    expect(out).toContain('<th scope="col">Dish</th>');
    expect(out).toContain('<td colspan="2">Dal</td>');
    expect(out).toContain('alt="CEO"');
  });

  it('removes scripts, styles, frames, forms, SVG, MathML and other active content, keeping harmless text', async () => {
    const { out, ran } = await clean(
      '<p>before</p><script>window.__xss = 1</script><style>body{display:none}</style>' +
        '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="javascript:window.__xss=1"><input name="q"><button>Go</button></form>' +
        '<svg onload="window.__xss=1"><circle r="4"></circle></svg><math><mi>x</mi></math>' +
        '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1"><link rel="stylesheet" href="/evil.css">' +
        '<template><img src=x onerror="window.__xss=1"></template><p>after</p>',
    );
    expect(ran).toBe(false);
    expect(out).toMatch(/^<p>before<\/p>/);
    expect(out).toMatch(/<p>after<\/p>$/);
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'svg', 'math', 'meta', 'link', 'template', 'circle']) {
      expect(out, tag).not.toContain(`<${tag}`);
    }
    expect(out).not.toMatch(/__xss|javascript:/i);
  });

  it('drops event handlers, style, class, id and data attributes', async () => {
    const { out, ran } = await clean(
      '<p style="background:url(javascript:alert(1))" onclick="x()" data-x="1" class="c" id="i">Tap</p>' +
        '<img src="/nope.png" onerror="window.__xss=1" style="width:expression(alert(1))">',
    );
    expect(ran).toBe(false);
    expect(out).toContain('<p>Tap</p>');
    expect(out).not.toMatch(/style=|onclick|onerror|data-x|class=|id=|expression/);
  });

  it('keeps only http(s), mailto:, tel: and same-site links', async () => {
    const { out } = await clean(
      '<a href="javascript:alert(1)">js</a><a href="JaVaScRiPt&colon;alert(1)">js2</a><a href=" &#14; javascript:alert(1)">js3</a>' +
        '<a href="data:text/html,<script>1</script>">data</a><a href="vbscript:msgbox(1)">vb</a><a href="//evil.example/">proto-relative</a>' +
        '<a href="mailto:care@goldleaf.example">mail</a><a href="tel:+911724660808">call</a><a href="/restaurants">outlets</a>',
    );
    expect(out).not.toMatch(/javascript|data:|vbscript|evil\.example/i);
    expect(out).toContain('<a>js</a>');
    expect(out).toContain('<a href="mailto:care@goldleaf.example">mail</a>');
    expect(out).toContain('<a href="tel:+911724660808">call</a>');
    expect(out).toContain('<a href="/restaurants">outlets</a>');
  });

  it('opens other sites in a new tab without a handle back, and keeps own links in the app', async () => {
    const { out } = await clean(
      `<a href="https://www.fssai.gov.in/" target="_self" rel="opener">FSSAI</a><a href="${ORIGIN}/ceo" target="_blank" rel="opener">CEO</a>`,
    );
    expect(out).toContain('<a href="https://www.fssai.gov.in/" target="_blank" rel="noopener noreferrer">FSSAI</a>');
    expect(out).toContain(`<a href="${ORIGIN}/ceo">CEO</a>`);
  });

  it('makes pictures load lazily and decode off the main thread', async () => {
    const { out } = await clean('<img src="/media/ceo-portrait.svg" alt="" loading="eager" decoding="sync">');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).not.toMatch(/"eager"|"sync"/);
  });

  it('allows no SVG, MathML, form, frame or media tag at all', () => {
    for (const tag of ['svg', 'math', 'form', 'iframe', 'script', 'style', 'object', 'embed', 'input', 'video', 'audio', 'source', 'meta', 'link']) {
      expect(ALLOWED_TAGS).not.toContain(tag);
    }
  });
});
