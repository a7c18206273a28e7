import { useCallback } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import type { Banner } from '../../api/contract';
import { t } from '../../i18n';
import { orderTypeAtom } from '../cart/cartAtoms';
import { m } from './messages';
import './home.css';

/** A banner's action (SPEC 2, banner behaviour): sets the order type it names and goes where it says. */
export function useOpenBanner(): (banner: Banner) => void {
  const navigate = useNavigate();
  const router = useRouter();
  const setOrderType = useSetAtom(orderTypeAtom);
  return useCallback(
    (banner: Banner) => {
      // What an action means is read on the tap (bannerAction.ts, src/lib/sliderAction.ts): home's first view does
      // without it, within its budget; the worker holds the chunk, so a tap offline still goes where it says.
      void import('./bannerAction').then(({ bannerDestination }) => {
        const destination = bannerDestination(banner.sliderAction);
        if ('link' in destination) {
          // Another site: its own tab, with no handle back to the app and no referrer.
          window.open(destination.link, '_blank', 'noopener,noreferrer');
          return;
        }
        if ('path' in destination) {
          // An outlet, an event or a page by its address, which the router matches as any link's.
          router.history.push(destination.path);
          return;
        }
        if (destination.orderType) setOrderType(destination.orderType);
        void navigate({ to: destination.to });
      });
    },
    [navigate, router, setOrderType],
  );
}

export function BannerSlide({ banner, index, count, onOpen }: { banner: Banner; index: number; count: number; onOpen: (banner: Banner) => void }) {
  return (
    <button
      type="button"
      className="banner-slider__slide"
      aria-roledescription={t(m.slide)}
      aria-label={t(m.slideLabel, { title: banner.title, number: index + 1, count })}
      onClick={() => onOpen(banner)}
    >
      <picture>
        <source media="(min-width: 700px)" srcSet={banner.webImageUrlLarge} />
        <img
          src={banner.adImageUrlLarge}
          alt=""
          // A mouse's swipe drags the banner, not its picture (a picture's drag ends the pointer's events).
          draggable={false}
          width="1200"
          height="500"
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
        />
      </picture>
    </button>
  );
}
