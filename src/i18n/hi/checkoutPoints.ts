import type { m } from '../../features/checkout/pointsMessages';
import type { Translation } from '../index';

export default {
  usePoints: { one: 'अपना {count} लॉयल्टी पॉइंट इस्तेमाल करें', other: 'अपने {count} लॉयल्टी पॉइंट्स इस्तेमाल करें' },
  pointsWouldPay: 'इस बिल में से {amount} चुकाएँ। 1 पॉइंट = ₹1।',
  pointsPaying: 'इस बिल में से {amount} पॉइंट्स से चुकाए जा रहे हैं। बाकी जैसे चाहें चुकाएँ।',
} satisfies Translation<typeof m>;
