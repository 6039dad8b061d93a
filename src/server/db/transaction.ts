/**
 * The one way to open a transaction. Drizzle types a transaction apart from the database
 * (PgTransaction, not PgDatabase) although it runs the same queries, so every function that takes
 * a `Db` would need a cast to run inside one: the cast is made here, once.
 */
import type { Db } from './database.ts';

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}
