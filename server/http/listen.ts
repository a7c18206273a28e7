/**
 * The app on a port (main.ts, and every test's server), with limits on slow clients. A client that trickles its
 * headers a byte at a time, or stops sending its body halfway, holds a socket and a parser for as long as the server
 * lets it: Node's defaults are 60 s for the headers and 300 s for the request, checked only every 30 s. Here a
 * request's headers must arrive within 10 s and the whole request within 120 s; past either, Node answers 408 and
 * closes the connection, looking every second.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

export interface SlowClientLimits {
  /** The request's headers, from its first byte (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, headers and body (requestTimeout): the largest body, a 2 MB CV as base64 (2.7 MB), over 2G's ~25 KB/s takes about 110 s. */
  requestMs: number;
  /** How often Node looks for requests past those limits (connectionsCheckingInterval). */
  checkEveryMs: number;
}

export const DEFAULT_SLOW_CLIENT_LIMITS: SlowClientLimits = { headersMs: 10_000, requestMs: 120_000, checkEveryMs: 1_000 };

/**
 * Idle connections stay open longer than the proxies in front keep theirs (60 s on common load balancers) and longer
 * than a client pauses between requests: with Node's 5 s, a client that reused a connection the server was closing at
 * that moment got ECONNRESET instead of an answer. An idle connection is no request: the limits above do not apply.
 */
const KEEP_ALIVE_MS = 65_000;

export function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  options: { port: number; hostname?: string; slowClients?: Partial<SlowClientLimits> },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const limits = { ...DEFAULT_SLOW_CLIENT_LIMITS, ...options.slowClients };
  const server = serve(
    {
      fetch,
      port: options.port,
      ...(options.hostname ? { hostname: options.hostname } : {}),
      serverOptions: { headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: limits.checkEveryMs },
    },
    onListening,
  );
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
