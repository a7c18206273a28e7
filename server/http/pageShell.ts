/**
 * index.html paints home's shell (banner, order-type tabs). A deep link to any other screen (an outlet, checkout,
 * tracking opened from a push) is sent with data-shell="page", and the shell's own CSS shows a page's header
 * (back, brand, menu, cart) over a neutral skeleton instead: never home's tabs for a moment before the screen.
 */
import { isBuiltShell, type ShellFiller } from './static';

const APP_ROOT = '<div class="app" aria-busy="true">';

export const pageShell: ShellFiller = (urlPath, html) =>
  Promise.resolve(urlPath === '/' || isBuiltShell(urlPath) ? html : html.replace(APP_ROOT, '<div class="app" aria-busy="true" data-shell="page">'));
