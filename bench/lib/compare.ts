/**
 * "Before and after": two runs of `npm run bench` side by side, scenario by scenario and target by
 * target. BENCH_BEFORE names the earlier run's JSON (a copy of test-results/bench-latest.json).
 */
import { readFileSync } from 'node:fs';
import { evaluateTargets, fixed, type Results } from './report.ts';

export function readBefore(): Results | undefined {
  const file = process.env.BENCH_BEFORE;
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as Results) : undefined;
}

const times = (after: number, before: number | undefined) =>
  before && before > 0 ? `${fixed(after / before, 1)}×` : '—';

export function comparison(before: Results, after: Results): string {
  const parts = [
    `Before: commit \`${before.commit}\`, ${before.date}, load average ${fixed(before.machine.loadAverage, 1)}. ` +
      `After: commit \`${after.commit}\`, ${after.date}, load average ${fixed(after.machine.loadAverage, 1)}.`,
    '',
  ];
  for (const run of after.databases) {
    const earlier = before.databases.find((candidate) => candidate.kind === run.kind);
    parts.push(
      `#### ${run.kind}\n`,
      '| Scenario | req/s before | req/s after | after/before | p99 ms before | p99 ms after | peak RSS MB before | peak RSS MB after |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const row of run.scenarios) {
      const old = earlier?.scenarios.find((candidate) => candidate.name === row.name);
      parts.push(
        `| ${row.name} | ${fixed(old?.requestsPerSecond)} | ${fixed(row.requestsPerSecond)} | ${times(row.requestsPerSecond, old?.requestsPerSecond)} | ${fixed(old?.p99, 1)} | ${fixed(row.p99, 1)} | ${fixed(old?.peakRssMb)} | ${fixed(row.peakRssMb)} |`,
      );
    }
    parts.push(
      `| Start-up (second start), ms | | | | | | ${fixed(earlier?.startupMs)} | ${fixed(run.startupMs)} |`,
      '',
    );
  }
  parts.push(
    `Ceiling: ${fixed(before.ceiling?.requestsPerSecond)} req/s before, ${fixed(after.ceiling?.requestsPerSecond)} after.`,
    '',
    '| Target | before | after | after: result |',
    '| --- | ---: | ---: | --- |',
  );
  const earlierTargets = evaluateTargets(before);
  for (const target of evaluateTargets(after)) {
    const old = earlierTargets.find((candidate) => candidate.name === target.name);
    const mark = target.met === undefined ? 'not measured' : target.met ? '**met**' : '**not met**';
    parts.push(`| ${target.name} | ${old?.figure ?? '—'} | ${target.figure} | ${mark} |`);
  }
  return parts.join('\n');
}
