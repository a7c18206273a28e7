/** The swiping, autoplaying slider (embla), loaded after the first banner is on screen. */
import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { Banner } from '../../api/contract';
import { t } from '../../i18n';
import { BannerSlide, useOpenBanner } from './BannerSlide';
import { m } from './messages';
import './home.css';

const AUTOPLAY_MS = 5000;

export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const open = useOpenBanner();

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = reducedMotion ? undefined : window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => {
      embla.off('select', onSelect);
      window.clearInterval(timer);
    };
  }, [embla]);

  return (
    <section className="banner-slider" aria-roledescription={t(m.carousel)} aria-label={t(m.offers)}>
      <div className="banner-slider__viewport" ref={viewportRef}>
        <div className="banner-slider__track">
          {banners.map((banner, index) => (
            <BannerSlide key={banner.recordId} banner={banner} index={index} count={banners.length} onOpen={open} />
          ))}
        </div>
      </div>
      <div className="banner-slider__dots">
        {banners.map((banner, index) => (
          <button
            type="button"
            key={banner.recordId}
            className="banner-slider__dot"
            aria-label={t(m.showOffer, { number: index + 1 })}
            aria-current={index === selected}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
