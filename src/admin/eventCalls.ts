/**
 * The events' calls: a form's values made into the contract's fields (each ticket kind with the id it was read with,
 * none for a new one, and never its seats left, which are the server's to count), a new event POSTed whole, and a save
 * PATCHing only what changed with the version it was read at.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { AdminEvent, EventFields, TicketKindFields } from '../api/contract';
import { adminCall } from './api';
import { changesOf, hindiOf, numberOrNull } from './offerForms';

const FIELDS: (keyof EventFields)[] = ['title', 'description', 'imageUrl', 'outletId', 'startsAt', 'endsAt', 'status', 'capacity', 'translations', 'ticketKinds'];
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function kindOf(values: Record<string, unknown>): TicketKindFields {
  const id = numberOrNull(values.id);
  return {
    ...(id === null ? {} : { id }),
    name: text(values.name),
    description: text(values.description),
    admits: numberOrNull(values.admits) ?? 1,
    price: numberOrNull(values.price) ?? 0,
    seats: numberOrNull(values.seats) ?? 0,
    salesStartAt: numberOrNull(values.salesStartAt),
    salesEndAt: numberOrNull(values.salesEndAt),
    translations: hindiOf(values.translations as TicketKindFields['translations']),
  };
}

export function eventFieldsOf(values: Record<string, unknown>): EventFields {
  const kinds = Array.isArray(values.ticketKinds) ? (values.ticketKinds as Array<Record<string, unknown> | undefined>) : [];
  return {
    title: text(values.title),
    description: text(values.description),
    imageUrl: text(values.imageUrl),
    outletId: numberOrNull(values.outletId) ?? 0,
    startsAt: numberOrNull(values.startsAt) ?? 0,
    endsAt: numberOrNull(values.endsAt) ?? 0,
    status: values.status === 'CANCELLED' ? 'CANCELLED' : 'SCHEDULED',
    capacity: numberOrNull(values.capacity) ?? 0,
    translations: hindiOf(values.translations as EventFields['translations']),
    ticketKinds: kinds.map((kind) => kindOf(kind ?? {})),
  };
}

export async function createEvent(values: Record<string, unknown>): Promise<AdminEvent> {
  return (await adminCall<AdminEvent>('POST', '/events', eventFieldsOf(values))).data;
}

export async function updateEvent(id: Identifier, values: Record<string, unknown>, previousData: RaRecord): Promise<AdminEvent> {
  const before = previousData as AdminEvent;
  const changes = changesOf(FIELDS, eventFieldsOf(before as unknown as Record<string, unknown>), eventFieldsOf(values));
  return (await adminCall<AdminEvent>('PATCH', `/events/${id}`, { version: before.version, ...changes })).data;
}
