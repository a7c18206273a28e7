/**
 * An outlet's code (issue 47): 2 to 5 letters or digits. It begins each of the outlet's invoice and credit note numbers
 * (MOH8/2627/00042: code, financial year, 5 digits), which GST allows 16 characters (CGST Rules, rule 46): a sixth
 * letter would make the number 17. Set once, when the outlet is made; the console's form checks the same rule.
 */
export const OUTLET_CODE = /^[A-Z0-9]{2,5}$/;
export const OUTLET_CODE_RULE = 'The code is 2 to 5 letters or digits, like NOI: it begins the outlet’s invoice numbers, which GST allows 16 characters';
/** The console's check of a code as typed (the server upper-cases it the same way). */
export const outletCodeProblem = (typed: unknown): string | undefined => (typeof typed === 'string' && OUTLET_CODE.test(typed.trim().toUpperCase()) ? undefined : OUTLET_CODE_RULE);
