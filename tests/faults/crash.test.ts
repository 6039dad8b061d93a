/**
 * A crash mid-request loses no acknowledged write. The real service runs as a child process (on a
 * PGlite data folder, or a scratch PostgreSQL database when TEST_DATABASE_URL is set); a burst of
 * waitlist and sign-up writes is fired at it and SIGKILL lands while many are in flight. Started
 * again on the same data, the service must come up and hold every write it answered 2xx for.
 * Each write is checked through the public API: joining the waitlist again answers 200 (not 201)
 * and signing up again 409 (not 201) only when the first one is stored. A sign-up may also be
 * refused with 503 when the password-hashing queue is full (slow sign-ups pile up behind the fast
 * waitlist writes): a refusal must have stored nothing, so signing up again answers 201.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildData, prepareChildData } from './support/child-data.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { faultTally } from './support/proxied-app.ts';

const WORKERS = 16;
/** SIGKILL once this many writes were acknowledged (more are in flight by then). */
const KILL_AFTER_ACKS = 40;

interface Write {
  kind: 'waitlist' | 'sign-up';
  email: string;
}

const tally = faultTally('crash');
let data: ChildData;
const servers: ChildServer[] = [];

beforeAll(async () => {
  data = await prepareChildData('starter-crash-');
});
afterAll(async () => {
  tally.print();
  for (const server of servers) await server.kill('SIGKILL');
  await data?.remove();
});

async function post(url: string, write: Write) {
  const body =
    write.kind === 'waitlist'
      ? { email: write.email, name: 'Crash Test' }
      : { email: write.email, password: 'correct horse battery', name: 'Crash Test' };
  const response = await fetch(`${url}/api/${write.kind === 'waitlist' ? 'waitlist' : 'auth/sign-up'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('a crash mid-request', () => {
  it('loses no acknowledged write: SIGKILL during a burst, restart on the same data, every 2xx write is there', async () => {
    const first = await startChildServer(data.env);
    servers.push(first);

    const acknowledged: Write[] = [];
    const unanswered: Write[] = [];
    const refused: Write[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    let sequence = 0;
    let resolveKill!: () => void;
    const killNow = new Promise<void>((resolve) => {
      resolveKill = resolve;
    });

    const worker = async () => {
      while (!killed) {
        sequence += 1;
        const write: Write = {
          kind: sequence % 5 === 0 ? 'sign-up' : 'waitlist',
          email: `crash-${sequence}-${Date.now().toString(36)}@example.com`,
        };
        inFlight += 1;
        const status = await post(first.url, write).catch(() => 0);
        inFlight -= 1;
        if (status === 201) {
          acknowledged.push(write);
          if (acknowledged.length >= KILL_AFTER_ACKS) resolveKill();
        } else if (status === 0) {
          unanswered.push(write);
        } else if (status === 503 && write.kind === 'sign-up') {
          refused.push(write);
        } else {
          throw new Error(`unexpected ${status} for ${write.kind} ${write.email}`);
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, () => worker());
    await killNow;
    killed = true;
    inFlightAtKill = inFlight;
    await first.kill('SIGKILL');
    await Promise.all(workers);
    tally.add('SIGKILL with writes in flight');
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startChildServer(data.env);
    servers.push(second);
    // A refused write left nothing behind: it is created now.
    for (const write of refused) {
      expect(await post(second.url, write), `refused ${write.kind} ${write.email}`).toBe(201);
    }
    const lost: Write[] = [];
    let committedUnanswered = 0;
    for (const write of [...acknowledged, ...unanswered]) {
      const status = await post(second.url, write);
      const existed = write.kind === 'waitlist' ? status === 200 : status === 409;
      const created = status === 201;
      expect(existed || created, `${write.kind} ${write.email}: ${status}`).toBe(true);
      if (acknowledged.includes(write) && !existed) lost.push(write);
      if (!acknowledged.includes(write) && existed) committedUnanswered += 1;
    }
    console.log(
      `[faults] crash (${data.label}): ${acknowledged.length} writes acknowledged, ` +
        `${inFlightAtKill} in flight at SIGKILL (${committedUnanswered} of the unanswered ones committed anyway), ` +
        `${refused.length} sign-ups refused with 503 (none stored), ` +
        `${lost.length} acknowledged writes lost; start ${first.startupMs} ms, restart after the crash ${second.startupMs} ms`,
    );
    expect(lost).toEqual([]);
    expect(second.output()).not.toMatch(/"level":(50|60)/);

    // A clean stop after the crash recovery.
    expect(await second.kill('SIGTERM')).toBe(0);
  }, 240_000);
});
