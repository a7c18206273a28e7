import type { m } from '../../rules/vegMarkWords';
import type { Translation } from '../index';

export default {
  veg: 'वेज',
  egg: 'एग',
  nonVeg: 'नॉन-वेज',
} satisfies Translation<typeof m>;
