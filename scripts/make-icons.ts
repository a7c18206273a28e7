/**
 * Renders public/icons/icon.svg into the PNG icons the manifest names (run once after changing the SVG):
 *   node --import tsx scripts/make-icons.ts
 * Uses Debian's Chromium through Playwright, so no image tool is needed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const targets = [
  { file: 'icon-192.png', size: 192, padding: 0, square: false },
  { file: 'icon-512.png', size: 512, padding: 0, square: false },
  // Maskable: the artwork inside the central 80 % safe zone, on a full-bleed black square.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.14, square: true },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.08, square: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const { file, size, padding, square } of targets) {
  const inset = Math.round(size * padding);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:${square ? '#000' : 'transparent'}">
       <div style="width:${size - 2 * inset}px;height:${size - 2 * inset}px;margin:${inset}px">${svg}</div>
     </body>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !square });
  console.log(`public/icons/${file}`);
}
await browser.close();
