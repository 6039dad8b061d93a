/**
 * `npm run soak` (not in CI): the service on a seeded database under a steady mix of public, user,
 * admin and write traffic for SOAK_SECONDS (300) at SOAK_RATE requests/s (1000). Fails (exit 1) on
 * any 5xx, any connection error or timeout, or memory that keeps growing: the mean RSS of the last
 * 20 % of the run must stay within +25 % of the mean of the 20–40 % window (after warm-up).
 * Records its result in the "Soak" section of docs/benchmarks.md.
 */
import type { Request } from 'autocannon';
import { createVerifiedUser, getJson, signInAdmin } from './lib/accounts.ts';
import { runWithCleanup } from './lib/cleanup.ts';
import { writeSoakSection } from './lib/doc.ts';
import { fire, rssMb, statusCounts } from './lib/load.ts';
import { machineInfo } from './lib/report.ts';
import { type DatabaseKind, prepareScratch } from './lib/seed.ts';
import { startService } from './lib/server.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const RATE = Number(process.env.SOAK_RATE ?? 1000);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const KIND = (process.env.SOAK_DATABASE ?? 'postgres') as DatabaseKind;
const POSTS = Number(process.env.SOAK_POSTS ?? 10_000);

const SHOWN = 12;
/** At most SHOWN samples, evenly spread over the run, for the summary line. */
function spread(samples: Array<{ mb: number }>): string[] {
  const step = Math.max(1, samples.length / SHOWN);
  const shown: string[] = [];
  for (let index = 0; index < samples.length; index += step)
    shown.push(samples[Math.floor(index)]!.mb.toFixed(0));
  return shown;
}

interface Kind {
  name: string;
  /** Requests of this kind per 1,000. */
  weight: number;
  next: () => Request;
}

async function trafficMix(url: string): Promise<Kind[]> {
  const admin = await signInAdmin(url);
  const reader = await createVerifiedUser(url, admin.token, 'soak-reader');
  const signer = await createVerifiedUser(url, admin.token, 'soak-signer');
  const { banner } = await getJson<{ banner: { variants: Array<{ id: number }> } }>(
    url,
    '/api/admin/marketing/banners',
    {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({
        name: 'Soak banner',
        visible: true,
        variants: [{ label: 'A', description: 'Soak test banner' }],
      }),
    },
  );
  const variantId = banner.variants[0]!.id;
  const json = { 'content-type': 'application/json' };
  let counter = 0;
  const get = (path: string, headers?: Record<string, string>) => () => ({
    method: 'GET',
    path,
    headers: headers ?? {},
  });
  const post = (path: string, body: () => unknown) => () => ({
    method: 'POST',
    path,
    headers: json,
    body: JSON.stringify(body()),
  });
  return [
    { name: 'GET /api/blog', weight: 180, next: get('/api/blog?limit=10') },
    {
      name: 'GET /api/blog/{slug}',
      weight: 180,
      next: () => get(`/api/blog/bench-post-${1 + ((counter++ * 97) % (POSTS - 20))}`)(),
    },
    { name: 'GET /api/blog/categories', weight: 60, next: get('/api/blog/categories') },
    { name: 'GET /api/testimonials', weight: 60, next: get('/api/testimonials') },
    { name: 'GET /api/faqs', weight: 60, next: get('/api/faqs') },
    { name: 'GET /api/changelog', weight: 60, next: get('/api/changelog') },
    { name: 'GET /api/plans', weight: 60, next: get('/api/plans') },
    { name: 'GET /api/marketing/active', weight: 40, next: get('/api/marketing/active') },
    { name: 'GET /api/me', weight: 180, next: get('/api/me', { authorization: `Bearer ${reader.token}` }) },
    {
      name: 'POST /api/marketing/events',
      weight: 90,
      next: post('/api/marketing/events', () => ({ kind: 'banner', id: variantId, event: 'impression' })),
    },
    {
      name: 'POST /api/contact',
      weight: 20,
      next: post('/api/contact', () => ({
        fullName: 'Soak Visitor',
        email: `visitor${counter++}@bench.example`,
        message: 'A question from the soak test.',
      })),
    },
    {
      name: 'POST /api/auth/sign-in',
      weight: 2,
      next: post('/api/auth/sign-in', () => ({ email: signer.email, password: signer.password })),
    },
    {
      name: 'GET /api/admin/dashboard',
      weight: 8,
      next: get('/api/admin/dashboard', { authorization: `Bearer ${admin.token}` }),
    },
  ];
}

