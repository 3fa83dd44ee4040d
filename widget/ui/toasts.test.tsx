import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../core/texts.ts';
import { createToastStore, toastEdge } from './toasts.ts';

/** An element laid out at the given vertical position (happy-dom does no layout). */
function placed(top: number, height: number): HTMLElement {
  const element = document.createElement('button');
  document.body.append(element);
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 200, height });
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('toastEdge', () => {
  it('picks the edge with more room beside what must stay visible', () => {
    expect(toastEdge([{ top: 700, bottom: 754 }], 800)).toBe('top');
    expect(toastEdge([{ top: 40, bottom: 94 }], 800)).toBe('bottom');
    // The focused field high up and the submit button low down: the larger gap wins.
    expect(
      toastEdge(
        [
          { top: 300, bottom: 350 },
          { top: 600, bottom: 650 },
        ],
        800,
      ),
    ).toBe('top');
  });

  it('defaults to the bottom when there is nothing to avoid', () => {
    expect(toastEdge([], 800)).toBe('bottom');
  });
});

describe('createToastStore', () => {
  it('places a toast away from the elements it is asked to avoid', () => {
    vi.useFakeTimers();
    const toasts = createToastStore();
    const height = window.innerHeight;
    toasts.show(TOAST.missingInformation, 'destructive', [placed(height - 80, 54)]);
    expect(toasts.current.value?.edge).toBe('top');
    toasts.show(TOAST.invalidEmail, 'destructive', [placed(20, 54), null]);
    expect(toasts.current.value?.edge).toBe('bottom');
    // Detached elements are ignored.
    const gone = placed(height - 80, 54);
    gone.remove();
    toasts.show(TOAST.consentRequired, 'destructive', [gone]);
    expect(toasts.current.value?.edge).toBe('bottom');
  });
});
