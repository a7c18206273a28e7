import type { m } from '../../features/pwa/messages';
import type { Translation } from '../index';

export default {
  updateAvailable: 'ऐप का नया संस्करण आ गया है',
  reload: 'रीलोड करें',
} satisfies Translation<typeof m>;
