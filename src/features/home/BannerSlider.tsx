import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Banner } from '../../api/contract';
import { BannerFrame } from './BannerFrame';
import { topBannersAtom } from './bannerAtoms';
import { AUTOPLAY_MS, type BannerMove, prefersReducedMotion, SWIPE_PX } from './bannerMoves';
import './home.css';

// The carousel library (embla, 6.6 KB gzip) draws nothing of the first screen: the first slide and the dots are plain
// markup (BannerFrame). It loads when the banner first has to move: the diner's first touch on it (so that it is
// mostly there by the end of a swipe), a dot, or the autoplay's first turn.
const loadCarousel = () => import('./BannerCarousel');
const BannerCarousel = lazy(loadCarousel);

export function BannerSlider() {
  const banners = useAtomValue(topBannersAtom);
  const [firstMove, setFirstMove] = useState<BannerMove>();
  // Set by a swipe before embla, read by the click that a mouse's swipe ends in (the still banner is drawn again
  // under the loading carousel between the two): a swipe does not open the banner.
  const swipedRef = useRef(false);
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
  if (!firstMove) return <StillBanner banners={banners.data} swipedRef={swipedRef} onMove={setFirstMove} />;
  return (
    <Suspense fallback={<StillBanner banners={banners.data} swipedRef={swipedRef} onMove={() => undefined} />}>
      <BannerCarousel banners={banners.data} firstMove={firstMove} />
    </Suspense>
  );
}

/** The banner before embla: the first slide, tappable, that reports its first move (swipe, dot or autoplay). */
function StillBanner({ banners, swipedRef, onMove }: { banners: Banner[]; swipedRef: RefObject<boolean>; onMove: (move: BannerMove) => void }) {
  const downX = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (banners.length < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setTimeout(() => onMove('next'), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [banners.length, onMove]);

  return (
    <BannerFrame
      banners={banners}
      selected={0}
      onDot={(index) => onMove({ to: index })}
      onPointerDown={(event) => {
        downX.current = event.clientX;
        swipedRef.current = false;
        void loadCarousel();
      }}
      onPointerUp={(event) => {
        const travel = downX.current === undefined ? 0 : event.clientX - downX.current;
        downX.current = undefined;
        if (Math.abs(travel) < SWIPE_PX || banners.length < 2) return;
        swipedRef.current = true;
        onMove(travel < 0 ? 'next' : 'prev');
      }}
      canOpen={() => !swipedRef.current}
    />
  );
}
