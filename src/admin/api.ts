/**
 * The console's calls to /v1/admin: same-origin credentials (the HttpOnly staff cookie), the app's XSRF pair echoed
 * from its cookie, JSON bodies, and the envelope decoded once. A failure is react-admin's HttpError carrying the
 * server's own message (shown as is), its status and its errorCode.
 */
import { HttpError } from 'react-admin';
import { ADMIN_API_BASE_PATH } from '../api/staffEndpoints';
import { XSRF_COOKIE, XSRF_HEADER, type Envelope } from '../api/endpoints';

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

export interface Answer<T> {
  data: T;
  message: string;
}

export async function adminCall<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_BASE_PATH}${path}`, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  } catch {
    throw new HttpError('The server cannot be reached. Check the connection and try again.', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope) {
    throw new HttpError(envelope?.message || `The server answered ${response.status}`, response.status, { errorCode: envelope?.errorCode });
  }
  return { data: envelope.responsePacket, message: envelope.message };
}

/** A download (the menu's export): the file's bytes, or the server's envelope message as an HttpError. */
export async function adminDownload(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_BASE_PATH}${path}`, { credentials: 'same-origin' });
  } catch {
    throw new HttpError('The server cannot be reached. Check the connection and try again.', 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new HttpError(envelope?.message || `The server answered ${response.status}`, response.status, { errorCode: envelope?.errorCode });
  }
  return response.blob();
}

export const errorCodeOf = (error: unknown): number | undefined => (error instanceof HttpError ? (error.body as { errorCode?: number } | undefined)?.errorCode : undefined);
export const statusOf = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong');
