// The Node versions the README promises: npm installs without engine warnings on each of them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const semver = require('semver') as { satisfies(version: string, range: string): boolean };
const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** The oldest supported release of each line: Node 20 (the machines), 22 and 24 LTS. */
const SUPPORTED = ['20.19.0', '22.13.0', '24.0.0'];

describe('supported Node versions', () => {
  it('are the ones package.json declares, and the running Node is one of them', () => {
    for (const version of SUPPORTED) expect(semver.satisfies(version, manifest.engines.node), version).toBe(true);
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });

  it('fit every locked package’s engines, so `npm ci` gives no EBADENGINE warning', () => {
    const misfits = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
      if (!path || !range || entry.optional) return [];
      return SUPPORTED.filter((version) => !semver.satisfies(version, range)).map(
        (version) => `${path}@${entry.version ?? '?'} (${range}) on ${version}`,
      );
    });
    expect(misfits).toEqual([]);
  });
});
