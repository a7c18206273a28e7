import type { m } from '../../features/outbox/messages';
import type { Translation } from '../index';

// The forms name what they queue as masculine nouns ('आपका संदेश', 'आपका फ़ीडबैक'), which these agree with.
export default {
  sent: '{label} भेज दिया गया',
  notSent: '{label} नहीं भेजा जा सका',
} satisfies Translation<typeof m>;
