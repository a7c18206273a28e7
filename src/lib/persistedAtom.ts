/**
 * Atoms whose value lives in IndexedDB (idb-keyval). `hydrate` reads every one before the first render, so a
 * reload never flashes an empty cart; writes go out in order, one chain per key, so none is lost or reordered.
 */
import { atom } from 'jotai';
import type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';
import { del, getMany, set as idbSet } from 'idb-keyval';

export type PersistedAtom<T> = WritableAtom<T, [SetStateAction<T>], void> & {
  readonly storageKey: string;
  readonly initialValue: T;
  /** Puts a stored value into `store` without writing it back. */
  hydrateInto(store: Store, stored: unknown): void;
};

type Store = { set: <V>(atom: PrimitiveAtom<V>, value: V) => void };
type Hydratable = Pick<PersistedAtom<unknown>, 'storageKey' | 'hydrateInto'>;

const pendingWrites = new Map<string, Promise<unknown>>();
/** How many writes each key has had: a read-back skips a key written while it was reading. */
const writeCounts = new Map<string, number>();

function persist(key: string, value: unknown): void {
  writeCounts.set(key, (writeCounts.get(key) ?? 0) + 1);
  const previous = pendingWrites.get(key) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(() => (value === undefined ? del(key) : idbSet(key, value)))
    .catch((error: unknown) => console.error(`Could not save ${key}`, error));
  pendingWrites.set(key, next);
}

export function persistedAtom<T>(storageKey: string, initialValue: T): PersistedAtom<T> {
  const base = atom(initialValue);
  const persisted = atom(
    (get) => get(base),
    (get, set, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(base)) : update;
      set(base, next);
      persist(storageKey, next);
    },
  );
  const hydrateInto = (store: Store, stored: unknown) => store.set(base, stored as T);
  return Object.assign(persisted, { storageKey, initialValue, hydrateInto });
}

/** Reads the stored values of `atoms` into `store`. Unreadable storage (private mode) leaves the defaults. */
export async function hydrate(store: Store, atoms: readonly Hydratable[]): Promise<void> {
  try {
    const values = await getMany(atoms.map((a) => a.storageKey));
    atoms.forEach((a, i) => {
      if (values[i] !== undefined) a.hydrateInto(store, values[i]);
    });
  } catch (error) {
    console.error('Stored state could not be read', error);
  }
}

/** Resolves when every write started so far has reached IndexedDB. */
export async function flushWrites(): Promise<void> {
  await Promise.all(pendingWrites.values());
}

type RereadStore = Store & { get: <V>(atom: Atom<V>) => V };
type Rereadable = Atom<unknown> & Pick<PersistedAtom<unknown>, 'storageKey' | 'initialValue' | 'hydrateInto'>;

/**
 * Reads `atoms` back from IndexedDB into `store`: another tab of the app may have written them since this one
 * started (one database, one store per tab). This tab's own writes land first; a key this tab writes while the
 * read is out keeps this tab's value. A missing key is the atom's initial value. Returns the keys that changed.
 */
export async function reread(store: RereadStore, atoms: readonly Rereadable[]): Promise<string[]> {
  await flushWrites();
  const before = atoms.map((a) => writeCounts.get(a.storageKey) ?? 0);
  let values: unknown[];
  try {
    values = await getMany(atoms.map((a) => a.storageKey));
  } catch (error) {
    console.error('Stored state could not be read', error);
    return [];
  }
  const changed: string[] = [];
  atoms.forEach((a, i) => {
    if ((writeCounts.get(a.storageKey) ?? 0) !== before[i]) return;
    const stored = values[i] === undefined ? a.initialValue : values[i];
    if (JSON.stringify(stored) === JSON.stringify(store.get(a))) return;
    a.hydrateInto(store, stored);
    changed.push(a.storageKey);
  });
  return changed;
}
