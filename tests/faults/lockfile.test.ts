/**
 * `npm ci` refuses a lockfile that lacks an optional dependency some locked package declares
 * ("Missing: @biomejs/cli-android-arm64 … from lock file"), on every machine, whatever its
 * platform. The registry this project is built from lacks the platform packages of some newer
 * Biome and Tailwind releases, so a careless upgrade writes such a lockfile. This reads the lock
 * the way npm does: every optional dependency of every locked package must itself be locked,
 * either beside the package (nested node_modules) or in a folder above it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.resolve('package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** The lock entry npm's resolution would pick for `name` required from the package at `from`. */
function resolveFrom(from: string, name: string): LockedPackage | undefined {
  let folder = from;
  for (;;) {
    const candidate = `${folder ? `${folder}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return lock.packages[candidate];
    if (!folder) return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent === -1 ? '' : folder.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('is a lockfile npm ci understands (version 3)', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('locks every optional (platform) dependency of every locked package', () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveFrom(at, name)) missing.push(`${name} (wanted by ${at || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
