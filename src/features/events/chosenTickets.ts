/**
 * The tickets chosen for an event, kept in this tab while the customer tops up the wallet (Low Balance → Add
 * money leaves for the provider's page and comes back to a new page load): they find their choice as they left
 * it. Per event and per tab (sessionStorage); a ticket that sold out meanwhile is dropped by the screen.
 */
type Quantities = ReadonlyMap<number, number>;

const keyFor = (eventId: number) => `event-tickets:${eventId}`;

export function recallTickets(eventId: number): Quantities {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(keyFor(eventId)) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(saved.filter((pair): pair is [number, number] => Array.isArray(pair) && pair.every((n) => Number.isInteger(n) && n >= 0)));
  } catch {
    return new Map(); // storage refused or an unreadable copy: the customer chooses again
  }
}

/** Once they are being paid for (by the provider's page, which comes back to a new page load). */
export const forgetTickets = (eventId: number): void => rememberTickets(eventId, new Map());

export function rememberTickets(eventId: number, quantities: Quantities): void {
  try {
    const chosen = [...quantities].filter(([, quantity]) => quantity > 0);
    if (chosen.length === 0) sessionStorage.removeItem(keyFor(eventId));
    else sessionStorage.setItem(keyFor(eventId), JSON.stringify(chosen));
  } catch {
    // Only a convenience: without storage the tickets are chosen again after a top-up.
  }
}
