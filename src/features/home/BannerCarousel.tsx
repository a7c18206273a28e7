/** The swiping, autoplaying slider (embla), loaded on the banner's first move (BannerSlider.tsx). */
import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { Banner } from '../../api/contract';
import { BannerFrame } from './BannerFrame';
import { AUTOPLAY_MS, type BannerMove, prefersReducedMotion } from './bannerMoves';

/** `firstMove` is what loaded it (a swipe, a dot, the autoplay): the carousel makes that move as soon as it is up. */
export default function BannerCarousel({ banners, firstMove }: { banners: Banner[]; firstMove: BannerMove }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    if (firstMove === 'next') embla.scrollNext();
    else if (firstMove === 'prev') embla.scrollPrev();
    else embla.scrollTo(firstMove.to);
    const timer = prefersReducedMotion() ? undefined : window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => {
      embla.off('select', onSelect);
      window.clearInterval(timer);
    };
    // The first move is made once, when embla is up; it does not change afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [embla]);

  return <BannerFrame banners={banners} selected={selected} viewportRef={viewportRef} onDot={(index) => embla?.scrollTo(index)} />;
}
