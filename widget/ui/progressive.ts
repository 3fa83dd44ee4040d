import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './tasks.ts';

/**
 * Cards in the list's first commit: none. That commit already lays out the count line, filters and
 * unlock form; the top of the ranking follows one frame later (ADR 012).
 */
export const FIRST_SLICE = 0;
/** Cards added in each later slice. */
export const NEXT_SLICE = 2;
/**
 * How many of `total` items to render now. The first render gets `first`; then, one slice per
 * painted frame, `next` more until all are there. Each slice is its own small task (render,
 * commit, then style and layout of just those cards), so no single task blocks the main thread
 * for long (all 21 cards at once made one long layout task on a phone-speed thread: decision 012).
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
