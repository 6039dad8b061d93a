/**
 * A CLIENT span per database statement of a traced request (the Database's query observer,
 * db/query-observer.ts). The span carries the SQL text only: Drizzle sends values as parameters,
 * and parameters (e-mails, names, tokens) never go into a span. A failure's span says the
 * SQLSTATE, not the message (PostgreSQL quotes values in some, as in "Key (email)=(…) exists").
 */
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { QueryObserver } from '../db/query-observer.ts';
import { activeTracing } from './trace-context.ts';

/** SELECT, INSERT, WITH…: the statement's first word, a name that groups like statements. */
const operationOf = (sqlText: string) => /^\s*([a-z]+)/i.exec(sqlText)?.[1]?.toUpperCase() ?? 'SQL';

export const traceQuery: QueryObserver = (sqlText, send) => {
  const active = activeTracing();
  if (!active) return send();
  const span = active.tracer.startSpan(
    'db.query',
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        // The name before semantic conventions 1.26, which trace viewers still group by.
        'db.system': 'postgresql',
        [ATTR_DB_OPERATION_NAME]: operationOf(sqlText),
        [ATTR_DB_QUERY_TEXT]: sqlText,
      },
    },
    active.parent,
  );
  return send().then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
      const errorType = typeof code === 'string' ? code : typeof name === 'string' ? name : 'error';
      span.setAttribute(ATTR_ERROR_TYPE, errorType);
      if (typeof code === 'string') span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, code);
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    },
  );
};
