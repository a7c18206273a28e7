import { defineMessages } from '../../i18n';

/** The GST invoice screen's words (issue 23): apart, so only the invoice loads them. */
export const m = defineMessages('invoice', {
  invoiceNumber: 'Invoice No. {number}',
  invoiceDate: 'Date: {date}',
  invoiceOrder: 'Order #{ref}',
  gstin: 'GSTIN: {gstin}',
  billedTo: 'Billed to',
  invoiceItem: 'Item',
  invoiceQty: 'Qty',
  invoiceRate: 'Rate',
  invoiceAmount: 'Amount',
  invoiceSac: 'Restaurant service, SAC {sac}',
  invoiceDiscount: 'Discount',
  invoicePacking: 'Packing charges',
  invoiceTaxable: 'Taxable value',
  invoiceCgst: 'CGST @ {rate}%',
  invoiceSgst: 'SGST @ {rate}%',
  invoiceDelivery: 'Delivery fee',
  invoiceTip: 'Tip',
  invoiceTotal: 'Total',
  invoicePaid: 'Paid by {mode}',
  invoicePoints: '{points} points',
  invoiceGivenBack: 'Given back for this order: {amount}',
  invoiceSupply: 'Place of supply: {state} ({code}). GST on restaurant service at 5 %, without input tax credit.',
  invoicePrint: 'Print or save as PDF',
  loadingInvoice: 'Loading the invoice…',
});
