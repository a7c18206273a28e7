/**
 * react-admin's calls mapped onto /v1/admin (ra-data-simple-rest's conventions: filter, sort, range, total). The
 * audit trail and the orders are filtered and paged by the server; the short lists (outlets, staff, sessions) come whole and are
 * sorted and paged here. An outlet's save sends only what changed and the version it was read at (a stale one is
 * the server's 409, its message shown as is).
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { AdminOrderPage, AdminOutlet, AdminSection, AuditPage, StaffInvitation } from '../api/contract';
import { withoutBlanks } from '../api/translatedWords';
import { adminCall } from './api';
import { createCoupon, updateCoupon } from './couponCalls';
import { createDeal, saveDealSection, updateDeal } from './dealCalls';
import { createEvent, updateEvent } from './eventCalls';
import { createDish, dishPage, updateDish } from './dishCalls';

const PATHS: Record<string, string> = { outlets: '/outlets', staff: '/staff', invitations: '/invitations', sessions: '/sessions', passkeys: '/passkeys', audit: '/audit', orders: '/orders', sections: '/menu/sections', dishes: '/dishes', closures: '/closures', coupons: '/coupons', events: '/events', deals: '/deals', 'deal-sections': '/deal-sections', campaigns: '/campaigns', banners: '/banners', pages: '/pages', 'upcoming-outlets': '/upcoming-outlets' };
/** Saved with the version they were read at and only what changed (a stale save is the server's 409). */
const VERSIONED = new Set(['outlets', 'banners', 'pages', 'upcoming-outlets']);
/** Made by a plain POST of the form. */
const CREATED_BY_POST = new Set(['closures', 'outlets', 'banners', 'upcoming-outlets', 'campaigns']);
const pathOf = (resource: string) => {
  const path = PATHS[resource];
  if (!path) throw new Error(`The console has no ${resource}`);
  return path;
};

/** A whole list, filtered by equality or text, sorted and cut to the page asked for. */
function pageOf<T extends RaRecord>(rows: T[], { filter = {}, sort, pagination }: Partial<GetListParams>) {
  const wanted = Object.entries(filter as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== '');
  const matching = rows.filter((row) =>
    wanted.every(([field, value]) =>
      field === 'q'
        ? Object.values(row).some((cell) => typeof cell === 'string' && cell.toLowerCase().includes(String(value).toLowerCase()))
        : String((row as Record<string, unknown>)[field]) === String(value),
    ),
  );
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    matching.sort((a, b) => {
      const [x, y] = [(a as Record<string, unknown>)[sort.field], (b as Record<string, unknown>)[sort.field]];
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''))) * direction;
    });
  }
  const { page = 1, perPage = matching.length } = pagination ?? {};
  return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
}

/** The lists the server filters and pages itself, and the filters each takes. */
const SERVER_PAGED: Record<string, string[]> = { audit: ['staffId', 'outletId', 'entity', 'entityId'], orders: ['q', 'outletId', 'status'] };
/** The server's largest page: an export asks for more and gets it page by page. */
const MAX_PAGE = 100;

function pagedQuery(fields: string[], filter: Record<string, unknown>, page: number, perPage: number): string {
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage) });
  for (const field of fields) {
    const value = filter[field];
    if (value !== undefined && value !== null && value !== '') query.set(field, String(value));
  }
  return `?${query}`;
}

