/**
 * Faults staged inside the database itself, on PGlite and PostgreSQL alike: a row trigger that
 * raises on the Nth row it sees (or sleeps first, to hold a transaction open). The hit counter is
 * a sequence, which a rollback does not undo, so "fail the first attempt only" works across
 * retries of the same operation.
 */
import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../src/server/db/client.ts';

export interface DbFault {
  /** How many rows reached the trigger so far (failed or not). */
  hits(): Promise<number>;
  remove(): Promise<void>;
}

export interface DbFaultOptions {
  on: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The 1-based row (counting every row the trigger sees) that fails first. Default 1. */
  failAt?: number;
  /** How many consecutive rows fail from `failAt` on. Default: every one. */
  times?: number;
  /** Seconds to sleep in the trigger before deciding (PostgreSQL: holds the transaction open). */
  sleepSeconds?: number;
  /** A condition on NEW (or OLD for DELETE) as SQL, e.g. `NEW.event_type = 'user_banned'`. */
  when?: string;
}

export async function injectDbFault(db: Db, table: PgTable, options: DbFaultOptions): Promise<DbFault> {
  const name = `fault_${randomBytes(5).toString('hex')}`;
  const failAt = options.failAt ?? 1;
  const lastFailing = options.times === undefined ? 2_147_483_647 : failAt + options.times - 1;
  const sleep = options.sleepSeconds ? `perform pg_sleep(${Number(options.sleepSeconds)});` : '';
  await db.execute(sql.raw(`create sequence ${name}_hits`));
  await db.execute(
    sql.raw(`
      create function ${name}() returns trigger language plpgsql as $body$
      declare hit bigint := nextval('${name}_hits');
      begin
        ${sleep}
        if hit between ${failAt} and ${lastFailing} then
          raise exception 'injected fault: % on %, row %', tg_op, tg_table_name, hit;
        end if;
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end
      $body$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${options.on} on "${getTableName(table)}" for each row` +
        `${options.when ? ` when (${options.when})` : ''} execute function ${name}()`,
    ),
  );
  return {
    async hits() {
      const result = await db.execute(sql.raw(`select last_value, is_called from ${name}_hits`));
      const [row] = (
        result as unknown as { rows: Array<{ last_value: string | number; is_called: boolean }> }
      ).rows;
      return row?.is_called ? Number(row.last_value) : 0;
    },
    async remove() {
      await db.execute(sql.raw(`drop trigger if exists ${name} on "${getTableName(table)}"`));
      await db.execute(sql.raw(`drop function if exists ${name}()`));
      await db.execute(sql.raw(`drop sequence if exists ${name}_hits`));
    },
  };
}

/** Runs `work` with the fault in place, and removes it afterwards whatever happens. */
export async function withDbFault<T>(
  db: Db,
  table: PgTable,
  options: DbFaultOptions,
  work: (fault: DbFault) => Promise<T>,
): Promise<T> {
  const fault = await injectDbFault(db, table, options);
  try {
    return await work(fault);
  } finally {
    await fault.remove();
  }
}
