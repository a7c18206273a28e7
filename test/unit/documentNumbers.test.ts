/**
 * GST's document numbers (issue 47): an invoice (code/2627/00042) and a credit note (code/2627C00042) of an outlet
 * whose code is as long as the rule allows stay within GST's 16 characters at the series' last number; a sixth letter,
 * which the outlet's rule refuses, would not. Each series' credit notes read apart from its invoices.
 */
import { describe, expect, it } from 'vitest';
import { GST_DOCUMENT_NUMBER_MAX, creditNoteNumberOf, invoiceNumberOf } from '../../server/invoice';
import { OUTLET_CODE, outletCodeProblem } from '../../src/api/outletCode';
import { creditNoteSplit } from '../../server/orderLedger/creditNote';

describe('GST document numbers', () => {
  it('stay within 16 characters for the longest code the rule allows, and not for one letter more', () => {
    const longest = { id: 1, code: 'ABCDE' };
    expect(OUTLET_CODE.test(longest.code)).toBe(true);
    expect(invoiceNumberOf(longest, { invoiceYear: '2026-27', invoiceSerial: 99_999 })).toBe('ABCDE/2627/99999');
    expect(creditNoteNumberOf(longest, { fiscalYear: '2026-27', serial: 99_999 })).toBe('ABCDE/2627C99999');
    for (const number of [invoiceNumberOf(longest, { invoiceYear: '2026-27', invoiceSerial: 99_999 }), creditNoteNumberOf(longest, { fiscalYear: '2026-27', serial: 99_999 })]) {
      expect(number.length).toBeLessThanOrEqual(GST_DOCUMENT_NUMBER_MAX);
    }
    expect(outletCodeProblem('abcdef')).toMatch(/^The code is 2 to 5 letters or digits/);
    expect(invoiceNumberOf({ id: 1, code: 'ABCDEF' }, { invoiceYear: '2026-27', invoiceSerial: 1 }).length).toBeGreaterThan(GST_DOCUMENT_NUMBER_MAX);
    expect(outletCodeProblem(' moh8 ')).toBeUndefined();
  });

  it('a credit note takes back no more of the invoice than is left, the last one exactly what is left', () => {
    const left = { taxable: 1000_00, cgst: 25_00, sgst: 25_00 };
    // A dish's own tax share is kept; an amount takes the invoice's proportion (5 % on 100: 4.76).
    expect(creditNoteSplit(left, 210_00, 10_00)).toEqual({ taxablePaise: 200_00, cgstPaise: 5_00, sgstPaise: 5_00 });
    expect(creditNoteSplit(left, 100_00)).toEqual({ taxablePaise: 95_24, cgstPaise: 2_38, sgstPaise: 2_38 });
    // More than is left of the invoice (a tip given back with it): the note takes what is left, to the paisa.
    expect(creditNoteSplit({ taxable: 90_00, cgst: 2_25, sgst: 2_24 }, 120_00)).toEqual({ taxablePaise: 90_00, cgstPaise: 2_25, sgstPaise: 2_24 });
    expect(creditNoteSplit({ taxable: 0, cgst: 0, sgst: 0 }, 50_00)).toBeNull();
  });
});
