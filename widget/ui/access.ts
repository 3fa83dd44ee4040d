import { signal } from '@preact/signals-react';

import { writeUnlockCopy } from '../element/unlock-copy.ts';
import { ACCESS_KEY } from '../element/widget-config.ts';

export { ACCESS_KEY };

const unlocked = signal(false);
let listening = false;

function storedFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(ACCESS_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the visitor starts locked.
    return false;
  }
}

/**
 * The page-wide unlock state: one visitor, one gate, shared by every widget on the page. Read
 * from localStorage on first use and kept in step with other tabs. A reader who unlocked before
 * the loader's copy existed gets it now, so the loader names providers at once next time.
 */
export function accessSignal() {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    const stored = storedFlag();
    if (stored) writeUnlockCopy();
    unlocked.value = unlocked.value || stored;
    window.addEventListener('storage', (event) => {
      if (event.key === ACCESS_KEY && event.newValue === 'true') unlocked.value = true;
    });
  }
  return unlocked;
}

/** Unlocks every widget on the page and remembers it; nothing locks again (spec §4). */
export function grantAccess(): void {
  try {
    globalThis.localStorage?.setItem(ACCESS_KEY, 'true');
  } catch {
    // Unlocked for this page view even if storage is blocked.
  }
  writeUnlockCopy();
  unlocked.value = true;
}

/** Re-reads the stored flag (tests, and pages that clear storage themselves). */
export function syncAccessFromStorage(): void {
  unlocked.value = storedFlag();
}