/** One request slot that draws its kind at random by weight; counts statuses per kind. */
function mixedRequest(kinds: Kind[], perKind: Map<string, Record<string, number>>): Request {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  return {
    setupRequest(request, context) {
      let draw = Math.random() * total;
      let kind = kinds[0]!;
      for (kind of kinds) {
        draw -= kind.weight;
        if (draw < 0) break;
      }
      context.kind = kind.name;
      return { ...request, body: undefined, ...kind.next() };
    },
    onResponse(status, _body, context) {
      const counts = perKind.get(String(context.kind)) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      perKind.set(String(context.kind), counts);
    },
  };
}

async function main(): Promise<number> {
  console.log(`[soak] ${KIND}: seeding ${POSTS} posts`);
  const scratch = await prepareScratch(KIND, POSTS);
  const service = await startService({ dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl });
  const kinds = await trafficMix(service.url);
  const perKind = new Map<string, Record<string, number>>();
  // Every 5 s, or more often in a short run so each window holds a few samples.
  const intervalMs = Math.min(5_000, (SECONDS * 1000) / 30);
  const samples: Array<{ at: number; mb: number }> = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const mb = rssMb(service.pid);
    if (mb !== undefined) samples.push({ at: (Date.now() - started) / 1000, mb });
  }, intervalMs);
  console.log(`[soak] ${SECONDS} s at ${RATE} req/s over ${CONNECTIONS} connections`);
  const result = await fire(service.url, [mixedRequest(kinds, perKind)], {
    duration: SECONDS,
    overallRate: RATE,
    connections: CONNECTIONS,
  });
  clearInterval(timer);
  await service.stop();

  const statuses = statusCounts(result);
  const count = (test: (code: number) => boolean) =>
    Object.entries(statuses).reduce((sum, [code, n]) => sum + (test(Number(code)) ? n : 0), 0);
  const mean = (from: number, to: number) => {
    const window = samples.filter((sample) => sample.at >= from * SECONDS && sample.at <= to * SECONDS);
    return window.length ? window.reduce((sum, sample) => sum + sample.mb, 0) / window.length : Number.NaN;
  };
  const early = mean(0.2, 0.4);
  const late = mean(0.8, 1);
  const checks = [
    { name: 'no 5xx', ok: count((code) => code >= 500) === 0, figure: `${count((code) => code >= 500)} 5xx` },
    {
      name: 'no connection errors or timeouts',
      ok: result.errors === 0,
      figure: `${result.errors} errors (${result.timeouts} timeouts)`,
    },
    {
      name: 'flat memory (last 20 % ≤ 1.25 × the 20–40 % window)',
      ok: late <= early * 1.25,
      figure: `${early.toFixed(0)} → ${late.toFixed(0)} MB (${((late / early - 1) * 100).toFixed(1)} %)`,
    },
  ];
  const total = count(() => true);
  const variables = Object.entries(process.env).filter(([name]) => name.startsWith('SOAK_'));
  const command = [...variables.map(([name, value]) => `${name}=${value}`), 'npm run soak'].join(' ');
  const lines = [
    `Run on ${machineInfo().date}, commit \`${machineInfo().commit}\`: \`${command}\` on ${KIND}, ${CONNECTIONS} connections, ${POSTS.toLocaleString('en-US')} posts.`,
    '',
    `${total.toLocaleString('en-US')} responses, ${result.requests.average.toFixed(0)} req/s on average (asked: ${RATE}); latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; 2xx ${count((c) => c < 300)}, 4xx ${count((c) => c >= 400 && c < 500)}, 5xx ${count((c) => c >= 500)}. RSS every ${(intervalMs / 1000).toFixed(1)} s (${samples.length} samples, ${Math.min(SHOWN, samples.length)} shown): ${spread(samples).join(', ')} MB.`,
    '',
    ...(SECONDS < 120
      ? [
          "A run this short ends while V8's heap and the service's caches are still filling, so the memory check can fail without a leak: run the default 300 s before reading anything into it.",
          '',
        ]
      : []),
    '| Check | Figure | Result |',
    '| --- | --- | --- |',
    ...checks.map(
      (check) => `| ${check.name} | ${check.figure} | ${check.ok ? '**passed**' : '**failed**'} |`,
    ),
    '',
    '| Request | Share | Statuses |',
    '| --- | ---: | --- |',
    ...kinds.map((kind) => {
      const counts = perKind.get(kind.name) ?? {};
      const n = Object.values(counts).reduce((sum, value) => sum + value, 0);
      const share = total ? `${((n / total) * 100).toFixed(1)} %` : '—';
      return `| ${kind.name} | ${share} | ${Object.entries(counts)
        .map(([code, value]) => `${code}: ${value}`)
        .join(', ')} |`;
    }),
  ];
  const markdown = lines.join('\n');
  console.log(`\n${markdown}\n`);
  writeSoakSection(markdown);
  const passed = checks.every((check) => check.ok);
  console.log(passed ? '[soak] passed' : '[soak] FAILED');
  return passed ? 0 : 1;
}

await runWithCleanup(main);
