import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './progressive.ts';
import { afterNextPaint } from './tasks.ts';

function Counted({ total, first, next }: { total: number; first?: number; next?: number }) {
  const count = useProgressiveCount(total, first, next);
  return <output>{count}</output>;
}

/** Lets timers and frames run, a few milliseconds at a time, inside act. */
async function wait(ms: number) {
  await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the callback once, in a later task', async () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after a timer where no frame comes (a hidden tab), and never after cancel', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const late = vi.fn();
    afterNextPaint(late);
    vi.advanceTimersByTime(99);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = afterNextPaint(cancelled);
    cancel();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('useProgressiveCount', () => {
  it('starts with the first slice and adds one slice at a time until all are there', async () => {
    const { container } = render(<Counted total={10} first={2} next={3} />);
    const seen = [Number(container.textContent)];
    for (let i = 0; i < 200 && seen.at(-1) !== 10; i++) {
      await wait(2);
      const now = Number(container.textContent);
      if (now !== seen.at(-1)) seen.push(now);
    }
    expect(seen).toEqual([2, 5, 8, 10]);
    await wait(150);
    expect(container.textContent).toBe('10');
  });

  it('never shows more than there are, and shows at once what the count already covers', async () => {
    const { container, rerender } = render(<Counted total={1} first={3} next={3} />);
    expect(container.textContent).toBe('1');
    rerender(<Counted total={3} first={3} next={3} />);
    expect(container.textContent).toBe('3');
  });

  it('stays at the first slice when next is 0', async () => {
    const { container } = render(<Counted total={10} first={4} next={0} />);
    await wait(150);
    expect(container.textContent).toBe('4');
  });
});
