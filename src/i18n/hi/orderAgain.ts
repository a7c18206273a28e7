import type { m } from '../../features/orders/orderAgainMessages';
import type { Translation } from '../index';

export default {
  title: 'फिर से ऑर्डर करें',
  from: '{outlet} से फिर से ऑर्डर करें',
  leftOut: { one: '{dishes} अभी उपलब्ध नहीं है, इसलिए छोड़ दिया गया।', other: '{dishes} अभी उपलब्ध नहीं हैं, इसलिए छोड़ दिए गए।' },
  repriced: '{dish} अब {now} का है (पहले {was})।',
  nothingAvailable: 'इस ऑर्डर की कोई भी डिश अभी उपलब्ध नहीं है।',
} satisfies Translation<typeof m>;
