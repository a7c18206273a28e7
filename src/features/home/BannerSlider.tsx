import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Banner } from '../../api/contract';
import { orderTypeAtom } from '../cart/cartAtoms';
import { bannerDestination } from './bannerAction';
import { topBannersAtom } from './bannerAtoms';

const AUTOPLAY_MS = 5000;

export function BannerSlider() {
  const banners = useAtomValue(topBannersAtom);
  if (banners.state === 'loading') return <div className="banner-slider banner-slider--placeholder" aria-hidden="true" />;
  if (banners.state === 'hasError' || !banners.data?.length) return null;
  return <Slides banners={banners.data} />;
}

function Slides({ banners }: { banners: Banner[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const navigate = useNavigate();
  const setOrderType = useSetAtom(orderTypeAtom);

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

  const open = useCallback(
    (banner: Banner) => {
      const destination = bannerDestination(banner.sliderAction);
      if (destination.orderType) setOrderType(destination.orderType);
      void navigate({ to: destination.to });
    },
    [navigate, setOrderType],
  );

  return (
    <section className="banner-slider" aria-roledescription="carousel" aria-label="Offers">
      <div className="banner-slider__viewport" ref={viewportRef}>
        <div className="banner-slider__track">
          {banners.map((banner, index) => (
            <button
              type="button"
              key={banner.recordId}
              className="banner-slider__slide"
              aria-roledescription="slide"
              aria-label={`${banner.title} (${index + 1} of ${banners.length})`}
              onClick={() => open(banner)}
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
                  decoding="async"
                />
              </picture>
            </button>
          ))}
        </div>
      </div>
      <div className="banner-slider__dots">
        {banners.map((banner, index) => (
          <button
            type="button"
            key={banner.recordId}
            className="banner-slider__dot"
            aria-label={`Show offer ${index + 1}`}
            aria-current={index === selected}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
