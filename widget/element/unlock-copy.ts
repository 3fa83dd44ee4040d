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

/**
 * Whether the database is on this origin. `indexedDB.databases()` answers from the browser's list
 * without opening anything, so a reader who never unlocked (nearly every reader) costs one promise;
 * where it is missing (Firefox before 126) the open below answers instead.
 */
async function copyMayExist(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === DATABASE);
}

/** The stored value; opening a database that is not there aborts its creation, leaving none. */
function readCopy(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(false);
    };
    request.onblocked = () => resolve(false);
    request.onsuccess = () => {
      const database = request.result;
      try {
        const read = database.transaction(STORE, 'readonly').objectStore(STORE).get(ACCESS_KEY);
        read.onsuccess = () => resolve(read.result === 'true');
        read.onerror = () => resolve(false);
      } catch {
        resolve(false);
      } finally {
        database.close();
      }
    };
  });
}

/** Whether the copy says this reader unlocked. False where there is none, or no IndexedDB. */
export function readUnlockCopy(): Promise<boolean> {
  const read = (async () => (await copyMayExist()) && (await readCopy()))().catch(() => false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READ_LIMIT_MS);
  });
  return Promise.race([read, limit]).finally(() => clearTimeout(timer));
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
