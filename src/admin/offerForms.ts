/**
 * What the offers' forms share (issue 46): the contract's own cross-field rules (api/offerRules.ts) as react-admin's
 * form errors, each under the field it is about, so an editor reads the server's words before saving; and a form's
 * values made into what the server takes (an empty number is no limit, an empty Hindi pair no translation).
 */
import type { Problem } from '../api/offerRules';

type Errors = Record<string, unknown>;

/** Problems as react-admin's form-level errors: { maxDiscount: '…', translations: { hi: { description: '…' } } }. */
export function formErrors(problems: readonly Problem[]): Errors {
  const errors: Errors = {};
  for (const { field, message } of problems) {
    const path = field.split('.');
    let at = errors;
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Errors;
    const last = path[path.length - 1]!;
    if (at[last] === undefined) at[last] = message;
  }
  return errors;
}

/** A number field left empty, or cleared: null (no limit, no cap). */
export const numberOrNull = (value: unknown): number | null => (value === '' || value === undefined || value === null || Number.isNaN(Number(value)) ? null : Number(value));

/** The Hindi words as the server keeps them: {} when nothing was written. */
export function hindiOf<T extends Record<string, unknown>>(translations: { hi?: T } | null | undefined): { hi?: T } {
  const hi = translations?.hi;
  if (!hi) return {};
  const written = Object.values(hi).some((value) => (Array.isArray(value) ? value.some((line) => typeof line === 'string' && line.trim() !== '') : typeof value === 'string' && value.trim() !== ''));
  return written ? { hi } : {};
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` that differ from `before`, among `fields`: what a PATCH sends with the version. */
export function changesOf<T extends object>(fields: readonly (keyof T)[], before: T, after: T): Partial<T> {
  return Object.fromEntries(fields.filter((field) => !same(after[field], before[field])).map((field) => [field, after[field]])) as Partial<T>;
}
