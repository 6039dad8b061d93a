import { beforeAll, describe, expect, it } from 'vitest';
import { systemMeta } from '../../core/security-log.ts';
import { securityLogs } from '../../db/schema.ts';
import { json } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const subject = sharedUser(t);

beforeAll(async () => {
  // A known set of entries, at known times, beside those written by sign-ups and sign-ins.
  const at = (iso: string) => new Date(iso);
  await t.deps.database.db.insert(securityLogs).values([
    {
      timestamp: at('2026-01-10T10:00:00Z'),
      userId: subject.id,
      eventType: 'login_failed',
      eventCategory: 'authentication',
      severity: 'medium',
      description: 'Failed sign-in',
      success: false,
      metadata: { reason: 'invalid_credentials' },
    },
    {
      timestamp: at('2026-01-11T10:00:00Z'),
      userId: subject.id,
      actorId: admin.id,
      eventType: 'user_banned',
      eventCategory: 'authorization',
      severity: 'high',
      description: '=HYPERLINK("http://evil.example","click")',
      success: true,
      metadata: { reason: '+cmd|calc' },
    },
    {
      timestamp: at('2026-01-12T10:00:00Z'),
      userId: null,
      eventType: 'config_changed',
      eventCategory: 'system',
      severity: 'critical',
      description: 'Plan prices, "quoted", changed',
      success: true,
      metadata: {},
    },
  ]);
  await t.deps.securityLog.write({ eventType: 'custom_admin_action', description: 'Now', meta: systemMeta });
});

const get = (url: string) => t.call('GET', url, { as: admin });
type Logs = {
  logs: Array<Record<string, unknown> & { eventType: string }>;
  pagination: Record<string, number>;
};

describe('GET /api/admin/security-logs', () => {
  it('lists newest first with user and actor, in the spec shape', async () => {
    const body = json(await get('/api/admin/security-logs?limit=100')).data as Logs;
    const timestamps = body.logs.map((log) => String(log.timestamp));
    expect([...timestamps].sort().reverse()).toEqual(timestamps);
    const banned = body.logs.find((log) => log.eventType === 'user_banned');
    expect(banned).toEqual({
      id: expect.any(Number),
      timestamp: '2026-01-11T10:00:00.000Z',
      user: { id: subject.id, name: 'Test User', email: subject.email },
      actor: { id: admin.id, name: expect.any(String), email: admin.email },
      eventType: 'user_banned',
      eventCategory: 'authorization',
      severity: 'high',
      description: '=HYPERLINK("http://evil.example","click")',
      ipAddress: null,
      userAgent: null,
      requestPath: null,
      metadata: { reason: '+cmd|calc' },
      success: true,
    });
  });

  it('filters by event type, user, severity, success and date range', async () => {
    const types = async (query: string) =>
      (json(await get(`/api/admin/security-logs?${query}&limit=100`)).data as Logs).logs.map(
        (log) => log.eventType,
      );
    expect(await types('eventType=user_banned')).toEqual(['user_banned']);
    expect(await types('severity=critical')).toEqual(['config_changed']);
    expect(await types(`userId=${subject.id}&success=false`)).toEqual(['login_failed']);
    expect(await types('from=2026-01-10T12:00:00Z&to=2026-01-12')).toEqual(['config_changed', 'user_banned']);
    expect(await types('from=2026-01-10&to=2026-01-10')).toEqual(['login_failed']);
    const paged = json(await get(`/api/admin/security-logs?userId=${subject.id}&limit=1&page=2`))
      .data as Logs;
    expect(paged.logs).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1, total: 4, totalPages: 4 });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['eventType=nope', 'severity=urgent', 'success=maybe', 'from=yesterday', 'limit=0']) {
      expect((await get(`/api/admin/security-logs?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('lists the event types for the filter', async () => {
    const body = json(await get('/api/admin/security-logs/event-types')).data as { eventTypes: string[] };
    expect(body.eventTypes).toEqual(
      expect.arrayContaining(['user_banned', 'user_role_changed', 'login_failed']),
    );
  });
});

describe('GET /api/admin/security-logs/export', () => {
  it('streams the filtered set as CSV with quoting and formula cells escaped', async () => {
    const response = await get(`/api/admin/security-logs/export?userId=${subject.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="security-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,timestamp,eventType,eventCategory,severity,success,userId,userEmail,actorEmail,description,ipAddress,userAgent,requestPath,metadata',
    );
    expect(lines).toHaveLength(1 + 4);
    const banned = lines.find((line) => line.includes('user_banned'))!;
    expect(banned).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(banned).toContain('"{""reason"":""+cmd|calc""}"');
    expect(banned).toContain(',true,');

    const audit = await lastSecurityEvent(t, 'sensitive_data_access');
    expect(audit).toMatchObject({
      actorId: admin.id,
      metadata: { export: 'security-logs', filters: { userId: subject.id } },
    });

    const critical = await get('/api/admin/security-logs/export?severity=critical');
    expect(critical.body).toContain('"Plan prices, ""quoted"", changed"');
  });

  it('exports more rows than one batch', async () => {
    const rows = Array.from({ length: 1500 }, (_, index) => ({
      timestamp: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
      eventType: 'admin_access',
      eventCategory: 'authorization',
      severity: 'low',
      description: `bulk ${index}`,
    }));
    await t.deps.database.db.insert(securityLogs).values(rows);
    const response = await get('/api/admin/security-logs/export?eventType=admin_access&to=2025-12-31');
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(1501);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1500);
  });
});
