/** The live streams connected to this process, by customer and by outlet; what the bus hears goes to them. */
import type { LiveEvent } from './bus';

type Listener = (event: LiveEvent) => void;

export class LiveHub {
  private readonly byUser = new Map<number, Set<Listener>>();
  private readonly byOutlet = new Map<number, Set<Listener>>();

  /** Hands a change to the streams of its customer and of its outlet. */
  dispatch(event: LiveEvent): void {
    // An order whose diner's account was erased has no customer stream to tell.
    if (event.userId !== null) for (const listener of this.byUser.get(event.userId) ?? []) listener(event);
    for (const listener of this.byOutlet.get(event.restaurantId) ?? []) listener(event);
  }

  /** A customer's stream; returns how to stop it. */
  forUser(userId: number, listener: Listener): () => void {
    return add(this.byUser, userId, listener);
  }

  /** An outlet's stream (its kitchen board or POS); returns how to stop it. */
  forOutlet(restaurantId: number, listener: Listener): () => void {
    return add(this.byOutlet, restaurantId, listener);
  }

  /** Streams open now, for /metrics. */
  get connections(): number {
    let count = 0;
    for (const set of [...this.byUser.values(), ...this.byOutlet.values()]) count += set.size;
    return count;
  }
}

function add(map: Map<number, Set<Listener>>, key: number, listener: Listener): () => void {
  const set = map.get(key) ?? new Set<Listener>();
  set.add(listener);
  map.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}
