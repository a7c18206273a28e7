/**
 * A diner's read of the chain's words in `locale` (issue 46): the language in the address, so the worker's copies,
 * the server's and their ETags keep each language apart; English, the words as written, asks plainly. Its own module,
 * shared by the menu's code and the server's inlined answers (server/http/routeData.ts), outside the first view's.
 */
export const inLanguage = (path: string, locale: string): string => (locale === 'en' ? path : `${path}?lang=${locale}`);
