import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

const repo = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'storybook-static', 'test-results', 'var']);

/** Every file under the repository whose name says it is a Vitest test. */
function testFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, found);
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(relative(repo, path));
  }
  return found;
}

/** A glob of the kind the projects use (`dir/**\/*.test.ts`) as a regular expression. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

describe('Vitest projects', () => {
  // A test file that no project includes is never run, and nothing says so.
  it('include every *.test.ts and *.test.tsx file in the repository', () => {
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; include?: string[] } }[];
    const patterns = projects.flatMap((project) => (project.test?.include ?? []).map(globToRegExp));
    expect(patterns.length).toBeGreaterThan(0);
    const files = testFiles(repo);
    expect(files).toContain('scripts/vitest-projects.test.ts');
    const orphans = files.filter((file) => !patterns.some((pattern) => pattern.test(file)));
    expect(orphans, 'add these to a project in vitest.config.ts, or rename them').toEqual([]);
  });
});
