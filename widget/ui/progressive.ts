import { startTransition, useEffect, useState } from 'react';

/**
 * Cards in the list's first commit: none. That commit already lays out the count line, filters and
 * unlock form; the top of the ranking follows one frame later (ADR 012).
 */
export const FIRST_SLICE = 0;
/** Cards added in each later slice. */
export const NEXT_SLICE = 2;
/** A hidden tab paints no frames; the next slice then comes after this many ms anyway. */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Calls `callback` in a new task after the browser has painted the next frame (or after a short
 * timer where no frame comes: a hidden tab, a test DOM). Returns a cancel function.
 *
 * @example const cancel = afterNextPaint(() => addMoreCards());
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0);
        })
      : undefined;
  const fallback = setTimeout(run, NO_FRAME_FALLBACK_MS);
  return () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/**
 * How many of `total` items to render now. The first render gets `first`; then, one slice per
 * painted frame, `next` more until all are there. Each slice is its own small task (render,
 * commit, then style and layout of just those cards), so no single task blocks the main thread
 * for long (issue #5: all 21 cards at once cost 60-100 ms of layout on a phone-speed thread).
 * The count only grows: once every provider has been shown, later re-rankings (pot, filters)
 * render the whole list at once. `next = 0` stops after the first slice (a story of that state).
 *
 * @example const count = useProgressiveCount(shown.length); shown.slice(0, count)
 */
export function useProgressiveCount(total: number, first = FIRST_SLICE, next = NEXT_SLICE): number {
  const [count, setCount] = useState(first);
  const filling = count < total && next > 0;
  useEffect(() => {
    if (!filling) return;
    return afterNextPaint(() => startTransition(() => setCount((current) => current + next)));
  }, [filling, count, next]);
  return Math.min(count, total);
}
