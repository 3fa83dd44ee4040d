import { useSignals } from '@preact/signals-react/runtime';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Toast, ToastEdge } from './toasts.ts';
import { useWidget } from './widget-context.ts';

const TONE: Record<Toast['tone'], string> = {
  info: 'border-line bg-surface text-ink',
  success: 'border-accent bg-surface text-ink',
  destructive: 'border-danger bg-danger-soft text-danger',
};

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const Icon = toast.tone === 'destructive' ? CircleAlert : toast.tone === 'success' ? CircleCheck : Info;
  return (
    <div
      part="toast"
      data-tone={toast.tone}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border-2 p-4 shadow-lg ${TONE[toast.tone]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{toast.title}</p>
        <p className="text-base text-ink">{toast.message}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink hover:bg-page"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Close message</span>
      </button>
    </div>
  );
}

/** Whether two viewport boxes share any area. */
function overlap(a: DOMRect, b: { top: number; bottom: number; left: number; right: number }): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

/**
 * Where toasts appear. Both live regions are always in the DOM, so screen readers announce what
 * is put into them: errors through role=alert, everything else through role=status. A toast sits
 * at the bottom, or at the top when the control in use is in the lower part of the screen (see
 * `ToastStore.show`), so it covers neither the field nor the button the visitor is on. Where
 * there is not room for both (a phone, a form with its messages shown), the focused element wins:
 * once shown, a toast that covers it moves to the other edge if it is clear there (WCAG 2.4.11).
 */
export function Toaster() {
  useSignals();
  const { toasts } = useWidget();
  const toast = toasts.current.value;
  const urgent = toast?.tone === 'destructive';
  const region = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<{ id: number; edge: ToastEdge } | null>(null);
  const shownEdge: ToastEdge = (moved && moved.id === toast?.id ? moved.edge : toast?.edge) ?? 'bottom';

  useLayoutEffect(() => {
    const box = region.current?.firstElementChild?.getBoundingClientRect();
    const root = region.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement?.getBoundingClientRect();
    if (!toast || !box || !focused || box.height === 0 || !overlap(box, focused)) return;
    const height = box.bottom - box.top;
    const gap = shownEdge === 'top' ? box.top : window.innerHeight - box.bottom;
    const other: ToastEdge = shownEdge === 'top' ? 'bottom' : 'top';
    const top = other === 'top' ? gap : window.innerHeight - gap - height;
    if (!overlap(focused, { top, bottom: top + height, left: box.left, right: box.right }))
      setMoved({ id: toast.id, edge: other });
  }, [toast, shownEdge]);

  return (
    <div
      ref={region}
      data-edge={shownEdge}
      className={`pointer-events-none fixed inset-x-0 ${shownEdge === 'top' ? 'top-0' : 'bottom-0'} z-50 flex justify-center p-3 @md:justify-end @md:p-5`}
    >
      <div className="w-full max-w-md">
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {toast && urgent ? <ToastView key={toast.id} toast={toast} onClose={toasts.dismiss} /> : null}
        </div>
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast && !urgent ? <ToastView key={toast.id} toast={toast} onClose={toasts.dismiss} /> : null}
        </div>
      </div>
    </div>
  );
}
