import { describe, expect, it, vi } from 'vitest';
import { createWidgetStore, registerUnlockForm, requestUnlockForm } from './widget-store.ts';

describe('"Unlock Details" and the unlock form, in either order', () => {
  it('focuses a registered form at once', () => {
    const store = createWidgetStore();
    const focus = vi.fn();
    registerUnlockForm(store, focus);
    expect(requestUnlockForm(store)).toBe(true);
    expect(focus).toHaveBeenCalledTimes(1);
    expect(store.unlockRequested).toBe(false);
  });

  it('keeps a press made before any form registered, and gives it to the first form that does', () => {
    const store = createWidgetStore();
    expect(requestUnlockForm(store)).toBe(false);
    const first = vi.fn();
    const second = vi.fn();
    registerUnlockForm(store, first);
    registerUnlockForm(store, second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(store.unlockRequested).toBe(false);
  });

  it('forgets a form once it unregisters', () => {
    const store = createWidgetStore();
    const focus = vi.fn();
    const unregister = registerUnlockForm(store, focus);
    unregister();
    expect(requestUnlockForm(store)).toBe(false);
    expect(focus).not.toHaveBeenCalled();
  });
});
