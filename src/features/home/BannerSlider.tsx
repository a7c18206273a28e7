import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Banner } from '../../api/contract';
import { t } from '../../i18n';
import { orderTypeAtom } from '../cart/cartAtoms';
import { bannerDestination } from './bannerAction';
import { topBannersAtom } from './bannerAtoms';
import { m } from './messages';

/** Resolves when the browser has a moment to spare (at the latest after `timeout` ms). */
const whenIdle = (timeout: number) =>
  new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 200)));

// The carousel library is not needed to paint the first banner (the LCP element): it arrives just after, once
// the home screen is up, as setting up the carousel measures the page (a long task on a slow phone).
const BannerCarousel = lazy(() => whenIdle(2000).then(() => import('./BannerCarousel')));

export function BannerSlider() {
  const banners = useAtomValue(topBannersAtom);
  if (banners.state === 'loading') {
    // The same box as the slides and their dots (and as index.html's shell): nothing moves when they arrive.
    return (
      <div className="banner-slider" aria-hidden="true">
        <div className="banner-slider__skeleton" />
        <div className="banner-slider__dots" />
      </div>
    );
  }
  if (banners.state === 'hasError' || !banners.data?.length) return null;
  return (
    <Suspense fallback={<FirstBanner banners={banners.data} />}>
      <BannerCarousel banners={banners.data} />
    </Suspense>
  );
}

/** Until the carousel has loaded: its first slide in the same box, already tappable. */
function FirstBanner({ banners }: { banners: Banner[] }) {
  const open = useOpenBanner();
  const [first] = banners;
  return (
    <section className="banner-slider" aria-label={t(m.offers)}>
      <div className="banner-slider__viewport">
        <div className="banner-slider__track">{first && <BannerSlide banner={first} index={0} count={banners.length} onOpen={open} />}</div>
      </div>
      <div className="banner-slider__dots" />
    </section>
  );
}

/** A banner's action (SPEC 2, banner behaviour): sets the order type it names and goes where it says. */
export function useOpenBanner(): (banner: Banner) => void {
  const navigate = useNavigate();
  const setOrderType = useSetAtom(orderTypeAtom);
  return useCallback(
    (banner: Banner) => {
      const destination = bannerDestination(banner.sliderAction);
      if (destination.orderType) setOrderType(destination.orderType);
      void navigate({ to: destination.to });
    },
    [navigate, setOrderType],
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
