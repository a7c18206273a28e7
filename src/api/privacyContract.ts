/**
 * A diner's data on request (DPDP Act 2023), in the console: support or the owner finds a customer by their number
 * and exports everything the chain holds about them (POST /v1/admin/customer-data/export), or erases it
 * (POST /v1/admin/customer-data/erase), keeping only the tax invoices. The number travels in the body, never in an
 * address (addresses reach access logs and browser history).
 */

export const CUSTOMER_DATA_EXPORT_PATH = '/customer-data/export';
export const CUSTOMER_DATA_ERASE_PATH = '/customer-data/erase';

export const MOBILE_WANTED = "mobile must be the customer's 10-digit mobile number";

/** The body of both requests ({ mobile }), checked on the server by ./contract/privacy.ts. */
export interface CustomerDataRequest {
  mobile: string;
}

/** A row as the export holds it: moments as epoch ms (fields named …At, …For, …Until), nested rows for an order's lines. */
export type CustomerDataRow = Record<string, unknown>;

export interface CustomerDataSection {
  /** 'orders', 'wallet', ...: the JSON's key for the section. */
  key: string;
  /** What the readable page calls it. */
  title: string;
  rows: CustomerDataRow[];
}

export interface CustomerDataExport {
  exportedAt: number;
  /** The customer's record id (the console's audit trail names them by it). */
  customerId: number;
  /** What the export leaves out and why (secrets, other people's data). */
  notes: string[];
  sections: CustomerDataSection[];
}

export interface CustomerErasure {
  /** The paid orders' tax invoices kept as issued (GST law); nothing else that names the customer stays. */
  invoicesKept: number;
}
