import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One cost model. Spec §9's formula (widget/core/spec-nine-oracle.ts) stays as a test
 * oracle for the plain ranking; everything a visitor, a partner or an e-mail reads is priced by the
 * drawdown cost engine.
 */
describe('the §9 formula is a test oracle only', () => {
  it('is imported by tests alone: every page, e-mail, guide and the API price with the cost engine', async () => {
    const root = join(import.meta.dirname, '..');
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && entry.name !== 'releases') walk(path);
        } else if (
          /\.tsx?$/.test(entry.name) &&
          readFileSync(join(root, path), 'utf8').includes('spec-nine-oracle')
        )
          importers.push(path);
      }
    };
    for (const dir of ['widget', 'site', 'server', 'content', 'scripts', 'stories']) walk(dir);
    const notTests = importers.filter(
      (path) => !/\.test\.tsx?$/.test(path) && path !== 'widget/core/spec-nine-oracle.ts',
    );
    expect(notTests).toEqual([]);
    expect(importers.length).toBeGreaterThan(3);
  });
});
