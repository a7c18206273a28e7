/**
 * The export of a diner's data cannot silently fall behind the schema: every table with a column that names a
 * customer (a key to users, or a column called mobile or customer_…) is read by a section of the export
 * (server/privacy/customerData.ts SECTIONS) or is listed with the reason it is not (NOT_EXPORTED). A new table
 * holding customers' data fails here until the export covers it.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { NOT_EXPORTED, SECTIONS } from '../../server/privacy/customerData';

/** mobile, reserved_by_mobile, customer_name, customer_gstin (not max_uses_per_customer, a coupon's rule). */
const NAMES_A_CUSTOMER = /(^|_)mobile$|^customer_/;

function tablesNamingCustomers(): string[] {
  const named: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const pointsAtUsers = config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === 'users');
    if (config.name === 'users' || pointsAtUsers || config.columns.some((column) => NAMES_A_CUSTOMER.test(column.name))) named.push(config.name);
  }
  return named.sort();
}

describe("the export of a diner's data", () => {
  it('covers every table that names a customer, or says why not', () => {
    const named = tablesNamingCustomers();
    // The finder itself finds what it must (so an empty list cannot pass this test).
    expect(named).toEqual(expect.arrayContaining(['users', 'orders', 'addresses', 'devices', 'order_ledger', 'table_members', 'reservations', 'enquiries', 'reviews']));
    const covered = new Set([...SECTIONS.flatMap((section) => section.tables), ...Object.keys(NOT_EXPORTED)]);
    expect(named.filter((table) => !covered.has(table))).toEqual([]);
  });

  it('names only tables that exist', () => {
    const tables = new Set(Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value).name] : [])));
    const listed = [...SECTIONS.flatMap((section) => section.tables), ...Object.keys(NOT_EXPORTED)];
    expect(listed.filter((table) => !tables.has(table))).toEqual([]);
  });
});
