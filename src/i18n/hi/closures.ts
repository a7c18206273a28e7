import type { m } from '../../rules/closureWords';
import type { Translation } from '../index';

export default {
  closedFor: '{reason} के लिए बंद, {date} को फिर खुलेगा',
  cardClosedFor: '{reason} के लिए बंद',
  cardBackOn: '{date} को फिर खुलेगा',
} satisfies Translation<typeof m>;
