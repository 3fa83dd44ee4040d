export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Structured JSON logs, one line each, on stdout. Callers never pass names or e-mail addresses;
 * `redactEmails` is a last guard for free text such as transport error messages.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const min = ORDER[level];
  const log = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < min) return;
    write(
      `${JSON.stringify({ time: new Date().toISOString(), level: at, pid: process.pid, msg, ...fields })}\n`,
    );
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
  };
}

/** Replaces anything that looks like an e-mail address. */
export function redactEmails(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g, '[email]');
}

/** An error as loggable fields, with addresses removed from its message. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { err: error.name, errMessage: redactEmails(error.message) };
  return { err: redactEmails(String(error)) };
}
