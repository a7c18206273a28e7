import type { m } from '../../features/chat/messages';
import type { Translation } from '../index';

export default {
  chatWithUs: 'हमसे चैट करें',
  opening: 'चैट खुल रही है…',
  failed: 'चैट नहीं खुल सकी। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें, या {contact}।',
  contactLink: 'हमें कॉल करें या लिखें',
} satisfies Translation<typeof m>;
