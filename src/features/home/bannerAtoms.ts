import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import type { Banner } from '../../api/contract';
import { localeAtom } from '../../i18n/localeAtom';
import { store } from '../../lib/store';
import { defaultPlace } from '../location/locate';
import { placeAtom } from '../location/locationAtoms';
import { fetchBanners } from './api';
import { stillShown } from './stillShown';

/**
 * The top banners, fetched once, at once: with where the food goes when it is already known (a place the diner
 * chose is), else with the default address. They are the chain's offers and the largest thing on the first screen, so they do not
 * wait up to 3 s for a GPS fix, and do not reload (and flash) when one arrives. Another language asks again:
 * their words are drawn in the pictures.
 */
const topBannersQueryAtom = atom<Promise<Banner[]>>(async (get) =>
  stillShown(await fetchBanners('DashboardTop', store.get(placeAtom) ?? defaultPlace(), get(localeAtom)), Date.now()),
);
export const topBannersAtom = loadable(topBannersQueryAtom);
