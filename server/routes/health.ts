/**
 * What a load balancer and a scraper ask, outside the API (no envelope, no credentials):
 * GET /healthz: the process answers. GET /readyz: it can serve (database reachable, every migration applied,
 * not draining); a load balancer stops sending new requests on 503. GET /metrics: Prometheus text, behind a
 * bearer token when one is configured (METRICS_TOKEN); without one it is open in the demo and refused otherwise,
 * as it tells anyone how busy the chain is and which routes exist.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { Metrics } from '../observability/metrics';
import { MIGRATIONS_DIR } from '../paths';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
/** The migrations this build of the server expects to find applied. */
const EXPECTED_MIGRATIONS = journal.entries.length;

export interface HealthState {
  /** Set on SIGTERM: readiness fails first, so the balancer moves traffic away before the process stops. */
  draining: boolean;
}

async function unreadyReason(db: Database): Promise<string | null> {
  try {
    // Both drivers answer with { rows } (node-postgres and PGlite alike).
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { rows: { n: number }[] };
    const applied = Number(result.rows[0]?.n ?? 0);
    return applied >= EXPECTED_MIGRATIONS ? null : `migrations applied: ${applied} of ${EXPECTED_MIGRATIONS}`;
  } catch (error) {
    return `database unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who may read /metrics: the bearer of `token` when there is one; without it, anyone in the demo and no one else. */
export interface MetricsAccess {
  token: string | undefined;
  demo: boolean;
}

export function healthRoutes(db: Database, state: HealthState, metrics: Metrics, access: MetricsAccess): Hono {
  const app = new Hono();
  // Per route, not app.use('*'): this app is mounted at '/', where a wildcard middleware would touch every answer.
  const NO_STORE = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    if (state.draining) return c.json({ status: 'draining' }, 503, NO_STORE);
    const reason = await unreadyReason(db);
    return reason ? c.json({ status: 'unready', reason }, 503, NO_STORE) : c.json({ status: 'ready' }, 200, NO_STORE);
  });
  app.get('/metrics', async (c) => {
    if (!access.token && !access.demo) return c.text('/metrics is off: set METRICS_TOKEN to read it', 403, NO_STORE);
    if (access.token && !sameToken(c.req.header('Authorization') ?? '', `Bearer ${access.token}`)) {
      return c.text('A bearer token is needed for /metrics', 401, { 'WWW-Authenticate': 'Bearer', ...NO_STORE });
    }
    return c.text(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, ...NO_STORE });
  });
  return app;
}
