import type { Config } from './config.server.ts';
import type { Db } from './db/db.server.ts';
import type { RenderGuard, Renders } from './http/render-guard.server.ts';
import type { RenderPool } from './http/render-pool.server.ts';
import type { StaticFiles } from './http/static.server.ts';
import type { Logger } from './log.server.ts';

/** Everything a handler needs, passed in so handlers run in tests without a port. */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  files: StaticFiles;
  /** Salt for hashing IP addresses and counter keys. */
  salt: string;
  /** Render budget, slots and cache of this process (decision 038). */
  renderGuard: RenderGuard;
  /**
   * Renders as the current route declares (set by the app for each request); outside a route that
   * declares a render mode, rendering is refused.
   */
  renders: Renders;
  /** The worker threads that run the renders, off the event loop (decision 048). */
  renderPool: RenderPool;
  /** Tells the outbox worker there is new work now (it also polls). */
  wakeOutbox: () => void;
}
