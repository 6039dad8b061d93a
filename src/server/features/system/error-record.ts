/**
 * The error record: each server error the error handler reports becomes a `server_error` row, in
 * the background. The response never waits for the write and never fails with it (a failed write
 * is a log line). A storm of errors (a dependency down, every request failing) writes at most
 * MAX_PER_SECOND rows a second per instance; the log still has every one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RecordServerError } from '../../core/server-error-report.ts';
import type { Db } from '../../db/client.ts';
import { serverErrors } from '../../db/schema.ts';
import { errorFacts, truncate } from './error-text.ts';

const MAX_PER_SECOND = 10;

export interface ErrorRecordDeps {
  db: Db;
  log: FastifyBaseLogger;
  release: string;
}

/** The error handler's `recordServerError` that writes the record. */
export function createServerErrorRecorder(deps: ErrorRecordDeps): RecordServerError {
  let second = 0;
  let written = 0;
  return ({ error, status, requestId, method, route }) => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      written = 0;
    }
    if (++written > MAX_PER_SECOND) return;
    const facts = errorFacts(error);
    void deps.db
      .insert(serverErrors)
      .values({
        requestId: truncate(requestId, 100),
        method,
        route: route === undefined ? null : truncate(route, 300),
        status,
        errorName: facts.name,
        message: facts.message,
        stack: facts.stack,
        stackHash: facts.stackHash,
        release: deps.release,
      })
      .catch((writeError: unknown) =>
        deps.log.warn({ err: writeError, requestId }, 'server error not recorded'),
      );
  };
}
