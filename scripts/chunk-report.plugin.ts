import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** One output chunk as `npm run check:budgets` reads it: which modules it holds, what it imports. */
export interface ReportedChunk {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk stands for (a page, an entry), relative to the repository. */
  facade: string | null;
  /** Every module bundled into the chunk, relative to the repository (node_modules/... for packages). */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

function fromRepo(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return clean.startsWith(repo) ? relative(repo, clean) : clean;
}

/**
 * Writes `reportFile` (JSON, a list of ReportedChunk) after a client build, so the budgets check
 * (scripts/check-budgets.mjs) can tell which modules a page or the partner bundle really loads
 * without parsing minified code.
 */
export function chunkReport(reportFile: string): Plugin {
  return {
    name: 'drawdown-compare:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ReportedChunk[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks.push({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facade: chunk.facadeModuleId ? fromRepo(chunk.facadeModuleId) : null,
          modules: chunk.moduleIds.map(fromRepo),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        });
      }
      mkdirSync(dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
