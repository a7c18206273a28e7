import type { m } from '../../ui/messages';
import type { Translation } from '../index';

export default {
  cancel: 'रद्द करें',
  close: 'बंद करें',
  tryAgain: 'फिर से कोशिश करें',
  stars: { one: '{count} स्टार', other: '{count} स्टार' },
  ratedOutOfFive: '5 में से {value} रेटिंग',
  savedCopy: '{time} तक की सेव की गई कॉपी',
} satisfies Translation<typeof m>;
