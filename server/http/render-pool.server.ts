import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorFields, type Logger } from '../log.server.ts';
import { BUSY_RETRY_AFTER, RenderRefused } from './render-guard.server.ts';

/**
 * The server's renders run here, in a few worker threads, never on the event loop (decision 048):
 * while a page is rendered the main thread goes on answering /healthz, static files and the API.
 * The render guard (decision 038) stays in front: it decides which renders may run (cache, budget
 * per client, renders in flight); the pool runs them.
 *
 * - `size` threads, each rendering one job at a time with the site's built server bundle
 *   (server/http/render-worker.mjs); jobs wait in a queue of at most `maxQueue`, past which the
 *   pool refuses at once (503, Retry-After), as the guard does past its renders in flight.
 * - A thread that dies (a crash, out of memory, or a render past `timeoutMs`, which is ended) fails
 *   the job it was rendering with 503 and Retry-After, and another thread takes its place; the
 *   jobs waiting go on.
 * - `close()` refuses what waits and ends the threads, so a stopped server leaves none running.
 */

/** What a thread renders: plain data, copied to the thread. */
export type RenderJob =
  /** A site page for its address, with the server's state (a posted form, the report form). */
  | { kind: 'page'; url: string; options: object }
  /**
   * The partner widget's first view for an element's attributes sent as a query (decision 031),
   * by a pinned release's own renderer (a file URL, decision 055) or else the site's bundle.
   */
  | { kind: 'first-view'; query: string; defaultOrigin: string; renderer?: string };

export interface RenderPoolOptions {
  /** The server bundle's file URL (dist/ssr/entry-server.js). */
  bundleUrl: string;
  /** Worker threads. */
  size: number;
  /** Jobs that may wait for a thread. */
  maxQueue: number;
  /** A render running longer ends its thread (the request gets 503). */
  timeoutMs: number;
  /** A thread that has not loaded the bundle by then is ended too (default 60 s). */
  startTimeoutMs?: number;
  log: Logger;
  /** The thread's module: the render worker, or (tests) one that wraps it. */
  workerFile?: URL;
}

export interface RenderPool {
  run(job: RenderJob): Promise<string>;
  readonly size: number;
  /** Threads started so far (restarts included), running now, rendering now; jobs waiting. */
  stats(): { started: number; threads: number; rendering: number; queued: number };
  /** Refuses what waits, ends every thread; resolves once they have exited. */
  close(): Promise<void>;
}

export const RENDER_WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

interface Pending {
  job: RenderJob;
  resolve: (html: string) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  current: (Pending & { id: number; timer: NodeJS.Timeout }) | null;
  ready: boolean;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const { log } = options;
  const slots: (Slot | null)[] = Array.from({ length: options.size }, () => null);
  const queue: Pending[] = [];
  let closing = false;
  let nextId = 1;
  let started = 0;

  function spawn(index: number): Slot {
    const startedAt = performance.now();
    const worker = new Worker(options.workerFile ?? RENDER_WORKER_FILE, {
      workerData: { bundleUrl: options.bundleUrl },
      // Plain JavaScript: the thread needs none of the loaders the server may run under (tsx).
      execArgv: [],
      name: `render-${index}`,
    });
    // A thread never keeps the process running: requests and the server do.
    worker.unref();
    started++;
    const slot: Slot = { worker, current: null, ready: false };
    slots[index] = slot;
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        slot.ready = true;
        // A job handed over while the thread was starting: its render time counts from now.
        if (slot.current) {
          clearTimeout(slot.current.timer);
          slot.current.timer = endAfter(slot, index, options.timeoutMs);
        }
        log.info('render.worker_ready', {
          worker: index,
          startMs: Math.round(performance.now() - startedAt),
          bundleLoaded: message.ready.loaded,
          heapUsedMb: Math.round(message.ready.heapUsedBytes / 2 ** 20),
        });
        return;
      }
      const current = slot.current;
      // Once closing, a job is refused even if its thread answered before it ended.
      if (!current || current.id !== message.id || closing) return;
      clearTimeout(current.timer);
      slot.current = null;
      if ('html' in message) current.resolve(message.html);
      else current.reject(Object.assign(new Error(message.error.message), { stack: message.error.stack }));
      dispatch();
    });
    // An uncaught error ends the thread: 'exit' follows and does the rest.
    worker.on('error', (error) => log.warn('render.worker_failed', { worker: index, ...errorFields(error) }));
    worker.on('exit', (code) => {
      if (slots[index] === slot) slots[index] = null;
      const current = slot.current;
      slot.current = null;
      if (current) {
        clearTimeout(current.timer);
        current.reject(new RenderRefused('busy', BUSY_RETRY_AFTER));
      }
      if (closing) return;
      log.warn('render.worker_exited', { worker: index, code, rendering: current !== null });
      // A thread that had started is replaced at once; one that died starting waits for a job,
      // so a thread that cannot start is not restarted in a loop.
      if (slot.ready && slots[index] === null) spawn(index);
      dispatch();
    });
    return slot;
  }

  /** Ends the thread (its job gets 503) unless its job is done within `ms`. */
  function endAfter(slot: Slot, index: number, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      log.warn('render.timed_out', { worker: index, ms, started: slot.ready });
      void slot.worker.terminate();
    }, ms);
    timer.unref();
    return timer;
  }

  /** Hands waiting jobs to idle threads, starting threads up to `size`. */
  function dispatch(): void {
    while (queue.length > 0 && !closing) {
      const index = slots.findIndex((slot) => slot === null || slot.current === null);
      if (index < 0) return;
      const slot = slots[index] ?? spawn(index);
      const pending = queue.shift() as Pending;
      const id = nextId++;
      const timer = endAfter(
        slot,
        index,
        slot.ready ? options.timeoutMs : (options.startTimeoutMs ?? 60_000),
      );
      slot.current = { ...pending, id, timer };
      slot.worker.postMessage({ id, job: pending.job });
    }
  }

  // Started with the server when there is a bundle to load, so no visitor waits for a thread.
  if (existsSync(fileURLToPath(options.bundleUrl))) for (let i = 0; i < options.size; i++) spawn(i);

  return {
    size: options.size,
    run(job) {
      if (closing || queue.length >= options.maxQueue)
        return Promise.reject(new RenderRefused('busy', BUSY_RETRY_AFTER));
      return new Promise<string>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    stats: () => ({
      started,
      threads: slots.filter((slot) => slot !== null).length,
      rendering: slots.filter((slot) => slot?.current).length,
      queued: queue.length,
    }),
    async close() {
      closing = true;
      for (const pending of queue.splice(0)) pending.reject(new RenderRefused('busy', BUSY_RETRY_AFTER));
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
      slots.fill(null);
    },
  };
}

type WorkerMessage =
  | { ready: { loaded: boolean; ms: number; heapUsedBytes: number } }
  | { id: number; html: string }
  | { id: number; error: { message: string; stack?: string } };
