/**
 * The local payment provider's clock (admin only; the routes exist only with the local provider
 * and outside production): read it, or move it ahead and run what falls due on the way.
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';

export const clockResponse = z.object({ now: z.string() });
export const advanceClockBody = z.object({ advanceDays: z.number().int().min(1).max(400) });

export const billingClockEndpoints = endpoints(
  { access: 'admin', tags: ['admin: billing clock'] },
  {
    get: {
      method: 'GET',
      path: '/api/admin/billing/clock',
      summary: "The local payment provider's time (404 with Stripe or in production)",
      response: clockResponse,
    },
    advance: {
      method: 'POST',
      path: '/api/admin/billing/clock',
      summary:
        "Move the local payment provider's clock `advanceDays` (1-400) ahead and run what falls due, in time order: renewals, trial-ending notices and trial ends, payment retries (days 1, 3, 5 after a failure), grace ends (unpaid). 404 with Stripe or in production",
      body: advanceClockBody,
      response: clockResponse,
    },
  },
);
