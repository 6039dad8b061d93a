/**
 * The error handler's `recordServerError` hook: told of each server error it answers, with the
 * route's template and the request's id (never its URL); not of refusals (4xx) nor of load
 * shedding; and a reporter that throws does not change the answer.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.ts';
import type { ServerErrorReport } from '../core/server-error-report.ts';
import { registerErrorHandling } from './error-handler.ts';

function appReporting(recordServerError: (report: ServerErrorReport) => void) {
  const app = Fastify();
  registerErrorHandling(app, { recordServerError });
  app.get('/api/things/:id', async () => {
    throw new Error('boom');
  });
  app.get('/api/refused', async () => {
    throw new AppError('NOT_FOUND', 'Thing not found');
  });
  app.get('/api/provider', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider is unavailable');
  });
  app.get('/api/shed', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', 'Busy', { loadShedding: true });
  });
  return app;
}

describe('recordServerError', () => {
  it('hears of each server error with the route template, and of nothing else', async () => {
    const reports: ServerErrorReport[] = [];
    const app = appReporting((report) => reports.push(report));
    try {
      const failed = await app.inject({ method: 'GET', url: '/api/things/42?token=secret' });
      expect(failed.statusCode).toBe(500);
      expect(reports).toEqual([
        {
          error: expect.objectContaining({ message: 'boom' }),
          status: 500,
          requestId: expect.any(String),
          method: 'GET',
          route: '/api/things/:id',
        },
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/provider' })).statusCode).toBe(503);
      expect(reports[1]).toMatchObject({ status: 503, route: '/api/provider' });
      expect((await app.inject({ method: 'GET', url: '/api/refused' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/shed' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
      expect(reports).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('answers as before when the reporter throws', async () => {
    const app = appReporting(() => {
      throw new Error('the reporter is broken');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/things/1' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Internal Server Error',
        success: false,
        code: 'internal_error',
      });
    } finally {
      await app.close();
    }
  });
});
