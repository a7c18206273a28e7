import { apiRead } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { StaticPage, UpcomingOutlet } from '../../api/contract';
import { arrayOf, isNumber, isString, nullable, optional, shape } from '../../api/guards';
import type { Locale } from '../../i18n';
import { inLanguage } from '../../api/inLanguage';

const isLang = (value: unknown): value is 'en' | 'hi' => value === 'en' || value === 'hi';
const isStaticPage = shape<StaticPage>({ slug: isString, title: isString, html: isString, updatedAt: isNumber, lang: optional(isLang) });
const isUpcomingOutlet = shape<UpcomingOutlet>({
  recordId: isNumber,
  name: isString,
  city: isString,
  locality: isString,
  openingMonth: isString,
  description: isString,
  imageUrl: isString,
  lang: optional(isLang),
  endsAt: optional(nullable(isNumber)),
});


export const fetchStaticPage = (slug: string, locale: Locale) => apiRead(inLanguage(PATHS.staticPage(slug), locale), { guard: isStaticPage });

/** Listed until their end (issue 46), also from the worker's kept copy: one over since is not shown. */
export const fetchUpcomingOutlets = async (locale: Locale) => {
  const answer = await apiRead(inLanguage(PATHS.upcomingOutlets, locale), { guard: arrayOf(isUpcomingOutlet) });
  const now = Date.now();
  return { ...answer, value: answer.value.filter((outlet) => outlet.endsAt == null || outlet.endsAt > now) };
};
