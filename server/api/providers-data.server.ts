import { createHash } from 'node:crypto';
import { PROVIDER_FILES } from '../../widget/core/provider-files.generated.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import type { AppRequest, AppResponse } from '../http/http-types.server.ts';

/**
 * GET /api/v1/providers: all the provider data as JSON, every figure with its source, the date it
 * was checked and its status, plus each provider's dated change history (docs/providers-api.md).
 * It changes only with a deploy, so it is public, cacheable and CORS-open; the body and its ETag
 * are made once.
 */

/** The data licence, stated in the body so a copy carries it. */
export const DATA_LICENCE = {
  name: 'Open Data Commons Attribution License (ODC-By) 1.0',
  url: 'https://opendatacommons.org/licenses/by/1-0/',
  attribution: 'Drawdown Compare provider data',
} as const;

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export interface ProvidersBody {
  licence: typeof DATA_LICENCE;
  /** The latest date any figure was checked. */
  checkedUpTo: string;
  providers: ((typeof PROVIDER_FILES)[number] & {
    /** Illustrative annual cost in pounds by spec §9, or null when unpriced. */
    costs: { pot100k: number | null; pot250k: number | null; pot500k: number | null };
    feeSummary: string;
  })[];
}

function buildBody(): ProvidersBody {
  const bySlug = new Map(PROVIDERS.map((provider) => [provider.slug, provider]));
  const providers = PROVIDER_FILES.map((file) => {
    const record = bySlug.get(file.slug);
    return {
      ...file,
      costs: record?.costs ?? { pot100k: null, pot250k: null, pot500k: null },
      feeSummary: record?.feeStructure ?? '',
    };
  });
  const dates = JSON.stringify(PROVIDER_FILES).match(/"checkedOn":"\d{4}-\d{2}-\d{2}"/g) ?? [];
  const checkedUpTo =
    dates
      .map((entry) => entry.slice(13, 23))
      .sort()
      .at(-1) ?? '';
  return { licence: DATA_LICENCE, checkedUpTo, providers };
}

let cached: { text: string; etag: string } | null = null;

function answer(): { text: string; etag: string } {
  if (!cached) {
    const text = JSON.stringify(buildBody());
    cached = { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"` };
  }
  return cached;
}

export function getProviders(req: AppRequest): AppResponse {
  const { text, etag } = answer();
  const headers = {
    'cache-control': CACHE,
    etag,
    'access-control-allow-origin': '*',
    vary: 'accept-encoding',
  };
  const match = req.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((tag) => tag.trim() === etag))
    return { status: 304, headers, body: null };
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: text,
  };
}
