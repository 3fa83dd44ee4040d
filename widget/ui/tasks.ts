/**
 * Small scheduling helpers for keeping main-thread tasks short, shared by the widget's
 * progressive list, its mount on the site and the site's hydration stages. (The site's entry
 * script writes its two waits out instead; entry-client.tsx says why.)
 */

/** Resolves with `value` in a new task, after whatever the current task still has to do. */
export function nextTask(): Promise<void>;
export function nextTask<T>(value: T): Promise<T>;
export function nextTask<T>(value?: T): Promise<T | undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * Calls `callback` in a new task after the browser has painted the next frame, or after
 * `fallbackMs` where no frame comes (a hidden tab, a test DOM). Returns a cancel function.
 *
 * @example const cancel = afterNextPaint(() => addMoreCards());
 */
export function afterNextPaint(callback: () => void, fallbackMs = 100): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0);
        })
      : undefined;
  const fallback = setTimeout(run, fallbackMs);
  return () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}
