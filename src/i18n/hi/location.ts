import type { m } from '../../features/location/messages';
import type { Translation } from '../index';

export default {
  currentLocation: 'मौजूदा लोकेशन',
  home: 'घर',
  work: 'ऑफ़िस',
  other: 'अन्य',
} satisfies Translation<typeof m>;
