/**
 * Tiny runtime checks for what the server answers, small enough for the browser bundle (zod stays on the
 * server). A guard says whether a value has the shape the app reads; the client turns a failed check into an
 * ApiError instead of storing the value. Check what screens and atoms read, not every field of the contract.
 */
export type Guard<T> = (value: unknown) => value is T;

/**
 * The type a field's guard must prove: string unions widen to string (a status the app does not know yet is
 * still text), number and boolean literals likewise; objects and arrays are checked by their own guards.
 */
type Loose<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isNull = (value: unknown): value is null => value === null;

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

/** A field the server sends only sometimes. */
export const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

export const either =
  <A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> =>
  (value): value is A | B =>
    a(value) || b(value);

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every((item) => guard(item));

/** A plain object whose listed fields pass their guards; fields left out are not looked at. */
export function shape<T extends object>(fields: { [K in keyof T]?: Guard<Loose<T[K]>> }): Guard<T> {
  const checks = Object.entries(fields) as Array<[string, Guard<unknown>]>;
  return (value): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return checks.every(([key, guard]) => guard(record[key]));
  };
}
