#!/usr/bin/env node
// Writes .br and .gz beside every compressible file in dist/public, so the server sends the
// smallest one the browser accepts without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/public';
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) {
      const body = readFileSync(path);
      if (body.length < 256) continue;
      // The server fills this placeholder with PUBLIC_URL and compresses the result itself.
      if (body.includes('https://public-origin.invalid')) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
}
walk(root);
console.log(`precompressed ${files} files in ${root}`);
