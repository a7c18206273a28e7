import type { m } from '../../features/dine-in/messages';
import type { m as scannerWords } from '../../features/dine-in/scannerMessages';
import type { Translation } from '../index';

export default {
  scanTitle: 'टेबल का QR कोड स्कैन करें',
  cameraPreview: 'कैमरा प्रीव्यू',
  notTableCode: 'यह टेबल का QR कोड नहीं है।',
  cameraUnavailable: 'कैमरा उपलब्ध नहीं है। कैमरे की अनुमति दें, या QR कोड के नीचे छपा कोड टाइप करें।',
  typeCode: 'या QR कोड के नीचे छपा कोड टाइप करें',
  codePlaceholder: 'GL-MOH8-T1 K7QX-M9XD-…',
  typeSecretToo: 'QR कोड के नीचे छपा पूरा कोड टाइप करें: टेबल का कोड और उसके बाद के अक्षर।',
  openTable: 'टेबल खोलें',
  orderingAt: '{restaurant} में टेबल {table} के लिए ऑर्डर कर रहे हैं।',
  scanAnother: 'दूसरी टेबल स्कैन करें',
  scanTable: 'टेबल का QR कोड स्कैन करें',
  table: 'टेबल {table}',
  tableAt: '{restaurant} में टेबल {table}',
} satisfies Translation<typeof m & typeof scannerWords>;
