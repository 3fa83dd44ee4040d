import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import * as z from 'zod';
import { RETENTION } from '../content/legal/privacy-policy.ts';

/** A bad or missing environment variable, named in the message so the operator can fix it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? String(fallback) : value))
    .pipe(z.string().regex(/^\d+$/, 'must be a whole number').transform(Number))
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const url = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('production'),
  PORT: integer(8080, 0, 65535),
  HOST: z.string().optional().default('0.0.0.0'),
  DATA_DIR: z.string().optional().default('./var'),
  PUBLIC_DIR: z.string().optional().default('./dist/public'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_SCHEMA: optionalText.refine((v) => v === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(v), {
    message: 'must be a lower-case SQL identifier',
  }),
  DATABASE_POOL_SIZE: integer(10, 1, 200),
  PUBLIC_URL: url(['http:', 'https:']),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText,
  FIRM_INBOX: optionalText,
  MAIL_TRANSPORT: z.enum(['file', 'smtp', 'brevo']).optional(),
  BREVO_API_KEY: optionalText,
  BREVO_LIST_ID: optionalText.refine((v) => v === undefined || /^\d+$/.test(v), {
    message: 'must be a number',
  }),
  BREVO_API_URL: url(['http:', 'https:']),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional().default('info'),
  WEB_CONCURRENCY: integer(1, 1, 64),
  // The number of proxies in front of the server; `true` and `false`, accepted before, mean 1 and 0.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => (value === 'true' ? '1' : value === 'false' || !value ? '0' : value.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, 'must be the number of proxies in front of the server: 0 (none), 1, 2…')
        .transform(Number),
    )
    .pipe(z.number().max(10, 'must be at most 10 proxies')),
  OUTBOX_POLL_MS: integer(1000, 10, 600_000),
  OUTBOX_RETRY_BASE_MS: integer(30_000, 1, 86_400_000),
  OUTBOX_MAX_ATTEMPTS: integer(8, 1, 100),
  OUTBOX_DISABLED: z.enum(['0', '1', 'true', 'false']).optional().default('0'),
  BODY_LIMIT_BYTES: integer(16_384, 256, 10_000_000),
  RATE_LIMIT_LEADS_PER_IP: integer(30, 1, 10_000_000),
  RATE_LIMIT_LEADS_PER_EMAIL: integer(5, 1, 10_000_000),
  RATE_LIMIT_CONSULTATIONS_PER_IP: integer(10, 1, 10_000_000),
  RATE_LIMIT_FIGURE_REPORTS_PER_IP: integer(10, 1, 10_000_000),
  RATE_LIMIT_PARTNER_SIGN_UPS_PER_IP: integer(5, 1, 10_000_000),
  RATE_LIMIT_SIGNIN_FAILURES: integer(5, 1, 10_000),
  RATE_LIMIT_FORM_POSTS_PER_IP: integer(30, 1, 10_000_000),
  RATE_LIMIT_RENDERS_PER_IP: integer(30, 1, 10_000_000),
  RATE_LIMIT_RENDERS_WINDOW_SECONDS: integer(60, 1, 86_400),
  RENDERS_IN_FLIGHT: integer(4, 1, 1000),
  RENDER_CACHE_MB: integer(32, 0, 4096),
  // 0: from the cores (decision 048).
  RENDER_WORKERS: integer(0, 0, 64),
  SERIES_DAYS: optionalText.refine((v) => v === undefined || /^\d+(,\d+){4}$/.test(v), {
    message: 'must be five whole numbers of days separated by commas, e.g. 0,3,7,10,14',
  }),
  IP_HASH_SALT: optionalText,
  ACCESS_LINK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters (for example: openssl rand -base64 32)',
  }),
  ACCESS_LINK_DAYS: integer(90, 1, 730),
  RETENTION_LEAD_MONTHS: integer(RETENTION.leadMonths, 1, 240),
  RETENTION_CONSULTATION_MONTHS: integer(RETENTION.consultationMonths, 1, 240),
  RETENTION_EMAIL_MONTHS: integer(RETENTION.outboxMonths, 1, 240),
  RETENTION_REPORT_MONTHS: integer(RETENTION.figureReportMonths, 1, 240),
  RETENTION_AUDIT_MONTHS: integer(RETENTION.auditMonths, 1, 240),
  RETENTION_INTERVAL_MINUTES: integer(360, 0, 10_080),
  OVERDUE_CHECK_MS: integer(60_000, 0, 3_600_000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  mail: {
    transport: 'file' | 'smtp' | 'brevo';
    from: string;
    firmInbox: string;
    smtpUrl: string | undefined;
    brevo: { apiKey: string; listId: number | undefined; apiUrl: string } | undefined;
  };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  webConcurrency: number;
  /** How many proxies in front of the server to trust, counted from the right of X-Forwarded-For. */
  trustProxy: number;
  outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number; enabled: boolean };
  bodyLimitBytes: number;
  rateLimits: {
    leadsPerIp: number;
    leadsPerEmail: number;
    consultationsPerIp: number;
    /** "Spotted a wrong figure?" reports per address per hour. */
    figureReportsPerIp: number;
    /** Publishers' sign-ups at /partners per address per hour. */
    partnerSignUpsPerIp: number;
    signInFailures: number;
    /** Posts of each form sent without script (contact, guide, wrong figure) per address per hour, counted before validation. */
    formPostsPerIp: number;
    /** Pages and first views rendered for a client (not from the cache) per address per minute. */
    rendersPerIp: number;
    /** The render budget's window (a minute by default). */
    rendersWindowSeconds: number;
  };
  /**
   * Server renders admitted at once in a process, and the render cache's size (decision 038); the
   * worker threads that run them, off the event loop (decision 048).
   */
  renders: { inFlight: number; cacheBytes: number; workers: number };
  seriesDays: [number, number, number, number, number];
  ipHashSalt: string;
  /**
   * The signed links in e-mails that unlock the provider names in any browser (decision 043): the
   * secret (else one made per installation, in the settings table) and how long a link works.
   */
  accessLinks: { secret: string | undefined; days: number };
  /** Months each kind of record is kept, and how often the deleting job runs (0 = never). */
  retention: {
    leadMonths: number;
    consultationMonths: number;
    emailMonths: number;
    /** Months a wrong-figure report (and the e-mail address on it) is kept. */
    reportMonths: number;
    /** Audit log entries (decision 030). */
    auditMonths: number;
    intervalMinutes: number;
  };
  /** How often the server looks for consultation requests past their reply-due time (0 = never). */
  overdueCheckMs: number;
}

