import { inspect } from 'node:util';

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

/**
 * Replaces anything that looks like an e-mail address: each run of non-delimiters with an `@`
 * and a dot after it. Runs are matched once each, so this is linear in the text (a global search
 * for the address pattern itself restarts at every character: quadratic on a long run).
 */
export function redactEmails(text: string): string {
  return text.replace(/[^\s<>"']+/g, (run) => {
    const at = run.indexOf('@');
    const dot = at > 0 ? run.indexOf('.', at + 2) : -1;
    return dot > 0 && dot < run.length - 1 ? '[email]' : run;
  });
}

/** An error as loggable fields, with addresses removed from its message. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { err: error.name, errMessage: redactEmails(error.message) };
  return { err: redactEmails(String(error)) };
}

/**
 * Any thrown value as readable text for an operator: an Error's stack, or the fields of an object
 * that is not an Error (libraries built with Emscripten throw those), never "[object Object]".
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error !== null && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    const detail = inspect(error, { depth: 4, breakLength: Number.POSITIVE_INFINITY });
    return typeof message === 'string' && message !== ''
      ? `${typeof name === 'string' ? name : 'Error'}: ${message} ${detail}`
      : detail;
  }
  return String(error);
}
