import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import type { Banner } from '../../api/contract';
import { t } from '../../i18n';
import { BannerSlide, useOpenBanner } from './BannerSlide';
import { topBannersAtom } from './bannerAtoms';
import { m } from './messages';
import './home.css';

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
