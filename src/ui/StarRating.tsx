import { t } from '../i18n';
import { m } from './messages';
import './starRating.css';

/**
 * A 1-5 star input that is a real radio group: Tab reaches it, the arrow keys move between stars, and a screen
 * reader hears "<legend>, 4 stars, radio, 4 of 5". The radio covers its star, invisible; the star is drawn.
 */
const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  /** The group's name, unique in the form (the radios share it). */
  name: string;
  legend: string;
  /** 0 when not rated yet. */
  value: number;
  onChange: (value: number) => void;
  /** The fieldset's id (for focusing it) and the message it is described by. */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Show the legend (a form with several groups) or only say it to screen readers (a lone rating). */
  showLegend?: boolean;
}

export function StarRating({ name, legend, value, onChange, id, invalid = false, describedBy, showLegend = false }: StarRatingProps) {
  return (
    <fieldset id={id} className="stars-input" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className={showLegend ? 'rating-row__legend' : 'visually-hidden'}>{legend}</legend>
      {STARS.map((stars) => (
        <label key={stars} className={stars <= value ? 'stars-input__star stars-input__star--on' : 'stars-input__star'}>
          <input
            type="radio"
            name={name}
            className="stars-input__radio"
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t(m.stars, { count: stars })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A given rating, read-only: "Rated 4 out of 5". */
export function StarsShown({ value }: { value: number }) {
  return (
    <span className="stars" role="img" aria-label={t(m.ratedOutOfFive, { value })}>
      {'★'.repeat(value)}
      <span className="stars__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}
