/**
 * The offline outbox against the real reference server on loopback (no mocked fetch), with fake-indexeddb:
 * what is queued (never a credential), replay with one Idempotency-Key (stored once), 4xx dropped with the
 * server's message, no network kept for later, and another customer's entry left for its author.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { clear, createStore } from 'idb-keyval';
import type { RestaurantDetail } from '../../src/api/contract';
import { ApiError, NoResponseError, SessionExpiredError } from '../../src/api/errors';
import { feedback } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { MOHALI, newCustomer, type Customer } from '../support/ordering';
import { get } from '../server/http';
import type * as SendOrQueueModule from '../../src/features/outbox/sendOrQueue';
import type * as FlushModule from '../../src/features/outbox/flush';
import type * as OutboxStoreModule from '../../src/features/outbox/outboxStore';
import type * as OutcomeModule from '../../src/features/outbox/outcome';
import type { store as AppStore } from '../../src/lib/store';
import type { credentialAtom as CredentialAtom } from '../../src/features/auth';

const toasts = vi.hoisted(() => [] as Array<{ kind: string; message: string; description?: string }>);
// The toasts are the UI's (sonner needs a DOM); what the outbox asks them to say is what is checked.
vi.mock('../../src/lib/toast', () => ({
  notify: {
    success: (message: string) => toasts.push({ kind: 'success', message }),
    error: (message: string, options?: { description?: string }) => toasts.push({ kind: 'error', message, description: options?.description }),
  },
}));

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let server: TestServer;
let ravi: Customer;
let mohaliId: number;
let outbox: typeof SendOrQueueModule;
let flush: typeof FlushModule;
let outboxStore: typeof OutboxStoreModule;
let outcome: typeof OutcomeModule;
let session: { store: typeof AppStore; credentialAtom: typeof CredentialAtom };
const network = { onLine: true };

const credentialOf = (customer: Customer) => Buffer.from(`${customer.credentials.mobile}:${customer.credentials.secretKey}`).toString('base64');
const feedbackRows = async () => Number((await server.db.select({ n: count() }).from(feedback))[0]?.n ?? 0);
const feedbackBody = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Ravi Sharma',
  customerMobile: ravi.credentials.mobile,
  selectedRestaurant: mohaliId,
  qualityOfFood: 4,
  serviceQuality: 5,
  cleaning: 4,
  staffBehavior: 5,
  music: 3,
  bestPartOfRestaurant: 'Tandoori platter',
  suggestion: '',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  ravi = await newCustomer(server);
  mohaliId = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.recordId;
  vi.stubGlobal('navigator', network);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubEnv('VITE_API_ORIGIN', server.url);
  const [{ configureSession }, { store }, { credentialAtom }] = await Promise.all([
    import('../../src/api/client'),
    import('../../src/lib/store'),
    import('../../src/features/auth/sessionAtoms'),
  ]);
  session = { store, credentialAtom };
  configureSession({ credential: () => store.get(credentialAtom), onSessionExpired: () => undefined });
  [outbox, flush, outboxStore, outcome] = await Promise.all([
    import('../../src/features/outbox/sendOrQueue'),
    import('../../src/features/outbox/flush'),
    import('../../src/features/outbox/outboxStore'),
    import('../../src/features/outbox/outcome'),
  ]);
}, 60_000); // the reference server starts on a fresh PGlite database
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await server?.close().catch(() => undefined);
});
beforeEach(async () => {
  toasts.length = 0;
  network.onLine = true;
  session.store.set(session.credentialAtom, credentialOf(ravi));
  await clear(createStore('gold-leaf-outbox', 'requests'));
});

describe('outcomeOf: what one attempt means for a queued entry', () => {
  it.each([
    ['stored', undefined, 'sent'],
    ['no answer', new NoResponseError(), 'retry'],
    ['a 500', new ApiError('Something went wrong', 500, 500), 'retry'],
    ['a 503', new ApiError('busy', 503, 503), 'retry'],
    ['a 408', new ApiError('Request Timeout', 408, 408), 'retry'],
    ['a 429', new ApiError('Too many requests', 429, 429), 'retry'],
    ['a 400', new ApiError('Please select restaurant', 400, 400), 'drop'],
    ['a 422', new ApiError('A rating can only be changed within 24 hours of giving it', 422, 422), 'drop'],
    ['a refused session', new SessionExpiredError('Unauthorised Access', 409, 401), 'wait'],
  ])('%s: %s', (_name, error, expected) => {
    expect(outcome.outcomeOf(error)).toBe(expected);
  });
});

describe('sendOrQueue and flushOutbox', () => {
  it('sends at once when it can: one row, nothing queued', async () => {
    const before = await feedbackRows();
    await expect(outbox.sendOrQueue({ path: '/saveFeedback', body: feedbackBody(), label: 'Feedback' })).resolves.toBe('sent');
    expect(await feedbackRows()).toBe(before + 1);
    expect(await outboxStore.listEntries()).toEqual([]);
  });

  it('queues offline without the credential, then sends it once on flush with a toast', async () => {
    network.onLine = false;
    const before = await feedbackRows();
    await expect(outbox.sendOrQueue({ path: '/saveFeedback', body: feedbackBody({ suggestion: 'queued offline' }), label: 'Feedback' })).resolves.toBe('queued');
    const [entry, ...rest] = await outboxStore.listEntries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ path: '/saveFeedback', label: 'Feedback', owner: ravi.credentials.mobile, key: expect.any(String) });
    expect(JSON.stringify(entry)).not.toContain(ravi.credentials.secretKey);
    expect(JSON.stringify(entry)).not.toContain(credentialOf(ravi));
    expect(localStorage.getItem('gold-leaf-outbox')).toBe('1');
    expect(await feedbackRows()).toBe(before);

    network.onLine = true;
    await expect(flush.flushOutbox()).resolves.toEqual({ pending: 0 });
    expect(toasts).toEqual([{ kind: 'success', message: 'Feedback sent' }]);
    expect(await server.db.select().from(feedback).where(eq(feedback.suggestion, 'queued offline'))).toHaveLength(1);
    expect(await outboxStore.listEntries()).toEqual([]);
    expect(localStorage.getItem('gold-leaf-outbox')).toBeNull();
  });

  it('stores once when the first attempt was stored but its answer lost (same key on the replay)', async () => {
    const entry = { key: 'lost-answer-1', path: '/saveFeedback', body: feedbackBody({ suggestion: 'lost answer' }), label: 'Feedback', owner: ravi.credentials.mobile, createdAt: 1 };
    const { sendEntry } = await import('../../src/features/outbox/send');
    await sendEntry(entry); // stored by the server; the page never heard back, so the entry stayed queued
    await outboxStore.saveEntry(entry);
    await Promise.all([flush.flushOutbox(), flush.flushOutbox()]);
    expect(await server.db.select().from(feedback).where(eq(feedback.suggestion, 'lost answer'))).toHaveLength(1);
    expect(toasts).toEqual([{ kind: 'success', message: 'Feedback sent' }]);
  });

  it("drops an entry the server refuses (4xx), with the server's message", async () => {
    await outboxStore.saveEntry({ key: 'refused-1', path: '/saveFeedback', body: feedbackBody({ selectedRestaurant: 999_999 }), label: 'Feedback', owner: ravi.credentials.mobile, createdAt: 2 });
    await expect(flush.flushOutbox()).resolves.toEqual({ pending: 0 });
    expect(toasts).toEqual([{ kind: 'error', message: 'Please select restaurant', description: 'Feedback was not sent' }]);
    expect(await outboxStore.listEntries()).toEqual([]);
  });

  it("never sends another customer's entry with this session", async () => {
    await outboxStore.saveEntry({ key: 'someone-else-1', path: '/saveFeedback', body: feedbackBody({ suggestion: 'not mine' }), label: 'Feedback', owner: '9000000001', createdAt: 3 });
    await expect(flush.flushOutbox()).resolves.toEqual({ pending: 0 });
    expect(toasts).toEqual([]);
    expect(await outboxStore.listEntries()).toHaveLength(1);
    expect(await server.db.select().from(feedback).where(eq(feedback.suggestion, 'not mine'))).toHaveLength(0);
  });

  it('queues when the server does not answer, and keeps it for later', async () => {
    await server.close();
    await expect(outbox.sendOrQueue({ path: '/saveContactEnquiry', body: { name: 'Ravi' }, label: 'Your message' })).resolves.toBe('queued');
    await expect(flush.flushOutbox()).resolves.toEqual({ pending: 1 });
    expect(toasts).toEqual([]);
    expect(await outboxStore.listEntries()).toHaveLength(1);
  }, 20_000);
});
