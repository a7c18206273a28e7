import type { Banner } from '../../api/contract';

/**
 * A banner is shown until its end (issue 46), also from the copy the worker kept when the network is gone: a festival
 * banner kept on Friday is not shown on Saturday offline. A copy kept before banners had ends has none: shown.
 */
export const stillShown = (banners: Banner[], now: number): Banner[] => banners.filter((banner) => banner.endsAt == null || banner.endsAt > now);
