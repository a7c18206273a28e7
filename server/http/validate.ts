/** Checks payloads against the contract's zod schemas and turns the first problem into a 400 naming the field. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { MSG } from '../../src/config/messages';
import { ApiError } from './envelope';

/** The spec's own sentences ('*Please enter a valid mobile number'): the client shows them as they are. */
const SPEC_SENTENCES: ReadonlySet<string> = new Set(Object.values(MSG));

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(issue: Issue, input: unknown): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  if (SPEC_SENTENCES.has(issue.message)) return issue.message;
  if (!field) return issue.code === 'invalid_type' ? 'Request body must be a JSON object' : issue.message;
  // A range message the contract wrote itself ('Add at least one item') is kept. zod's defaults ('Too small: ...')
  // and a field's type message (zod applies `error` to every issue of the field) are reworded below.
  const key = String(issue.path[issue.path.length - 1] ?? '');
  const ownMessage = !/^(Too (small|big)|Invalid)\b/.test(issue.message) && !issue.message.startsWith(key);
  if ((issue.code === 'too_small' || issue.code === 'too_big') && ownMessage) return issue.message;
  if (issue.code === 'too_small') {
    return issue.origin === 'string' ? `${field} must be at least ${String(issue.minimum)} characters` : `${field} must be at least ${String(issue.minimum)}`;
  }
  if (issue.code === 'too_big') {
    return issue.origin === 'string' ? `${field} must be at most ${String(issue.maximum)} characters` : `${field} must be at most ${String(issue.maximum)}`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return `${field} must be a whole number`;
  // The contract says "x is required" for any type error; a value that is present but wrongly typed says so.
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) !== undefined) {
    return `${field} must be a ${issue.expected}`;
  }
  // A missing field whose schema has no message of its own.
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) return `${field} is required`;
  // The contract's own messages already start with the field name ("mobileNumber must be ..."), or are the
  // spec's user-facing sentences ("Please select address type"), shown as they are.
  return issue.message.startsWith(field) || issue.message.startsWith('Please ') ? issue.message : `${field}: ${issue.message}`;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw new ApiError(400, first ? describe(first, value) : 'Invalid request');
}

/** No request of the contract nests beyond a few levels; a deeper body is refused before anything walks it. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another, counted in one pass over
 * the characters (brackets inside strings do not count), so that no recursive walk ever sees such a body.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** The path of the first string holding a NUL character ('' for the value itself), or null; `skip`: keys of the top level passed over. */
export function nulAt(value: unknown, path = '', skip: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (skip.includes(key)) continue;
    const found = nulAt(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The body, parsed and checked against the schema. `nulCheckedByRoute`: fields of the body's top level the route
 * checks for NUL itself, to say where in them it is (a menu file's line).
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S, options: { nulCheckedByRoute?: readonly string[] } = {}): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) throw new ApiError(400, TOO_DEEP);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON');
  }
  // PostgreSQL text cannot hold NUL: refuse it here, naming the field, rather than fail in the database.
  const nul = nulAt(value, '', options.nulCheckedByRoute);
  if (nul !== null) throw new ApiError(400, `${nul || 'Request body'} must not contain a NUL character`);
  return parseWith(schema, value);
}
