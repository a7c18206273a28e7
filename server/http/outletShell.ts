/**
 * A deep link to an outlet (a QR code on the table, a shared link, a push) paints the outlet's first screen from
 * the HTML: its name, whether it is open, the order types, the search bar and the first dishes, so a diner on weak
 * signal reads the menu before about 125 KB of scripts have arrived and run. React then renders the same screen
 * over it (src/features/menu: OutletScreen, OutletHeader, MenuView, MenuItemRow): same classes, same order, so
 * nothing moves. What the server cannot know waits for the app: the distance from the diner, the order type and
 * the cart they chose on this device. The controls are inert until then (spans, a read-only field).
 * The screen's stylesheets are inlined on this page only, as the dishes need them to be laid out.
 */
import { closedOn } from '../../src/lib/closures';
import type { Menu, MenuItem, RestaurantDetail } from '../../src/api/contract';
import { UUID_PATTERN } from '../../src/api/endpoints';
import { m as cartWords } from '../../src/rules/cartWords';
import { closedLine } from '../../src/rules/closedLine';
import { dishFacts } from '../../src/rules/dishFacts';
import { CHIP_ALLERGENS, declaresDietary, menuSections } from '../../src/rules/menuSections';
import { m } from '../../src/rules/menuWords';
import { OUTLET_SERVICES } from '../../src/rules/outletServices';
import { m as outletWords } from '../../src/rules/outletWords';
import { t, type MessageRef } from '../../src/i18n';
import { formatRupees } from '../../src/lib/format';
import { vegMark } from '../../src/rules/vegMarks';
import { langOf } from '../../src/rules/contentLang';
import { hoursAt, isOpenAllDay } from '../../src/lib/openingHours';
import { outletStatus, STATUS_WORDS } from '../../src/rules/outletStatus';
import { escapeHtml } from './escapeHtml';
import { inlineStylesheets } from './inlineStylesheets';
import { outletPage } from './outletPage';
import type { ShellFiller } from './static';
import type { Deps } from './types';

/** index.html's neutral skeleton for pages (data-shell="page"), which an outlet's first screen replaces. */
const PAGE_SKELETON = /<div class="screen shell-page">(?:\s*<div class="skeleton-[\w-]+"><\/div>)*\s*<\/div>/;
const OUTLET_PATH = /^\/restaurants\/([^/]+)\/?$/;
/** More than a phone's first screen holds (about four): the rest of the menu comes with the app. */
const FIRST_DISHES = 6;

const CLOCK =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/>' +
  '<path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
/** The rating's star, as src/ui/StarIcon.tsx draws it (a typed ★ sends the first layout looking for a font). */
const STAR = '<svg class="outlet-head__star" aria-hidden="true" viewBox="0 0 24 24" width="12" height="12"><path fill="currentColor" d="M12 17.3 18.2 21l-1.6-7 5.4-4.8-7.2-.6L12 2 9.2 8.6 2 9.2l5.4 4.8-1.6 7z"/></svg>';
const CHEVRON = '<svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
/**
 * A catalogue word in English, the element before it marked with the word's key, so that a Hindi reader gets it
 * in Hindi (shellLanguage.ts replaces the text that follows the marked tag).
 */
const marked = (ref: MessageRef) => `data-shell-text="${ref.area}.${ref.key}">${escapeHtml(String(ref.en))}`;
const word = (tag: string, ref: MessageRef, attributes = '', after = '') => `<${tag}${attributes} ${marked(ref)}${after}</${tag}>`;
/** The chain's words marked English where they have none in the reader's language yet, as the app marks them. */
const langAttribute = (lang: string | undefined) => (lang ? ` lang="${lang}"` : '');

function header(outlet: RestaurantDetail, now: number): string {
  // The hours kept now, as the app's header says them (src/features/restaurants/hoursText.ts).
  const day = hoursAt(outlet, now);
  const hours = day === null ? null : isOpenAllDay(day) ? word('span', outletWords.openAllDay) : escapeHtml(`${day.opens}–${day.closes}`);
  const rating =
    outlet.reviewCount > 0
      ? ` · <span class="outlet-head__rating">${STAR} ${outlet.averageRating.toFixed(1)} (${outlet.reviewCount})</span>`
      : '';
  const { words, className } = STATUS_WORDS[outletStatus(outlet, now)];
  const status = word('strong', words, ` class="${className}"`);
  // Inside a closure the hours say nothing: the closed line says why and when it is back (as OutletHeader.tsx).
  const shownHours = closedOn(outlet.closure, now) || hours === null ? '' : ` · ${hours}`;
  return (
    `<header class="outlet-head"><h1 class="outlet-head__title">${escapeHtml(outlet.title)}</h1>` +
    `<div class="outlet-head__row"><p class="outlet-head__meta">${status}${shownHours}${rating}</p>` +
    `${word('span', m.info, ' class="outlet-head__info"', CHEVRON)}</div></header>`
  );
}

function orderTypes(outlet: RestaurantDetail): string {
  const served = OUTLET_SERVICES.filter((service) => service.serves(outlet));
  const options = served.map((service, i) => word('span', service.label, ` class="segmented__option" aria-checked="${i === 0}"`));
  return `<div class="segmented outlet__order-type">${options.join('')}</div>`;
}

