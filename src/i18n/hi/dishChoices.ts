import type { m } from '../../features/menu/choicesMessages';
import type { Translation } from '../index';

export default {
  chooseExactly: { one: '1 चुनें', other: '{count} चुनें' },
  chooseUpTo: { one: 'वैकल्पिक · 1 तक', other: 'वैकल्पिक · {count} तक' },
  chooseBetween: '{min} से {max} चुनें',
  pleaseChoose: 'कृपया {group} चुनें',
  extra: '+ {price}',
  addItem: 'आइटम जोड़ें · {price}',
  whichOne: 'यह आपके पास अलग-अलग विकल्पों के साथ है। कौन-सा?',
  moreBelow: 'नीचे और: {groups}',
  moreChoicesBelow: 'नीचे और विकल्प',
  done: 'हो गया',
} satisfies Translation<typeof m>;
