/**
 * Statements the busiest requests send, built once per database handle instead of on every call: building a query
 * (drizzle turning its builders into SQL text) was about a quarter of the server's CPU while diners placed orders.
 * Each takes its values through `sql.placeholder`. On PostgreSQL a statement's name also lets node-postgres parse it
 * once per pooled connection and only bind it after; PGlite runs the same text, unnamed.
 *
 * A handle is the database or a transaction: a statement prepared on a transaction runs in it, and is kept only as
 * long as the transaction's handle is.
 */
import type { Database } from './client';

export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
