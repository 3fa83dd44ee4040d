import { type Signal, signal } from '@preact/signals-react';
import type { ToastText } from '../core/texts.ts';

export type ToastTone = 'info' | 'success' | 'destructive';

/** The viewport edge a toast sits at. */
export type ToastEdge = 'top' | 'bottom';

export interface Toast {
  id: number;
  title: string;
  message: string;
  tone: ToastTone;
  edge: ToastEdge;
}

export interface ToastStore {
  current: Signal<Toast | null>;
  /**
   * Shows a toast. `avoid` lists what the visitor is using (the focused control, the submit
   * button): the toast goes to the viewport edge where it does not cover them.
   */
  show(text: ToastText, tone?: ToastTone, avoid?: ReadonlyArray<Element | null | undefined>): number;
  dismiss(): void;
  /** Dismisses the toast with this id if it is still the one shown (its problem was corrected). */
  dismissIf(id: number): void;
}

/**
 * How long an info or success toast stays; long enough to read twice at a slow pace. It can be
 * closed sooner. An error toast stays until it is closed or its problem is corrected: a message
 * that goes away by itself may go before a slow reader, or a screen magnifier, reaches it.
 */
export const TOAST_MS = 9000;

let nextId = 1;

/**
 * The edge with more free room beside the given boxes (viewport coordinates), so a toast there
 * does not cover them. On a phone a toast spans the whole width, so only the height decides.
 *
 * @example toastEdge([{ top: 700, bottom: 754 }], 800) // 'top': the button is near the bottom
 */
export function toastEdge(
  boxes: ReadonlyArray<{ top: number; bottom: number }>,
  viewportHeight: number,
): ToastEdge {
  if (boxes.length === 0) return 'bottom';
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  return top > viewportHeight - bottom ? 'top' : 'bottom';
}

function edgeAvoiding(elements: ReadonlyArray<Element | null | undefined>): ToastEdge {
  if (typeof window === 'undefined') return 'bottom';
  const boxes = elements
    .filter((element): element is Element => !!element?.isConnected)
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 || box.height > 0);
  // The layout viewport: what the toast's `position: fixed` and these boxes are measured against.
  return toastEdge(boxes, window.innerHeight);
}

/** One toast at a time: a new one replaces the last, so the newest message is the one read out. */
export function createToastStore(): ToastStore {
  const current = signal<Toast | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    current.value = null;
  };
  return {
    current,
    dismiss,
    dismissIf(id) {
      if (current.value?.id === id) dismiss();
    },
    show(text, tone = 'info', avoid = []) {
      clearTimeout(timer);
      const id = nextId++;
      current.value = { id, title: text.title, message: text.message, tone, edge: edgeAvoiding(avoid) };
      if (tone !== 'destructive') timer = setTimeout(dismiss, TOAST_MS);
      return id;
    },
  };
}
