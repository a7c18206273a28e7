/**
 * The bad bodies of the fuzz test (test/server/badBodies.test.ts): kinds that need nothing of the route (invalid JSON,
 * the wrong content type, deep nesting, ...) and kinds that put one bad value in one field of a body the route would
 * take. A route's fields are learned from its own answers: '{}' is told 'orderRefId is required', so the next body
 * has an orderRefId, and so on, until the route stops naming a field. No list of routes or schemas is kept here.
 */

/** One request body: its kind (what the report names), its text (undefined: none), and its Content-Type. */
export interface BadBody {
  kind: string;
  text: string | undefined;
  contentType: string | undefined;
}

const JSON_TYPE = 'application/json';
/** Stands in a body's JSON for a value JSON.stringify cannot write (1e400, a lone surrogate). */
const RAW = '\u0001raw\u0001';
/** A string of about 1 MB: under the 1 MB limit with the JSON around it, so the route itself reads it. */
const HUGE = 'x'.repeat(1_000_000);
const DEEP = 5_000;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

const json = (kind: string, text: string | undefined, contentType: string | undefined = JSON_TYPE): BadBody => ({ kind, text, contentType });

/** The body with `value` at `path` (undefined: the field taken out); raw text is written into the JSON as it is. */
function withValue(body: Json, path: Path, value: Json | undefined, raw?: string): string {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let parent: Record<string | number, Json> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (raw !== undefined) parent[last] = RAW;
  else if (value === undefined) delete parent[last];
  else parent[last] = value;
  const text = JSON.stringify(copy);
  return raw === undefined ? text : text.replace(JSON.stringify(RAW), raw);
}

/** Every value of the body that is not an object or array with something in it, with its path. */
export function leaves(body: Json, path: Path = []): Array<{ path: Path; value: Json }> {
  if (body === null || typeof body !== 'object') return path.length === 0 ? [] : [{ path, value: body }];
  const entries: Array<[string | number, Json]> = Array.isArray(body) ? body.map((value, index) => [index, value]) : Object.entries(body);
  if (entries.length === 0) return path.length === 0 ? [] : [{ path, value: body }];
  return entries.flatMap(([key, value]) => leaves(value, [...path, key]));
}

/**
 * Kinds that need nothing of the route's fields: the body as a whole is wrong. The first five go to every route; the
 * rest take turns, `perRoute` of them to each (routes count their turn), so each reaches dozens of routes and the
 * pass stays quick.
 */
export function wholeBodyKinds(taken: Json, turn: number, perRoute = 3): BadBody[] {
  const takenText = JSON.stringify(taken);
  const everyRoute = [
    json('invalid JSON', '{"a":'),
    json('an empty body', ''),
    json('missing fields', '{}'),
    json('an extra field', withValue(taken, ['unexpectedField'], 'x')),
    json('the wrong content type', takenText, 'text/plain'),
  ];
  const inTurn = [
    json('no body, no content type', undefined, undefined),
    json('a null body', 'null'),
    json('an array for the object', `[${takenText}]`),
    json('a bare string', '"x"'),
    json('1e400 as the body', '1e400'),
    json('a __proto__ key', takenText === '{}' ? '{"__proto__":{"isAdmin":true}}' : `${takenText.slice(0, -1)},"__proto__":{"isAdmin":true}}`),
    json('deep nesting', `{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`),
    json('a 1 MB string', JSON.stringify({ text: HUGE })),
  ];
  return [...everyRoute, ...Array.from({ length: perRoute }, (_, i) => inTurn[(turn * perRoute + i) % inTurn.length] as BadBody)];
}

/** A value of another type than the field's (leaves take turns: another scalar, null, an array, an object). */
function wrongType(value: Json, turn: number): Json {
  const others: Json[] = [typeof value === 'number' ? String(value) : typeof value === 'string' ? 12345 : 'true', null, [value], { a: 1 }];
  return others[turn % others.length] as Json;
}

/**
 * One bad value in one field of the body the route would take: every field gets a value of the wrong type (leaves
 * take turns between another scalar, null, an array and an object) and is left out; numbers get 1e400, a negative
 * and amounts under a paisa; strings a NUL, a lone surrogate, 1 MB and a word that is no date.
 */
export function fieldKinds(taken: Json): BadBody[] {
  const bodies: BadBody[] = [];
  for (const [turn, { path, value }] of leaves(taken).entries()) {
    const at = path.join('.');
    const put = (kind: string, next: Json | undefined, raw?: string) => bodies.push(json(`${kind} in ${at}`, withValue(taken, path, next, raw)));
    put('the wrong type', wrongType(value, turn));
    if (typeof path[path.length - 1] === 'string') put('a missing field', undefined);
    if (typeof value === 'number') {
      put('1e400', null, '1e400');
      put('a negative number', -1);
      put('5e-324', null, '5e-324');
      put('0.001', 0.001);
      put('1e308', 1e308);
    }
    if (typeof value === 'string') {
      put('a NUL character', `${value}\u0000x`);
      put('a lone surrogate', null, '"\\ud800"');
      put('a 1 MB string', HUGE);
      put('an empty string', '');
      put('a word that is no date', 'soon');
    }
  }
  return bodies;
}