const menuSections = async () => (await adminCall<AdminSection[]>('GET', '/menu/sections')).data;
/** A section, or a sub-section, out of the sections' list (the server answers every write with the whole list). */
function sectionOf(sections: AdminSection[], resource: string, id: unknown): RaRecord {
  const list: RaRecord[] = resource === 'sections' ? sections : sections.flatMap((section) => section.subSections);
  const found = list.find((row) => String(row.id) === String(id));
  if (!found) throw new Error(resource === 'sections' ? 'No such menu section' : 'No such menu sub-section');
  return found;
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const fields = SERVER_PAGED[resource];
    if (fields) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const pageOfServer = (at: number, size: number) => adminCall<AuditPage | AdminOrderPage>('GET', `${pathOf(resource)}${pagedQuery(fields, params.filter ?? {}, at, size)}`);
      if (perPage <= MAX_PAGE) {
        const { data } = await pageOfServer(page, perPage);
        return { data: data.items, total: data.total } as never;
      }
      // An export (react-admin asks for 1000 at once): the first rows, a server page at a time.
      const rows: RaRecord[] = [];
      let total = 0;
      for (let at = 1; rows.length < perPage; at++) {
        const { data } = await pageOfServer(at, MAX_PAGE);
        rows.push(...(data.items as RaRecord[]));
        total = data.total;
        if (data.items.length < MAX_PAGE) break;
      }
      return { data: rows.slice(0, perPage), total } as never;
    }
    if (resource === 'dishes') return (await dishPage(params)) as never;
    if (resource === 'takings') {
      // The range and outlet go to the server, which sums; the rows come whole and are sorted here.
      const { from, to, outletId } = (params.filter ?? {}) as Record<string, unknown>;
      const query = new URLSearchParams({ from: String(from ?? ''), to: String(to ?? '') });
      if (outletId !== undefined && outletId !== null && outletId !== '') query.set('outletId', String(outletId));
      const { data } = await adminCall<RaRecord[]>('GET', `/takings?${query}`);
      return pageOf(data, { sort: params.sort, pagination: params.pagination }) as never;
    }
    const { data } = await adminCall<RaRecord[]>('GET', pathOf(resource));
    return pageOf(data, params) as never;
  },
  async getOne(resource, { id }) {
    if (resource === 'sections' || resource === 'sub-sections') return { data: sectionOf(await menuSections(), resource, id) } as never;
    const { data } = await adminCall<RaRecord>('GET', `${pathOf(resource)}/${encodeURIComponent(String(id))}`);
    return { data } as never;
  },
  async getMany(resource, { ids }) {
    const { data } = await adminCall<RaRecord[]>('GET', pathOf(resource));
    return { data: data.filter((row) => ids.some((id) => String(id) === String(row.id))) } as never;
  },
  async getManyReference(resource, params) {
    const filter = { ...params.filter, [params.target]: params.id };
    if (SERVER_PAGED[resource]) return this.getList(resource, { ...params, filter });
    const { data } = await adminCall<RaRecord[]>('GET', pathOf(resource));
    return pageOf(data, { ...params, filter }) as never;
  },
  async update(resource, { id, data, previousData }) {
    if (resource === 'dishes') return { data: await updateDish(id, data, previousData) } as never;
    if (resource === 'sections' || resource === 'sub-sections') {
      // A name and its Hindi; a Hindi left blank is none (the server takes the section back to English).
      const [was, is] = [previousData as AdminSection, data as AdminSection];
      const translations = withoutBlanks(is.translations);
      const changes = {
        ...(is.title === was.title ? {} : { title: is.title }),
        ...(JSON.stringify(translations) === JSON.stringify(withoutBlanks(was.translations)) ? {} : { translations }),
      };
      const { data: sections } = await adminCall<AdminSection[]>('PATCH', `/menu/${resource}/${id}`, changes);
      return { data: sectionOf(sections, resource, id) } as never;
    }
    if (resource === 'coupons') return { data: await updateCoupon(id, data, previousData) } as never;
    if (resource === 'events') return { data: await updateEvent(id, data, previousData) } as never;
    if (resource === 'deals') return { data: await updateDeal(id, data, previousData) } as never;
    if (resource === 'deal-sections') return { data: await saveDealSection(id, data) } as never;
    if (resource === 'campaigns') return { data: (await adminCall<RaRecord>('PUT', `/campaigns/${id}`, { ...data, version: (previousData as { version: number }).version })).data } as never;
    if (!VERSIONED.has(resource)) throw new Error(`${resource} cannot be edited here`);
    const withTranslations = previousData as AdminOutlet;
    // A Hindi field left blank is no Hindi, the same as one never written.
    const before = 'translations' in withTranslations ? { ...withTranslations, translations: withoutBlanks(withTranslations.translations) } : withTranslations;
    const after = { ...(data as Record<string, unknown>), ...('translations' in data ? { translations: withoutBlanks(data.translations as AdminOutlet['translations']) } : {}) };
    // Only what the form may send: fields the server computes (a banner's state, a page's updatedAt) are left out.
    const computed = new Set(['version', 'id', 'state', 'updatedAt', 'pausedUntil']);
    const changes = Object.fromEntries(
      Object.entries(after).filter(([field, value]) => field in before && !computed.has(field) && JSON.stringify(value) !== JSON.stringify(before[field as keyof AdminOutlet])),
    );
    const { data: saved } = await adminCall<RaRecord>('PATCH', `${pathOf(resource)}/${encodeURIComponent(String(id))}`, { version: before.version, ...changes });
    return { data: saved } as never;
  },
  async updateMany() {
    throw new Error('Edit one record at a time');
  },
  async create(resource, { data }) {
    if (resource === 'dishes') return { data: await createDish(data) } as never;
    if (resource === 'coupons') return { data: await createCoupon(data) } as never;
    if (resource === 'events') return { data: await createEvent(data) } as never;
    if (resource === 'deals') return { data: await createDeal(data) } as never;
    if (resource === 'deal-sections') return { data: await saveDealSection(undefined, data) } as never;
    if (CREATED_BY_POST.has(resource)) return { data: (await adminCall<RaRecord>('POST', pathOf(resource), data)).data } as never;
    if (resource !== 'staff') throw new Error(`${resource} cannot be made here`);
    const { data: invitation } = await adminCall<StaffInvitation>('POST', '/invitations', data);
    return { data: { id: invitation.link, ...invitation } } as never;
  },
  async delete(resource, { id, previousData }) {
    if (!['staff', 'invitations', 'sessions', 'passkeys', 'closures', 'banners', 'upcoming-outlets'].includes(resource)) throw new Error(`${resource} cannot be removed here`);
    await adminCall('DELETE', `${pathOf(resource)}/${encodeURIComponent(String(id))}`);
    return { data: previousData ?? { id } } as never;
  },
  async deleteMany(resource, { ids }) {
    for (const id of ids) await this.delete(resource, { id });
    return { data: ids } as never;
  },
};
