import type { m } from '../../ui/shareMessages';
import type { Translation } from '../index';

export default {
  copied: 'कॉपी हो गया',
  cantShare: 'यह लिंक शेयर नहीं हो सका। कृपया इसे एड्रेस बार से कॉपी करें।',
} satisfies Translation<typeof m>;
