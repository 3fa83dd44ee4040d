import { type Signal, signal } from '@preact/signals-react';
import type { ToastText } from '../core/texts.ts';

export type ToastTone = 'info' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  message: string;
  tone: ToastTone;
}

export interface ToastStore {
  current: Signal<Toast | null>;
  show(text: ToastText, tone?: ToastTone): void;
  dismiss(): void;
}

/** How long a toast stays; long enough to read twice at a slow pace. It can be closed sooner. */
export const TOAST_MS = 9000;

let nextId = 1;

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
    show(text, tone = 'info') {
      clearTimeout(timer);
      current.value = { id: nextId++, title: text.title, message: text.message, tone };
      timer = setTimeout(dismiss, TOAST_MS);
    },
  };
}
