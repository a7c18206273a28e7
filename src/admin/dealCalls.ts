/**
 * The steal deals' calls: a form's values made into the contract's fields (terms typed one a line), a new deal POSTed
 * whole with its stock, and a save PATCHing only what changed with the version it was read at, its stock moved by
 * what the editor adds or takes away (never set to a figure: diners buy while the editor looks).
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { AdminDeal, AdminDealSection, DealFields } from '../api/contract';
import { adminCall } from './api';
import { changesOf, hindiOf, numberOrNull } from './offerForms';

const FIELDS: (keyof DealFields)[] = ['outletId', 'sectionId', 'title', 'description', 'terms', 'imageUrl', 'usualPrice', 'dealPrice', 'maxPerOrder', 'unitsPerDeal', 'validUntil', 'sortOrder', 'translations'];
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Terms as the form holds them: a list (read from the server) or the lines typed. */
export const linesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split('\n') : []).map((line) => line.trim()).filter((line) => line !== '');

export function dealFieldsOf(values: Record<string, unknown>): DealFields {
  const hi = (values.translations as { hi?: Record<string, unknown> } | undefined)?.hi;
  return {
    outletId: numberOrNull(values.outletId) ?? 0,
    sectionId: numberOrNull(values.sectionId) ?? 0,
    title: text(values.title),
    description: text(values.description),
    terms: linesOf(values.terms),
    imageUrl: text(values.imageUrl),
    usualPrice: numberOrNull(values.usualPrice) ?? 0,
    dealPrice: numberOrNull(values.dealPrice) ?? 0,
    maxPerOrder: numberOrNull(values.maxPerOrder) ?? 1,
    unitsPerDeal: numberOrNull(values.unitsPerDeal) ?? 1,
    validUntil: numberOrNull(values.validUntil) ?? 0,
    sortOrder: numberOrNull(values.sortOrder) ?? 0,
    translations: hindiOf(hi ? { hi: { title: text(hi.title), description: text(hi.description), terms: linesOf(hi.terms) } } : {}),
  };
}

export async function createDeal(values: Record<string, unknown>): Promise<AdminDeal> {
  return (await adminCall<AdminDeal>('POST', '/deals', { ...dealFieldsOf(values), stock: numberOrNull(values.stock) ?? 0 })).data;
}

export async function updateDeal(id: Identifier, values: Record<string, unknown>, previousData: RaRecord): Promise<AdminDeal> {
  const before = previousData as AdminDeal;
  const changes = changesOf(FIELDS, dealFieldsOf(before as unknown as Record<string, unknown>), dealFieldsOf(values));
  const addStock = numberOrNull(values.addStock);
  return (await adminCall<AdminDeal>('PATCH', `/deals/${id}`, { version: before.version, ...changes, ...(addStock ? { addStock } : {}) })).data;
}

export async function saveDealSection(id: Identifier | undefined, values: Record<string, unknown>): Promise<AdminDealSection> {
  const hiTitle = text((values.translations as { hi?: { title?: unknown } } | undefined)?.hi?.title);
  const body = { title: text(values.title), ...(numberOrNull(values.sortOrder) === null ? {} : { sortOrder: numberOrNull(values.sortOrder) }), translations: hiTitle ? { hi: { title: hiTitle } } : {} };
  return (await adminCall<AdminDealSection>(id === undefined ? 'POST' : 'PATCH', id === undefined ? '/deal-sections' : `/deal-sections/${id}`, body)).data;
}
