import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../app-context.server.ts';
import { type AppRequest, type AppResponse, json } from '../http/http-types.server.ts';

/**
 * Loaded on first use: the generator pulls in pdfkit and the guides. A literal specifier, so a moved
 * or renamed file fails the type check rather than the first request.
 */
async function loadGenerator(): Promise<(options: { siteUrl: string }) => Promise<Buffer>> {
  const module = await import('../ebook/generate-ebook.ts');
  return module.generateEbookPdf;
}

function ebookPath(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'ebook', 'drawdown-guide.pdf');
}

let inFlight: Promise<{ generatedAt: string; bytes: number }> | undefined;
/**
 * The file in DATA_DIR/ebook this process wrote, and for which address. A file left by an earlier
 * release (older text or type sizes) or written for another PUBLIC_URL is never served: each
 * process builds the guide once, on the first request, with its own code and PUBLIC_URL.
 */
let writtenFor: string | undefined;

/** Generates the PDF into DATA_DIR/ebook (atomically); concurrent calls share one run. */
export function regenerateEbook(ctx: AppContext): Promise<{ generatedAt: string; bytes: number }> {
  inFlight ??= (async () => {
    try {
      const pdf = await (await loadGenerator())({ siteUrl: ctx.config.publicUrl });
      const file = ebookPath(ctx);
      await mkdir(join(ctx.config.dataDir, 'ebook'), { recursive: true });
      await writeFile(`${file}.${process.pid}.tmp`, pdf);
      await rename(`${file}.${process.pid}.tmp`, file);
      writtenFor = `${file}\n${ctx.config.publicUrl}`;
      ctx.log.info('ebook.generated', { bytes: pdf.length });
      return { generatedAt: new Date().toISOString(), bytes: pdf.length };
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

async function ebookResponse(req: AppRequest, ctx: AppContext, disposition: string): Promise<AppResponse> {
  const file = ebookPath(ctx);
  let info = writtenFor === `${file}\n${ctx.config.publicUrl}` ? await stat(file).catch(() => null) : null;
  if (!info) {
    await regenerateEbook(ctx);
    info = await stat(file);
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': 'application/pdf',
    'content-disposition': `${disposition}; filename="drawdown-guide.pdf"`,
    'cache-control': 'public, max-age=3600',
    etag,
    'last-modified': info.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, 'content-length': info.size }, body: await readFile(file) };
}

/** GET /downloads/drawdown-guide.pdf: the public ebook, generated on first request. */
export function downloadEbook(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  return ebookResponse(req, ctx, 'inline');
}

/** GET /api/admin/ebook.pdf (after the admin check). */
export async function adminEbookPdf(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const response = await ebookResponse(req, ctx, 'attachment');
  response.headers['cache-control'] = 'no-store';
  return response;
}

/** POST /api/admin/ebook (after the admin check). */
export async function adminRegenerateEbook(_req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  return json(200, await regenerateEbook(ctx));
}
