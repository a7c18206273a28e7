/**
 * The banner slider's markup, the same before embla and with it (BannerSlider.tsx, BannerCarousel.tsx): the first
 * slide, the others beside it out of view and a dot for each, so nothing moves when the carousel takes over.
 */
import type { PointerEventHandler, Ref } from 'react';
import type { Banner } from '../../api/contract';
import { t } from '../../i18n';
import { BannerSlide, useOpenBanner } from './BannerSlide';
import { m } from './messages';
import './home.css';

interface Props {
  banners: Banner[];
  selected: number;
  viewportRef?: Ref<HTMLDivElement>;
  onDot: (index: number) => void;
  onPointerDown?: PointerEventHandler;
  onPointerUp?: PointerEventHandler;
  /** False right after a swipe before embla: the pointer's click is not a tap on the banner. */
  canOpen?: () => boolean;
}

export function BannerFrame({ banners, selected, viewportRef, onDot, onPointerDown, onPointerUp, canOpen }: Props) {
  const open = useOpenBanner();
  return (
    <section className="banner-slider" aria-roledescription={t(m.carousel)} aria-label={t(m.offers)}>
      <div className="banner-slider__viewport" ref={viewportRef} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className="banner-slider__track">
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.recordId}
              banner={banner}
              index={index}
              count={banners.length}
              onOpen={(chosen) => (canOpen?.() ?? true) && open(chosen)}
            />
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
            onClick={() => onDot(index)}
          />
        ))}
      </div>
    </section>
  );
}
