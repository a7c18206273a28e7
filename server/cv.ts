/**
 * Job applicants' CVs (issue 12): PDF only, at most 2 MB, judged from the bytes (never from the file name or
 * a type the client claims), and kept in the database, never served back by the API.
 */
import { CV_MESSAGES, FORM_LIMITS } from '../src/api/contract';
import { ApiError } from './http/envelope';
import type { Words } from './http/say';
import { accountWords } from './messages/account';

/** The careers form's own words (CV_MESSAGES), said in the reader's language; the constants are their English. */
export const CV_TOO_LARGE_WORDS: Words = { ref: accountWords.cvTooLarge, params: { size: FORM_LIMITS.maxCvBytes / (1024 * 1024) } };
export const CV_TOO_LARGE = CV_MESSAGES.tooLarge;
export const CV_NOT_PDF = CV_MESSAGES.notPdf;
export const CV_NOT_BASE64 = 'cvBase64 must be base64-encoded PDF data';

const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[\w.+/-]*;base64,/;
/** Every PDF starts with '%PDF-'. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** The CV's bytes, or a 413/415/400 envelope error saying what is wrong with it. */
export function decodeCv(cvBase64: string): Buffer {
  const data = cvBase64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64_PATTERN.test(data)) throw new ApiError(400, CV_NOT_BASE64);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  // The size from the base64 length, before anything is decoded.
  if ((data.length / 4) * 3 - padding > FORM_LIMITS.maxCvBytes) throw new ApiError(413, CV_TOO_LARGE_WORDS);
  const bytes = Buffer.from(data, 'base64');
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new ApiError(415, { ref: accountWords.cvNotPdf });
  return bytes;
}
