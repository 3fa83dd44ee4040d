import type { Config } from './config.server.ts';
import type { Db } from './db/db.server.ts';
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
  /** Tells the outbox worker there is new work now (it also polls). */
  wakeOutbox: () => void;
}
