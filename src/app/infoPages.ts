import type { MessageRef } from '../i18n';
import { TITLES } from './routeTitles';

/**
 * The chain's own pages that the pages feature shows (SPEC 1), each at /<page> and named for the tab title and the
 * header. One route serves them all (src/routes/$page.tsx): the router's tree, which every first view loads, carries
 * one line for them instead of seven. Its params' check refuses any other word, so an unknown path is still 'Page
 * Not Found', and links name the page by this type. The forms (/contact-us, /franchise, /job-and-career) keep routes
 * of their own: each is its own code, which the other pages would otherwise load, or wait for.
 */
export const INFO_PAGE_TITLES = {
  ceo: TITLES.ceoSpeaks,
  'privacy-policy': TITLES.privacyPolicy,
  'terms-and-conditions': TITLES.termsAndConditions,
  'nutrition-information': TITLES.nutritionInformation,
  'upcoming-outlets': TITLES.upcomingOutlets,
  'atm-bar': TITLES.atmBar,
  'mrp-night': TITLES.mrpNight,
} as const satisfies Record<string, MessageRef>;

export type InfoPage = keyof typeof INFO_PAGE_TITLES;

export const isInfoPage = (page: string): page is InfoPage => Object.hasOwn(INFO_PAGE_TITLES, page);
