/**
 * How an unexpected error is written to the server log. Drizzle puts the query parameters in its error
 * message (and so in the stack's first line); they can hold OTP hashes, secrets' hashes or phone numbers,
 * so only the SQL text, the driver's reason and the stack frames are kept.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

const MAX_FRAMES = 12;

export function describeError(error: Error): string {
  const summary =
    error instanceof DrizzleQueryError
      ? `Failed query (parameters not logged): ${error.query}${error.cause ? ` -- ${error.cause.message}` : ''}`
      : `${error.name}: ${error.message}`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_FRAMES);
  return [summary, ...frames].join('\n');
}
