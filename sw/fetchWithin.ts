/** fetch, given up (and aborted) after `ms`: a weak signal should fall back to the cache, not hang. */
export function fetchWithin(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return fetch(request, { signal: controller.signal }).finally(() => clearTimeout(timer));
}
