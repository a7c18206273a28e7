import { RATING_CHANGE_WINDOW_MS } from '../../api/endpoints';

/** Until when a given rating can still be changed (epoch ms), or null when it cannot (or was never given). */
export function ratingChangeableUntil(order: { rating: number | null; ratedAt: number | null }, now: number): number | null {
  if (order.rating === null || order.ratedAt === null) return null;
  const until = order.ratedAt + RATING_CHANGE_WINDOW_MS;
  return now < until ? until : null;
}