/**
 * A closed outlet's line over its dishes, as MenuView says it ('Closed now. Opens at 10:00 am.'). In English: a
 * sentence with a time in it is not one of the marked words shellLanguage.ts swaps, so a Hindi reader's app
 * rewrites it (the same line, in place).
 */
const closedNotice = (closed: string | null) => (closed ? `<p class="menu-bar__closed" id="menu-closed">${CLOCK}<span>${escapeHtml(closed)}</span></p>` : '');

/** DietaryChips, inert: Egg-free and Jain swap to Hindi by their marks, the 'No <allergen>' ones once the app runs. */
const dietaryChips = [
  word('span', m.eggFree, ' class="tabs__tab"'),
  word('span', m.jain, ' class="tabs__tab"'),
  ...CHIP_ALLERGENS.map((allergen) => `<span class="tabs__tab">${escapeHtml(t(m.without, { allergen: t(m[allergen]) }))}</span>`),
].join('');

function menuBar(menu: Menu, closed: string | null): string {
  const categories = menu.categoryList.map((category) => `<span class="tabs__tab"${langAttribute(langOf(category, 'title'))}>${escapeHtml(category.title)}</span>`);
  return (
    `<div class="menu-bar">${closedNotice(closed)}<div class="menu-view__controls">` +
    `<input class="input menu-bar__search" type="search" readonly tabindex="-1" aria-hidden="true">` +
    `<label class="switch"><input type="checkbox" tabindex="-1" aria-hidden="true" ${marked(m.vegOnly)}</label></div>` +
    `<div class="tabs menu-bar__categories">${word('span', m.all, ' class="tabs__tab" aria-pressed="true"')}${categories.join('')}</div></div>` +
    (declaresDietary(menu) ? `<div class="tabs menu-view__diets">${dietaryChips}</div>` : '')
  );
}

/** The dish's kcal and allergens as MenuItemRow says them, in English: the app rewrites it for a Hindi reader. */
function facts(item: MenuItem): string {
  const line = dishFacts(item);
  return line ? `<p class="menu-item__facts">${escapeHtml(line)}</p>` : '';
}

function dishes(menu: Menu, closed: boolean): string {
  // At a closed outlet Add looks unavailable from the first paint, as the app then shows it.
  const add = word('span', cartWords.add, ` class="stepper stepper--add"${closed ? ' aria-disabled="true"' : ''}`);
  let left = FIRST_DISHES;
  const sections = [];
  for (const section of menuSections(menu)) {
    if (left <= 0) break;
    const rows = section.items.slice(0, left).map((item) => {
      const image = item.imageUrl ? `<img class="menu-item__image" src="${escapeHtml(item.imageUrl)}" alt="" width="104" height="88">` : '';
      const action = item.isAvailable ? add : word('span', m.notAvailable, ' class="muted menu-item__unavailable"');
      return (
        // The name in the box of the app's button that opens the dish's sheet, so the app lays it where this did.
        `<li class="menu-item${image ? '' : ' menu-item--no-image'}"><div class="menu-item__text">` +
        `<span class="veg-mark ${vegMark(item.vegNonVeg).className}"></span>` +
        `<h3 class="menu-item__title"><span class="menu-item__open title-button"${langAttribute(langOf(item, 'title'))}>${escapeHtml(item.title)}</span></h3><p class="menu-item__price">${escapeHtml(formatRupees(item.price))}</p>` +
        `<p class="menu-item__description"${langAttribute(langOf(item, 'description'))}>${escapeHtml(item.description)}</p>${facts(item)}</div>` +
        `<div class="menu-item__side">${image}${action}</div></li>`
      );
    });
    left -= rows.length;
    sections.push(`<section class="menu-section"><h3 class="menu-view__section"${langAttribute(section.lang)}>${escapeHtml(section.title)}</h3><ul class="menu-list">${rows.join('')}</ul></section>`);
  }
  return sections.join('');
}

export function outletShell(deps: Deps, staticDir: string): ShellFiller {
  const withStylesheets = inlineStylesheets(staticDir);
  return async (urlPath, html, request) => {
    const uuid = OUTLET_PATH.exec(urlPath)?.[1]?.toLowerCase();
    if (!uuid || !UUID_PATTERN.test(uuid) || !PAGE_SKELETON.test(html)) return html;
    // The menu the app is handed (routeData.ts) and then renders over this one: the same copy, so nothing moves.
    const page = await outletPage(deps, uuid, request).catch(() => null);
    // An outlet that is not there keeps the skeleton: the app says so in its own words.
    if (!page) return html;
    const { detail: outlet, menu } = page;
    const now = deps.now();
    const closed = closedLine(outlet, now);
    const screen =
      `<article class="screen shell-page outlet">${header(outlet, now)}${orderTypes(outlet)}` +
      `<section class="menu-view">${menuBar(menu, closed)}${dishes(menu, closed !== null)}</section></article>`;
    return withStylesheets(html.replace(PAGE_SKELETON, screen));
  };
}
