/**
 * The lang attribute of one field of the chain's words (issue 46): none where the answer says the field is in the
 * reader's language, English (CONTENT_LANG) where it stayed English, and English throughout for a record the server
 * sent in English (no inEnglish: an English answer, or a copy the device kept from before). The app and the server's
 * painted HTML (server/http/outletShell.ts) mark the same fields, so a screen reader and the fonts read each right.
 */
import type { InEnglish } from '../api/contract/translations';
import { CONTENT_LANG } from '../config/constants';

export const langOf = <F extends string>(record: InEnglish<F>, field: F): typeof CONTENT_LANG | undefined =>
  !record.inEnglish || record.inEnglish.includes(field) ? CONTENT_LANG : undefined;
