import { grantAccess } from '../../widget/ui/access.ts';
import { NAMES_UNLOCKED_EVENT } from './access-token.ts';

/**
 * Asks the server whether the token is one of ours and still within its time; if so, sets the
 * same flag the unlock form sets, so the names show in this browser from now on (decision 043).
 */
export async function unlockWithToken(token: string): Promise<'unlocked' | 'refused'> {
  try {
    const response = await fetch('/api/access-links', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
    });
    if (!response.ok) return 'refused';
  } catch {
    return 'refused';
  }
  grantAccess();
  window.dispatchEvent(new Event(NAMES_UNLOCKED_EVENT));
  return 'unlocked';
}
