/**
 * The one fetch of the two plain-DOM pages (the kitchen board's src/outlet/board/api.ts and the rider page's
 * src/rider/api.ts): a GET, or a POST of JSON, never cached, the envelope unwrapped. The pages differ only in what
 * they throw, so each names its own errors: no signal, a refused bearer token (401), and any other refusal, with the
 * server's words (said in the page's language: the caller sends Accept-Language). Nothing else is imported, so
 * neither page's script grows by it.
 */
import type { Envelope } from '../api/contract';

export interface EnvelopeFailures {
  /** No answer at all: the phone or tablet has no signal. */
  offline: () => Error;
  /** 401: the bearer token no longer opens the API. */
  refusedToken: (message: string | undefined) => Error;
  /** Any other failure: the server's words when it sent an envelope, and its status. */
  refused: (message: string | undefined, status: number) => Error;
}

export async function envelopeFetch<T>(url: string, headers: Record<string, string>, body: unknown, failures: EnvelopeFailures): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: 'no-store',
    });
  } catch {
    throw failures.offline();
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401) throw failures.refusedToken(envelope?.message);
  if (!response.ok || !envelope) throw failures.refused(envelope?.message, response.status);
  return envelope.responsePacket;
}
