/**
 * One load scenario: a warm-up, then autocannon for a fixed time while the server's resident
 * memory is sampled from /proc/<pid>/status.
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Options, type Request, type Result } from 'autocannon';

export interface Scenario {
  name: string;
  requests: Request[];
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included) plus non-2xx responses. */
  errors: number;
  peakRssMb: number | undefined;
  statusCodes: Record<string, number>;
}

export const settings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmup: 2,
};

/** The resident set size of a process in MB, or undefined when it is gone (or not on Linux). */
export function rssMb(pid: number): number | undefined {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `intervalMs` until stopped; returns the samples (MB). */
export function sampleRss(pid: number, intervalMs: number): { stop(): number[]; samples: number[] } {
  const samples: number[] = [];
  const take = () => {
    const value = rssMb(pid);
    if (value !== undefined) samples.push(value);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

export function fire(url: string, requests: Request[], options: Partial<Options> = {}): Promise<Result> {
  return Promise.resolve(autocannon({ url, requests, connections: settings.connections, ...options }));
}

export function statusCounts(result: Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
  );
}

/**
 * Waits until the server answers GET /api/health quickly twice in a row: requests a previous
 * scenario left in flight (autocannon stops waiting, the server does not) must not slow the next.
 */
export async function settle(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/api/health`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Settling, a warm-up, then the measured run; `pid` is the server whose memory is sampled. */
export async function measure(
  url: string,
  scenario: Scenario,
  pid: number | undefined,
): Promise<Measurement> {
  await settle(url);
  await fire(url, scenario.requests, { duration: settings.warmup });
  const sampler = pid === undefined ? undefined : sampleRss(pid, 200);
  const result = await fire(url, scenario.requests, { duration: settings.duration });
  const samples = sampler?.stop() ?? [];
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    peakRssMb: samples.length > 0 ? Math.max(...samples) : undefined,
    statusCodes: statusCounts(result),
  };
}
