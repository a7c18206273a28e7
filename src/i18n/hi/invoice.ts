import type { m } from '../../features/orders/invoiceMessages';
import type { Translation } from '../index';

export default {
  invoiceNumber: 'इनवॉइस नं. {number}',
  invoiceDate: 'तारीख: {date}',
  invoiceOrder: 'ऑर्डर #{ref}',
  gstin: 'GSTIN: {gstin}',
  billedTo: 'ग्राहक',
  invoiceItem: 'आइटम',
  invoiceQty: 'मात्रा',
  invoiceRate: 'दर',
  invoiceAmount: 'राशि',
  invoiceSac: 'रेस्टोरेंट सेवा, SAC {sac}',
  invoiceDiscount: 'छूट',
  invoicePacking: 'पैकिंग शुल्क',
  invoiceTaxable: 'कर योग्य मूल्य',
  invoiceCgst: 'CGST @ {rate}%',
  invoiceSgst: 'SGST @ {rate}%',
  invoiceDelivery: 'डिलीवरी शुल्क',
  invoiceTip: 'टिप',
  invoiceTotal: 'कुल',
  invoicePaid: '{mode} से भुगतान',
  invoicePoints: '{points} पॉइंट्स',
  invoiceGivenBack: 'इस ऑर्डर के लिए लौटाए गए: {amount}',
  invoiceSupply: 'आपूर्ति का स्थान: {state} ({code})। रेस्टोरेंट सेवा पर 5 % GST, इनपुट टैक्स क्रेडिट के बिना।',
  invoicePrint: 'प्रिंट करें या PDF सहेजें',
  loadingInvoice: 'इनवॉइस लोड हो रहा है…',
} satisfies Translation<typeof m>;
