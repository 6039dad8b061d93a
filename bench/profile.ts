/**
 * `npx tsx bench/profile.ts`: the service under one signed-in load (GET /api/me with a bearer
 * token, 50 connections, BENCH_DURATION seconds) with `node --cpu-prof`, on a scratch PostgreSQL
 * database; prints where the CPU went: the functions and the packages with the most self time.
 * The profile is kept in test-results/profiles/. PROFILE_PATH picks another request path,
 * PROFILE_METHOD another method (POST /api/blog/1/like), PROFILE_AS=admin the admin's token,
 * PROFILE_AS=apikey an API key's (scopes usage:write, projects:read). PROFILE_PATH=/api/usage
 * records a new usage event per request.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'autocannon';
import { createApiKey, createVerifiedUser, signInAdmin } from './lib/accounts.ts';
import { runWithCleanup } from './lib/cleanup.ts';
import { fire, settings } from './lib/load.ts';
import { prepareScratch } from './lib/seed.ts';
import { ROOT, startService } from './lib/server.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Where a script belongs: its npm package, our own sources, or Node's internals. */
function owner(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [scope = '', name = ''] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:') || url === '') return url === '' ? '(native/gc/idle)' : 'node internals';
  return 'service';
}

function summarise(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const who = owner(url);
    byOwner.set(who, (byOwner.get(who) ?? 0) + hits);
  }
  const idle = profile.nodes
    .filter((node) => node.callFrame.functionName === '(idle)')
    .reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const busy = total - idle;
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `| ${name} | ${((100 * hits) / busy).toFixed(1)} % |`);
  return [
    `${busy} busy samples of ${total} (${((100 * busy) / total).toFixed(0)} % of the run on the CPU)`,
    '',
    '| Package | share of busy time |',
    '| --- | ---: |',
    ...top(byOwner, 12),
    '',
    '| Function (self time) | share of busy time |',
    '| --- | ---: |',
    ...top(byFunction, 25),
  ].join('\n');
}

async function main(): Promise<number> {
  const scratch = await prepareScratch('postgres', 100);
  const profileDir = path.join(ROOT, 'test-results/profiles', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(profileDir, { recursive: true });
  const service = await startService({
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  const admin = await signInAdmin(service.url);
  const reader = await createVerifiedUser(service.url, admin.token, 'profiled');
  const requestPath = process.env.PROFILE_PATH ?? '/api/me';
  const method = process.env.PROFILE_METHOD ?? 'GET';
  const token =
    process.env.PROFILE_AS === 'admin'
      ? admin.token
      : process.env.PROFILE_AS === 'apikey'
        ? await createApiKey(service.url, admin.token, reader, ['usage:write', 'projects:read'])
        : reader.token;
  let events = 0;
  const usage = requestPath === '/api/usage';
  const result = await fire(
    service.url,
    [
      {
        method: usage ? 'POST' : method,
        path: requestPath,
        headers: {
          authorization: `Bearer ${token}`,
          ...(usage ? { 'content-type': 'application/json' } : {}),
        },
        ...(usage
          ? {
              setupRequest: (request: Request) => ({
                ...request,
                body: JSON.stringify({ meter: 'profiled', quantity: 1, idempotencyKey: `p-${events++}` }),
              }),
            }
          : {}),
      },
    ],
    {
      duration: settings.duration,
    },
  );
  console.log(
    `${usage ? 'POST' : method} ${requestPath}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx`,
  );
  await service.stop();
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  console.log(`\n${summarise(path.join(profileDir, file))}\n\nProfile: ${path.join(profileDir, file)}`);
  return 0;
}

await runWithCleanup(main);
