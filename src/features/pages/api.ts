import { apiRead } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { StaticPage, UpcomingOutlet } from '../../api/contract';
import { arrayOf, isNumber, isString, shape } from '../../api/guards';

const isStaticPage = shape<StaticPage>({ slug: isString, title: isString, html: isString, updatedAt: isNumber });
const isUpcomingOutlet = shape<UpcomingOutlet>({
  recordId: isNumber,
  name: isString,
  city: isString,
  locality: isString,
  openingMonth: isString,
  description: isString,
  imageUrl: isString,
});

export const fetchStaticPage = (slug: string) => apiRead(PATHS.staticPage(slug), { guard: isStaticPage });

export const fetchUpcomingOutlets = () => apiRead(PATHS.upcomingOutlets, { guard: arrayOf(isUpcomingOutlet) });
