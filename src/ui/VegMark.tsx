import { t } from '../i18n';
import { vegMark } from '../rules/vegMarks';
import './vegMark.css';

/**
 * A dish's Veg, Egg or Non-veg mark: a circle for veg, a triangle otherwise (FSSAI's shapes, so the mark does not
 * rest on colour alone), said to screen readers.
 */
export function VegMark({ kind }: { kind: string }) {
  const mark = vegMark(kind);
  return <span className={`veg-mark ${mark.className}`} role="img" aria-label={t(mark.label)} />;
}
