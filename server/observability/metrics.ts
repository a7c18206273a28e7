/**
 * Prometheus metrics (prom-client), one registry per app. HTTP traffic is counted by the process that served it
 * (sum it across processes); what the business did (orders, payments, pushes) is read from the database at
 * each scrape, so every process reports the same truth and nothing is lost when a transaction rolls back or a
 * process restarts (take the max across processes, not the sum).
 */
import { count, desc, ne } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { statementsRun, type Database } from '../db/client';
import { campaigns, orders, paymentTransactions, pushOutbox } from '../db/schema';
import { figuresOf } from '../campaigns/figures';

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  /** Sign-in codes asked for: sent by SMS, printed (demo), limited, over the SMS budget, or refused by the provider. */
  otpSends: Counter<'outcome'>;
  /** The moves outlets made on orders (accept, reject, preparing, ready, out_for_delivery, delivered, rider). */
  outletMoves: Counter<'move'>;
  refunds: Counter<'result'>;
}

/** `process`: the Node.js process's own metrics too (memory, CPU, event loop lag); main.ts turns them on. */
export function createMetrics(db: Database, { process = false } = {}): Metrics {
  const registry = new Registry();
  if (process) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const metrics: Metrics = {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route and status', labelNames, registers: [registry] }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route and status',
      labelNames,
      // A phone on a weak network waits for these: the buckets look closely under a second.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    otpSends: new Counter({ name: 'otp_sends_total', help: 'Sign-in codes asked for, by outcome', labelNames: ['outcome'], registers: [registry] }),
    outletMoves: new Counter({ name: 'outlet_moves_total', help: 'Moves outlets made on their orders, by move', labelNames: ['move'], registers: [registry] }),
    refunds: new Counter({ name: 'provider_refunds_total', help: 'Refunds of cancelled orders handed to the payment provider: sent or failed (retried by the sweep)', labelNames: ['result'], registers: [registry] }),
  };
  new Counter({
    name: 'db_queries_total',
    help: 'Statements this process sent its database (queries per request: its rise over http_requests_total\'s)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(statementsRun(db));
    },
  });
  countedFromDatabase(registry, 'orders', 'Orders by type, status and payment status', ['order_type', 'status', 'payment_status'], () =>
    db
      .select({ order_type: orders.orderType, status: orders.status, payment_status: orders.paymentStatus, n: count() })
      .from(orders)
      .groupBy(orders.orderType, orders.status, orders.paymentStatus),
  );
  countedFromDatabase(registry, 'payments', 'Provider payments by purpose and outcome', ['purpose', 'status'], () =>
    db
      .select({ purpose: paymentTransactions.purpose, status: paymentTransactions.status, n: count() })
      .from(paymentTransactions)
      .groupBy(paymentTransactions.purpose, paymentTransactions.status),
  );
  countedFromDatabase(registry, 'pushes', 'Pushes by state: PENDING, SENT, FAILED, DROPPED', ['state'], () =>
    db.select({ state: pushOutbox.state, n: count() }).from(pushOutbox).groupBy(pushOutbox.state),
  );
  // Issue 46: each campaign's figures (the console's), the last CAMPAIGNS_ON_METRICS sent.
  countedFromDatabase(registry, 'campaign_figures', 'Campaign figures: targeted, devices, held, capped, sent, failed, opened', ['campaign', 'figure'], async () => {
    const recent = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(ne(campaigns.state, 'DRAFT'))
      .orderBy(desc(campaigns.id))
      .limit(CAMPAIGNS_ON_METRICS);
    const figures = await figuresOf(
      db,
      recent.map((row) => row.id),
    );
    return [...figures].flatMap(([id, counts]) => Object.entries(counts).map(([figure, n]) => ({ campaign: String(id), figure, n })));
  });
  return metrics;
}

const CAMPAIGNS_ON_METRICS = 20;

/** `live_streams{kind}`: the customer and outlet streams open on this process at each scrape (sum across processes). */
export function liveStreamGauge(registry: Registry, streams: { byKind(): { customer: number; outlet: number } }): void {
  new Gauge({
    name: 'live_streams',
    help: 'Live streams open on this process, by kind: customer or outlet',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const open = streams.byKind();
      this.set({ kind: 'customer' }, open.customer);
      this.set({ kind: 'outlet' }, open.outlet);
    },
  });
}

/** A gauge `goldleaf_<name>` set at each scrape from a grouped count. */
function countedFromDatabase<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  rows: () => Promise<(Record<L, string> & { n: number })[]>,
): void {
  new Gauge({
    name: `goldleaf_${name}`,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      const found = await rows();
      this.reset();
      for (const { n, ...labels } of found) this.set(labels as unknown as Partial<Record<L, string>>, n);
    },
  });
}
