/**
 * The live streams open on this process (issue 34): how many one customer, one outlet key, one client address and
 * the whole process may hold, and a re-check every few seconds that each stream's credential or key still works.
 * A key is checked only when its stream connects, so without the re-check a revoked key (the CLI writes the
 * database, from anywhere) would go on hearing its outlet's orders for as long as it held the connection; the
 * same for a customer who signed out or deleted the account. Each process asks the database itself, one query
 * per kind per round whatever the number of streams, so nothing has to cross between processes and a revoke
 * made by the CLI is seen by all of them.
 *
 * The caps count this process's streams: what they protect (sockets, memory) is the process's, and counts kept
 * here need no cleaning after a crash. Behind a balancer a customer may hold up to the cap on each process.
 */
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { credentials, outletKeys } from '../db/schema';
import type { MessageRef } from '../../src/i18n';
import { ApiError } from '../http/envelope';
import { everyInterval } from '../everyInterval';
import { m } from '../messages';

export interface StreamCaps {
  perCustomer: number;
  perOutletKey: number;
  perAddress: number;
  perProcess: number;
}

export const DEFAULT_STREAM_CAPS: StreamCaps = {
  // One stream per open copy of the app: a family sharing an account on a few phones and tabs stays under 5.
  perCustomer: 5,
  // A key runs a kitchen board or a POS; an outlet with several screens on one key has fewer than 10.
  perOutletKey: 10,
  // Many honest people share one address: an outlet's guest Wi-Fi, an office, a carrier's NAT. 50 leaves them
  // room; 500 streams from one script do not pass.
  perAddress: 50,
  // An open stream costs a socket and some 100 kB here: 2000 is what one process holds with room to spare.
  perProcess: 2000,
};

/** How often every open stream's credential or key is asked about: a revoked one hears nothing after ~2 s. */
export const RECHECK_MS = 2_000;

/** Who holds a stream: a signed-in customer on one credential, or an outlet's key. */
export type StreamOwner = { kind: 'customer'; userId: number; credentialId: number } | { kind: 'outlet'; keyId: number };

export interface OpenStream {
  /** Resolves when the stream must end: its credential or key no longer works. */
  revoked: Promise<void>;
  /** Gives its place under the caps back (once; again does nothing). */
  close(): void;
}

interface Entry {
  owner: StreamOwner;
  counted: string[];
  revoke(): void;
}

export class LiveStreams {
  private readonly open = new Set<Entry>();
  private readonly counts = new Map<string, number>();
  private readonly caps: StreamCaps;

  constructor(caps: Partial<StreamCaps> = {}) {
    this.caps = { ...DEFAULT_STREAM_CAPS, ...caps };
  }

  /** A place for a new stream, or 429 with why when a cap is reached. */
  admit(owner: StreamOwner, address: string): OpenStream {
    const who = owner.kind === 'customer' ? `customer:${owner.userId}` : `key:${owner.keyId}`;
    const counted = [who, `address:${address}`];
    if (this.open.size >= this.caps.perProcess) throw refusal(m.tooManyStreamsOnServer);
    if (this.count(counted[1] ?? '') >= this.caps.perAddress) throw refusal(m.tooManyStreamsFromNetwork);
    if (owner.kind === 'customer' && this.count(who) >= this.caps.perCustomer) throw refusal(m.tooManyStreamsForAccount, this.caps.perCustomer);
    if (owner.kind === 'outlet' && this.count(who) >= this.caps.perOutletKey) throw refusal(m.tooManyStreamsForKey, this.caps.perOutletKey);
    let revoke = () => {};
    const revoked = new Promise<void>((resolve) => (revoke = resolve));
    const entry: Entry = { owner, counted, revoke };
    this.open.add(entry);
    for (const key of counted) this.counts.set(key, this.count(key) + 1);
    return {
      revoked,
      close: () => {
        if (!this.open.delete(entry)) return;
        for (const key of counted) {
          const left = this.count(key) - 1;
          if (left > 0) this.counts.set(key, left);
          else this.counts.delete(key);
        }
      },
    };
  }

  /** Streams open now, by kind, for /metrics. */
  byKind(): { customer: number; outlet: number } {
    let customer = 0;
    for (const entry of this.open) if (entry.owner.kind === 'customer') customer += 1;
    return { customer, outlet: this.open.size - customer };
  }

  /** Ends every stream whose credential lapsed or was deleted (sign-out, account deleted) or whose key was revoked. */
  async recheck(db: Database, now: number): Promise<void> {
    const entries = [...this.open];
    const credentialIds = unique(entries.flatMap((e) => (e.owner.kind === 'customer' ? [e.owner.credentialId] : [])));
    const keyIds = unique(entries.flatMap((e) => (e.owner.kind === 'outlet' ? [e.owner.keyId] : [])));
    const [liveCredentials, workingKeys] = await Promise.all([
      credentialIds.length === 0
        ? []
        : db.select({ id: credentials.id }).from(credentials).where(and(inArray(credentials.id, credentialIds), gt(credentials.expiresAt, new Date(now)))),
      keyIds.length === 0 ? [] : db.select({ id: outletKeys.id }).from(outletKeys).where(and(inArray(outletKeys.id, keyIds), isNull(outletKeys.revokedAt))),
    ]);
    const credentialOk = new Set(liveCredentials.map((row) => row.id));
    const keyOk = new Set(workingKeys.map((row) => row.id));
    for (const entry of entries) {
      const works = entry.owner.kind === 'customer' ? credentialOk.has(entry.owner.credentialId) : keyOk.has(entry.owner.keyId);
      if (!works) entry.revoke();
    }
  }

  private count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

const unique = (ids: number[]): number[] => [...new Set(ids)];

const refusal = (ref: MessageRef, max?: number): ApiError =>
  new ApiError(429, { ref, ...(max === undefined ? {} : { params: { max } }) }, { headers: { 'Retry-After': '60' } });

/**
 * Re-checks the streams every `intervalMs`, one round at a time; stop() waits for a round in progress. A round
 * that fails (the database away for a moment) is logged and the next one tries again.
 */
export function startRecheck(streams: LiveStreams, db: Database, now: () => number, log: (line: string) => void, intervalMs = RECHECK_MS): { stop(): Promise<void> } {
  return everyInterval(
    intervalMs,
    () => streams.recheck(db, now()),
    (error) => log(`error: re-checking live streams failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
