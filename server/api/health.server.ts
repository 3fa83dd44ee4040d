import type { AppContext } from '../app-context.server.ts';
import { type AppResponse, json } from '../http/http-types.server.ts';

/** GET /healthz: the process is up and serving. */
export function healthz(): AppResponse {
  return json(200, { ok: true });
}

/** GET /readyz: the database answers within two seconds. */
export async function readyz(_req: unknown, ctx: AppContext): Promise<AppResponse> {
  try {
    await Promise.race([
      ctx.db.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ]);
    return json(200, { ok: true, database: ctx.db.kind });
  } catch {
    return json(503, { error: { code: 'not_ready', message: 'The database is not reachable.' } });
  }
}
