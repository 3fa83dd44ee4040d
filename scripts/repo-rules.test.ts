import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const SOURCE_DIRS = [
  'widget',
  'site',
  'server',
  'content',
  'scripts',
  'tests',
  'stories',
  'bench',
  '.storybook',
  '.ci',
];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|sql|html)$|^run$/;
const SKIP = new Set(['node_modules', 'dist', 'results', 'fixtures']);

function files(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, found);
    else if (SOURCE.test(entry.name)) found.push(path);
  }
  return found;
}

/** The comment text of a source line (after //, or inside a block comment, or after -- in SQL). */
function commentOf(line: string): string | null {
  const match = /(?:^|\s)(?:\/\/|\/\*+|\*|--|#)\s(.*)$/.exec(line);
  return match ? (match[1] ?? '') : null;
}

const sources = SOURCE_DIRS.flatMap((dir) => files(join(repo, dir)));
const THIS_FILE = relative(repo, import.meta.filename);

describe('comments', () => {
  it('name no issue numbers (the why goes in the comment, the history in git and the records)', () => {
    const found: string[] = [];
    for (const file of sources) {
      const name = relative(repo, file);
      if (name === THIS_FILE) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const comment = commentOf(line);
          if (comment !== null && /\bissues? #?\d+\b|\(#\d+\)/i.test(comment))
            found.push(`${name}:${index + 1}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('log no benchmark runs (figures belong in docs/benchmarks.md or a decision record)', () => {
    const RUN_LOG =
      /\b\d+ runs\b|\bp50\b[^.]*\d+ ?ms|\bLCP \d+(\.\d+)?(-\d+(\.\d+)?)? ?s\b|\bmedian\b[^.]*\d+ ?ms/i;
    const found: string[] = [];
    for (const file of sources) {
      const name = relative(repo, file);
      if (name === THIS_FILE || name.startsWith('bench/')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const comment = commentOf(line);
          if (comment !== null && RUN_LOG.test(comment))
            found.push(`${name}:${index + 1}: ${comment.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});

describe('decision records', () => {
  const dir = join(repo, 'docs/decisions');
  const records = readdirSync(dir).filter((name) => name.endsWith('.md'));
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');

  it('each have a date and a status line', () => {
    const missing = records.filter(
      (name) => !/^Date: \d{4}-\d{2}-\d{2} · Status: \S/m.test(readFileSync(join(dir, name), 'utf8')),
    );
    expect(missing, 'add "Date: YYYY-MM-DD · Status: accepted" under the title').toEqual([]);
  });

  it('are all listed in the README', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !readme.includes(`docs/decisions/${name}`))).toEqual([]);
  });
});