export interface Answer {
  status: number;
  message: string;
}

/** The value a message asks for: one of its choices, its example, so many digits or characters, or its type. */
function valueFromMessage(message: string): Json | undefined {
  const choice = /must be (?:one of )?([A-Za-z_-]+)(?:, | or )/.exec(message)?.[1];
  if (choice) return choice;
  const example = /\blike ([\w-]+)/.exec(message)?.[1];
  if (example) return example;
  const digits = /(\d+)[- ]digit/.exec(message)?.[1];
  if (digits) return `9${'8'.repeat(Number(digits) - 1)}`;
  const characters = /at least (\d+) characters/.exec(message)?.[1];
  if (characters) return 'Fuzz'.padEnd(Number(characters), 'z');
  if (/true or false|a boolean/.test(message)) return true;
  if (/must be (a|an) (array|list)|must be a list|must map/.test(message)) return /must map/.test(message) ? {} : [];
  if (/must be (a|an) (number|whole number|time)|must be at least|whole number|epoch|ids?\b/.test(message)) return 1;
  if (/must be (a|an) object/.test(message)) return {};
  if (/must be (a|an) string|must be text/.test(message)) return 'x';
  return undefined;
}

function setAt(body: Record<string, Json>, path: Path, value: Json): void {
  let parent: Record<string | number, Json> = body;
  for (const [index, key] of path.slice(0, -1).entries()) {
    const next = path[index + 1];
    if (parent[key] === undefined || parent[key] === null || typeof parent[key] !== 'object') parent[key] = typeof next === 'number' ? [] : {};
    parent = parent[key] as Record<string | number, Json>;
  }
  parent[path[path.length - 1] as string | number] = value;
}

const has = (body: Json, path: Path): boolean => {
  let value: Json | undefined = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string | number, Json>)[key];
  }
  return value !== undefined;
};

/** The path of the first empty array in the body, which a message like 'Add at least one item' wants filled. */
function emptyArray(body: Json, path: Path = []): Path | null {
  if (Array.isArray(body)) return body.length === 0 ? path : null;
  if (body === null || typeof body !== 'object') return null;
  for (const [key, value] of Object.entries(body)) {
    const found = emptyArray(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Fields a sentence without a field name may be about: 'Please select address type' -> addressType, type. */
function fieldsIn(message: string): string[] {
  const words = message.replace(/[^A-Za-z ]/g, '').trim().split(/\s+/);
  const [before, last] = [words[words.length - 2] ?? '', words[words.length - 1] ?? ''];
  return [`${before.toLowerCase()}${last.charAt(0).toUpperCase()}${last.slice(1)}`, last.toLowerCase()].filter((name) => name.length > 1);
}

/**
 * The body the route would take, learned from its answers: each 400 that names a missing or mistyped field adds
 * or changes it (a plausible value for its name, else what its message asks for); a sentence without a field name
 * tries the field its last words name; an empty list gets an element. It stops when the route answers anything
 * but 400, or has nothing more to learn. `plausible` knows the fixture's real values (an order's ref, an outlet).
 */
export async function learnBody(send: (body: Json) => Promise<Answer>, plausible: (field: string) => Json | undefined, steps = 12): Promise<Record<string, Json>> {
  const body: Record<string, Json> = {};
  const tried = new Set<string>();
  for (let step = 0; step < steps; step++) {
    const answer = await send(body);
    if (answer.status !== 400) break;
    const unknown = /^Unknown field: (.+)$/.exec(answer.message)?.[1];
    if (unknown) {
      for (const key of unknown.split(', ')) delete body[key];
      continue;
    }
    const named = /^([A-Za-z]\w*(?:\.\w+)*)(?::| is | must | has )/.exec(answer.message)?.[1];
    if (named) {
      if (tried.has(answer.message)) break;
      tried.add(answer.message);
      const path: Path = named.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      const field = String(path[path.length - 1]);
      const value = has(body, path) ? valueFromMessage(answer.message) : (plausible(field) ?? valueFromMessage(answer.message) ?? 'x');
      if (value === undefined) break;
      setAt(body, path, value);
      continue;
    }
    const list = emptyArray(body);
    const candidate = fieldsIn(answer.message).find((name) => !tried.has(`field ${name}`) && !(name in body));
    if (list && !tried.has(`list ${list.join('.')}`)) {
      tried.add(`list ${list.join('.')}`);
      setAt(body, [...list, 0], {});
    } else if (candidate) {
      tried.add(`field ${candidate}`);
      body[candidate] = plausible(candidate) ?? 'x';
    } else break;
  }
  return body;
}
