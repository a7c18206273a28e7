import { defineMessages } from '../i18n';

/** A dish's mark (VegMark), said to screen readers: with the mark, not in the first view's catalogue. */
export const m = defineMessages('vegMark', {
  veg: 'Veg',
  egg: 'Egg',
  nonVeg: 'Non-veg',
});