/**
 * Reads and checks the environment once at start. Throws a ConfigError naming each bad variable.
 *
 * @example loadConfig({ PORT: '0', DATA_DIR: '/tmp/x' }).port // 0
 */
/**
 * Render worker threads per process (decision 048): the cores left once each process's event loop
 * has one, shared among the processes; at least one (on 1 or 2 cores, one).
 *
 * @example renderWorkersFor(2, 1) // 1
 * @example renderWorkersFor(8, 2) // 3
 */
export function renderWorkersFor(cores: number, processes: number): number {
  return Math.max(1, Math.floor((cores - processes) / processes));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  const e = parsed.data;
  const transport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : e.BREVO_API_KEY ? 'brevo' : 'file');
  if (transport === 'smtp' && !e.SMTP_URL)
    throw new ConfigError('Invalid environment:\n  SMTP_URL: required when MAIL_TRANSPORT=smtp');
  if (transport === 'brevo' && !e.BREVO_API_KEY)
    throw new ConfigError('Invalid environment:\n  BREVO_API_KEY: required when MAIL_TRANSPORT=brevo');
  if (e.BREVO_LIST_ID && !e.BREVO_API_KEY)
    throw new ConfigError('Invalid environment:\n  BREVO_API_KEY: required when BREVO_LIST_ID is set');
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid environment:\n  WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} processes need DATABASE_URL (PostgreSQL). The embedded database (PGlite) serves one process only; unset WEB_CONCURRENCY or set DATABASE_URL.`,
    );
  }
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port || 8080}`).replace(/\/+$/, '');
  const days = (e.SERIES_DAYS ?? '0,3,7,10,14').split(',').map(Number) as Config['seriesDays'];
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    publicDir: resolve(e.PUBLIC_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    mail: {
      transport,
      from: e.MAIL_FROM ?? 'Drawdown Compare <hello@drawdowncompare.co.uk>',
      firmInbox: e.FIRM_INBOX ?? 'hello@drawdowncompare.co.uk',
      smtpUrl: e.SMTP_URL,
      brevo: e.BREVO_API_KEY
        ? {
            apiKey: e.BREVO_API_KEY,
            listId: e.BREVO_LIST_ID ? Number(e.BREVO_LIST_ID) : undefined,
            apiUrl: (e.BREVO_API_URL ?? 'https://api.brevo.com/v3').replace(/\/+$/, ''),
          }
        : undefined,
    },
    logLevel: e.LOG_LEVEL,
    webConcurrency: Math.min(e.WEB_CONCURRENCY, Math.max(64, availableParallelism())),
    trustProxy: e.TRUST_PROXY,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      enabled: !(e.OUTBOX_DISABLED === '1' || e.OUTBOX_DISABLED === 'true'),
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimits: {
      leadsPerIp: e.RATE_LIMIT_LEADS_PER_IP,
      leadsPerEmail: e.RATE_LIMIT_LEADS_PER_EMAIL,
      consultationsPerIp: e.RATE_LIMIT_CONSULTATIONS_PER_IP,
      figureReportsPerIp: e.RATE_LIMIT_FIGURE_REPORTS_PER_IP,
      partnerSignUpsPerIp: e.RATE_LIMIT_PARTNER_SIGN_UPS_PER_IP,
      signInFailures: e.RATE_LIMIT_SIGNIN_FAILURES,
      formPostsPerIp: e.RATE_LIMIT_FORM_POSTS_PER_IP,
      rendersPerIp: e.RATE_LIMIT_RENDERS_PER_IP,
      rendersWindowSeconds: e.RATE_LIMIT_RENDERS_WINDOW_SECONDS,
    },
    renders: {
      inFlight: e.RENDERS_IN_FLIGHT,
      cacheBytes: e.RENDER_CACHE_MB * 2 ** 20,
      workers: e.RENDER_WORKERS || renderWorkersFor(availableParallelism(), e.WEB_CONCURRENCY),
    },
    seriesDays: days,
    ipHashSalt: e.IP_HASH_SALT ?? 'drawdown-compare',
    accessLinks: { secret: e.ACCESS_LINK_SECRET, days: e.ACCESS_LINK_DAYS },
    retention: {
      leadMonths: e.RETENTION_LEAD_MONTHS,
      consultationMonths: e.RETENTION_CONSULTATION_MONTHS,
      emailMonths: e.RETENTION_EMAIL_MONTHS,
      reportMonths: e.RETENTION_REPORT_MONTHS,
      auditMonths: e.RETENTION_AUDIT_MONTHS,
      intervalMinutes: e.RETENTION_INTERVAL_MINUTES,
    },
    overdueCheckMs: e.OVERDUE_CHECK_MS,
  };
}
