/**
 * The dishes' calls: the list is filtered, sorted and paged by the server (GET /dishes); a save sends only what
 * changed and the version it was read at (a stale one is the server's 409); the form's choice groups get the ids the
 * server wants (kept when they had one, the next free one when new).
 */
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import type { AdminDish, AdminDishPage, DishChoiceGroup, PriceChange } from '../api/contract';
import { withoutBlanks } from '../api/translatedWords';
import { adminCall } from './api';

const SORTABLE = new Set(['title', 'price', 'sortOrder']);

export async function dishPage({ filter = {}, sort, pagination }: Partial<GetListParams>) {
  const { page = 1, perPage = 25 } = pagination ?? {};
  const query = new URLSearchParams({ page: String(page), perPage: String(Math.min(perPage, 100)) });
  if (sort?.field && SORTABLE.has(sort.field)) query.set('sort', sort.field);
  if (sort?.order) query.set('order', sort.order === 'DESC' ? 'DESC' : 'ASC');
  for (const field of ['outletId', 'categoryId', 'q']) {
    const value = (filter as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && value !== '') query.set(field, String(value));
  }
  const { data } = await adminCall<AdminDishPage>('GET', `/dishes?${query}`);
  return { data: data.items, total: data.total };
}

/** A form's groups as the server takes them: every group and choice with an id unique within the dish. */
export function withIds(groups: Partial<DishChoiceGroup>[] | null | undefined): DishChoiceGroup[] {
  const list = groups ?? [];
  let nextGroup = Math.max(0, ...list.map((g) => g.groupId ?? 0)) + 1;
  let nextChoice = Math.max(0, ...list.flatMap((g) => (g.choices ?? []).map((c) => c?.choiceId ?? 0))) + 1;
  return list.map((group) => ({
    groupId: group.groupId ?? nextGroup++,
    name: group.name ?? '',
    min: Number(group.min ?? 0),
    max: Number(group.max ?? 1),
    choices: (group.choices ?? []).map((choice) => ({ choiceId: choice?.choiceId ?? nextChoice++, name: choice?.name ?? '', price: Number(choice?.price ?? 0) })),
  }));
}

const EDITABLE: (keyof AdminDish)[] = ['categoryId', 'subCategoryId', 'title', 'description', 'price', 'vegNonVeg', 'allergens', 'energyKcal', 'jain', 'imageUrl', 'isAvailable', 'choiceGroups', 'translations'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function updateDish(id: Identifier, data: Partial<AdminDish>, previousData: RaRecord): Promise<AdminDish> {
  const before = previousData as AdminDish;
  // A Hindi field left blank is no Hindi: the same as one never written, so it is no change either.
  const after = { ...data, choiceGroups: 'choiceGroups' in data ? withIds(data.choiceGroups) : before.choiceGroups, translations: withoutBlanks(data.translations) };
  const changes = Object.fromEntries(
    EDITABLE.filter((field) => field in data && !same(after[field], field === 'translations' ? withoutBlanks(before.translations) : before[field]))
      // Undeclared allergens left untouched stay undeclared, rather than becoming "none".
      .filter((field) => !(field === 'allergens' && before.allergens === null && (after.allergens ?? []).length === 0))
      .map((field) => [field, after[field]]),
  );
  const { data: saved } = await adminCall<AdminDish>('PATCH', `/dishes/${id}`, { version: before.version, ...changes });
  return saved;
}

export async function createDish(data: Partial<AdminDish>): Promise<AdminDish> {
  const fields = ['outletId', ...EDITABLE] as const;
  const body = Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
  const { data: saved } = await adminCall<AdminDish>('POST', '/dishes', { ...body, choiceGroups: withIds(data.choiceGroups) });
  return saved;
}

export type PriceStep = { percent: number } | { amount: number };

export async function previewPrices(ids: number[], step: PriceStep): Promise<PriceChange> {
  return (await adminCall<PriceChange>('POST', '/dishes/prices/preview', { ids, ...step })).data;
}

export async function applyPrices(ids: number[], step: PriceStep, versions: Record<string, number>): Promise<{ change: PriceChange; message: string }> {
  const { data, message } = await adminCall<PriceChange>('POST', '/dishes/prices', { ids, ...step, versions });
  return { change: data, message };
}
