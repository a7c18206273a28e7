import type { m } from '../../features/orders/mapMessages';
import type { Translation } from '../index';

export default {
  zoomIn: 'ज़ूम इन करें',
  zoomOut: 'ज़ूम आउट करें',
  credit: '© {osm} योगदानकर्ता',
} satisfies Translation<typeof m>;
