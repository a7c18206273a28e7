/**
 * The Hindi a console save keeps (issue 46): only words someone wrote. An empty Hindi field is no translation (the
 * diner then reads the English, marked as English), never an empty line in place of the English.
 */
export function keptHindi<T extends Record<string, string | string[]>>(translations: { hi?: T | undefined }): { hi?: T } {
  const hi = translations.hi;
  if (!hi) return {};
  const written = Object.values(hi).some((value) => (Array.isArray(value) ? value.some((line) => line !== '') : value !== ''));
  return written ? { hi } : {};
}
