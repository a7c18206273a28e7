/**
 * The server's log: one line of text per event, with optional fields (a request's id, status, time). main.ts
 * picks how lines are written: plain text for the demo on a terminal, JSON (pino) for a log collector.
 * Routes only ever call `deps.log(line, fields)`; which writer is behind it is main.ts's choice.
 */
import pino, { type DestinationStream } from 'pino';

export type LogFields = Record<string, string | number | boolean | null>;
export type Log = (line: string, fields?: LogFields) => void;

/** A line that starts 'error:' or 'warn:' is logged at that level (the prefix convention the routes use). */
export function levelOf(line: string): 'error' | 'warn' | 'info' {
  if (line.startsWith('error:')) return 'error';
  if (line.startsWith('warn:')) return 'warn';
  return 'info';
}

// An Indian mobile number (10 digits from 6 to 9, with or without 91/+91) standing on its own.
const MOBILE = /(?<![\d])(?:\+?91)?[6-9]\d{9}(?![\d])/g;
// The value given to a word that names a secret: 'token=abc', 'key: abc', 'OTP: 1234'.
const SECRET = /\b(otp|code|token|key|secret|password|authorization)(\s*[:=]\s*)[^\s,;]+/gi;

/** Removes mobile numbers and the values after a secret's name; a collector keeps what it is sent for years. */
export function scrub(text: string): string {
  return text.replace(SECRET, '$1$2[redacted]').replace(MOBILE, '[mobile]');
}

/**
 * Plain lines on stdout (errors on stderr), for a person at a terminal: the line says it all (the access line
 * names method, path, status and time); the fields are for collectors.
 */
export function plainLog(): Log {
  return (line) => (levelOf(line) === 'error' ? console.error : console.log)(line);
}

/**
 * JSON lines through pino ({"level":30,"time":…,"msg":…,"requestId":…}), scrubbed of mobile numbers and
 * secrets. `destination` is for tests; stdout otherwise.
 */
export function jsonLog(destination?: DestinationStream): Log {
  const logger = pino({ base: null, formatters: { level: (label) => ({ level: label }) } }, destination);
  return (line, fields) => {
    const clean: LogFields = {};
    for (const [k, v] of Object.entries(fields ?? {})) clean[k] = typeof v === 'string' ? scrub(v) : v;
    logger[levelOf(line)](clean, scrub(line));
  };
}
