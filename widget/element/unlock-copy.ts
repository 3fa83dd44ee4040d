/**
 * A copy of the unlock flag that the partner loader reads without holding up the publisher's page
 * (decision 059). The flag itself stays where the spec puts it (`drawdownCompareAccess` in
 * localStorage); but the first localStorage read on a page waits for the browser to hand the
 * origin's storage over, inside our task, while IndexedDB answers in a later one. The copy is
 * written only for a reader who unlocked: opening it for anyone else creates nothing.
 */
import { ACCESS_KEY } from './widget-config.ts';

const DATABASE = 'drawdown-compare';
const STORE = 'flags';
/** Past this, the loader stops waiting and shows the first view (the interface reads the flag itself). */
const READ_LIMIT_MS = 2000;

/** Whether the copy says this reader unlocked. False where there is none, or no IndexedDB. */
export function readUnlockCopy(): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), READ_LIMIT_MS);
    const answer = (unlocked: boolean) => {
      clearTimeout(timer);
      resolve(unlocked);
    };
    try {
      const request = indexedDB.open(DATABASE);
      // No database yet: this reader never unlocked here. Aborting leaves none behind.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = (event) => {
        event.preventDefault();
        answer(false);
      };
      request.onblocked = () => answer(false);
      request.onsuccess = () => {
        const database = request.result;
        try {
          const read = database.transaction(STORE, 'readonly').objectStore(STORE).get(ACCESS_KEY);
          read.onsuccess = () => answer(read.result === 'true');
          read.onerror = () => answer(false);
        } catch {
          answer(false);
        } finally {
          database.close();
        }
      };
    } catch {
      answer(false);
    }
  });
}

/** Writes the copy (after an unlock, or for a reader who unlocked before it existed). */
export function writeUnlockCopy(): void {
  try {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onerror = (event) => event.preventDefault();
    request.onsuccess = () => {
      const database = request.result;
      try {
        database.transaction(STORE, 'readwrite').objectStore(STORE).put('true', ACCESS_KEY);
      } catch {
        // The flag in localStorage still holds the unlock; only the loader's shortcut is missed.
      } finally {
        database.close();
      }
    };
  } catch {
    // No IndexedDB (some private modes): the loader shows the first view and the interface unlocks.
  }
}
