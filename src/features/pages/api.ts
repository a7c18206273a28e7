import { request } from '../../api/client';
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

/** What a read screen shows, and when the worker's copy it came from was fetched (null: fresh from the network). */
export interface Read<T> {
  value: T;
  cachedAt: number | null;
}

export async function fetchStaticPage(slug: string): Promise<Read<StaticPage>> {
  const result = await request('GET', PATHS.staticPage(slug), undefined, { guard: isStaticPage });
  return { value: result.data, cachedAt: result.cachedAt };
}

export async function fetchUpcomingOutlets(): Promise<Read<UpcomingOutlet[]>> {
  const result = await request('GET', PATHS.upcomingOutlets, undefined, { guard: arrayOf(isUpcomingOutlet) });
  return { value: result.data, cachedAt: result.cachedAt };
}
