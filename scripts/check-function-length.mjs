#!/usr/bin/env node
// `npm run lint:functions`: no function in site/, server/ or widget/ longer than 150 lines
// (a newcomer can change a page without reading a 450-line function).
//
// Functions that were already longer when the check came in are listed in
// scripts/function-length-baseline.json with the length they had. Each may only shrink: the check
// fails when one grows, when a new function passes the limit, and when a listed one has been split
// below the limit but is still listed (so the list only ever gets shorter).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

export const LIMIT = 150;
const BASELINE = new URL('./function-length-baseline.json', import.meta.url);

/** Every function of the checked source files (tests, stories and generated modules aside). */
export function longFunctions(limit = LIMIT) {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'site', 'server', 'widget'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.generated\.ts$|^widget\/releases\//.test(file),
    );
  const found = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)
      ) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.end).line;
        const lines = last - first + 1;
        if (lines > limit) found.push({ id: `${file} ${functionName(node)}`, line: first + 1, lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = longFunctions();
  if (process.argv.includes('--write-baseline')) {
    const baseline = Object.fromEntries(found.map((f) => [f.id, f.lines]));
    writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`function-length baseline written: ${found.length} functions over ${LIMIT} lines`);
    process.exit(0);
  }
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
  const problems = [];
  for (const f of found) {
    const allowed = baseline[f.id];
    if (allowed === undefined)
      problems.push(`${f.id} (line ${f.line}) is ${f.lines} lines: split it below ${LIMIT}`);
    else if (f.lines > allowed)
      problems.push(
        `${f.id} (line ${f.line}) grew to ${f.lines} lines (was ${allowed}): split it, do not grow it`,
      );
  }
  const still = new Set(found.map((f) => f.id));
  for (const id of Object.keys(baseline))
    if (!still.has(id))
      problems.push(
        `${id} is now under ${LIMIT} lines (or gone): take it out of scripts/function-length-baseline.json`,
      );
  if (problems.length > 0) {
    console.error(`✖ functions over ${LIMIT} lines:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `✔ no function over ${LIMIT} lines beyond the ${Object.keys(baseline).length} listed to be split (none grew)`,
  );
}
