import ky, { HTTPError, TimeoutError } from 'ky';
import { useSyncExternalStore } from 'react';

/** The signed-in person as the server describes them (`GET /api/auth/session`). */
export interface SessionUser {
  id: string | number;
  email: string;
  isAdmin: boolean;
  /** `admin` (everything) or `staff` (leads and consultations); null for an account without a role. */
  role?: 'admin' | 'staff' | null;
}

/**
 * What the browser knows about the session. `loading` until the first answer from the server
 * (and always during prerendering), then `signed-in` or `signed-out`.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

/** An error answer from the API, `{ error: { code, message, fields? } }`, with its HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds to wait, from a Retry-After header (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The server could not be reached, or took too long to answer. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** Same-origin JSON calls to `/api/…` with the session cookie; no retries (admin actions change data). */
export const api = ky.create({ prefixUrl: '/api', credentials: 'same-origin', retry: 0, timeout: 20_000 });

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Turns whatever a ky call threw into an `ApiError` (the server answered with an error) or a
 * `NetworkError` (it did not answer). Anything else is rethrown as it is.
 */
export async function toApiError(error: unknown): Promise<ApiError | NetworkError> {
  if (error instanceof ApiError || error instanceof NetworkError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    let code = `http_${response.status}`;
    let message = response.statusText || `The server answered ${response.status}.`;
    let fields: Record<string, string> | undefined;
    try {
      const body = (await response.clone().json()) as {
        error?: { code?: unknown; message?: unknown; fields?: unknown };
      };
      if (typeof body.error?.code === 'string') code = body.error.code;
      if (typeof body.error?.message === 'string') message = body.error.message;
      if (body.error?.fields && typeof body.error.fields === 'object') {
        fields = body.error.fields as Record<string, string>;
      }
    } catch {
      // not JSON: keep the status text
    }
    return new ApiError(response.status, code, message, fields, retryAfterSeconds(response));
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    return new NetworkError('The server could not be reached.', { cause: error });
  }
  throw error;
}

// ---------------------------------------------------------------------------------------------
// The session store: one per page, shared by every component through `useSession`.

const LOADING: SessionState = { status: 'loading' };
const SIGNED_OUT: SessionState = { status: 'signed-out' };

/** Name of the BroadcastChannel and localStorage key other tabs listen on. */
export const AUTH_CHANNEL = 'drawdown-compare-auth';
export const AUTH_STORAGE_KEY = 'drawdownCompareAuthEvent';

type AuthEvent = 'signed-in' | 'signed-out';

let state: SessionState = LOADING;
/** Why the session last ended while this page was open, for the message on /auth. */
export type SignOutReason = 'this-tab' | 'other-tab' | 'ended';
let signOutReason: SignOutReason | null = null;
const listeners = new Set<() => void>();
/** Bumped by every change made here (sign-in, sign-out, another tab), so a stale check is ignored. */
let generation = 0;
let inflight: { promise: Promise<SessionState>; generation: number } | null = null;
let stopWatching: (() => void) | null = null;

function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== b.status) return false;
  if (a.status !== 'signed-in' || b.status !== 'signed-in') return true;
  return a.user.id === b.user.id && a.user.email === b.user.email && a.user.isAdmin === b.user.isAdmin;
}

function setState(next: SessionState): void {
  if (sameState(state, next)) return;
  if (state.status === 'signed-in' && next.status === 'signed-out' && !signOutReason) signOutReason = 'ended';
  if (next.status === 'signed-in') signOutReason = null;
  state = next;
  for (const listener of listeners) listener();
}

function fromUser(user: SessionUser | null | undefined): SessionState {
  return user ? { status: 'signed-in', user } : SIGNED_OUT;
}

/** Why the session ended while this page was open (null if it has not, or after a new sign-in). */
export function lastSignOutReason(): SignOutReason | null {
  return signOutReason;
}

/** The current state, without subscribing. */
export function getSession(): SessionState {
  return state;
}

/**
 * Asks the server who is signed in and updates every subscriber. Any failure counts as signed
 * out (spec §8: a session error is a silent redirect to /auth).
 */
export function refreshSession(): Promise<SessionState> {
  if (inflight && inflight.generation === generation) return inflight.promise;
  const startedAt = generation;
  const check: Promise<SessionState> = api
    .get('auth/session', { cache: 'no-store' })
    .json<{ user: SessionUser | null }>()
    .then(
      (body) => fromUser(body?.user),
      () => SIGNED_OUT,
    )
    .then((next) => {
      if (generation === startedAt) setState(next);
      return state;
    })
    .finally(() => {
      if (inflight?.promise === check) inflight = null;
    });
  inflight = { promise: check, generation: startedAt };
  return check;
}

function changeLocally(next: SessionState): void {
  generation += 1;
  setState(next);
}

let channel: BroadcastChannel | null = null;

function authChannel(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null;
  channel = new BroadcastChannel(AUTH_CHANNEL);
  return channel;
}

/** Tells the other tabs of this site what happened here (BroadcastChannel, and storage as a fallback). */
function announce(event: AuthEvent): void {
  try {
    authChannel()?.postMessage(event);
  } catch {
    // a closed channel: the storage event below still reaches the other tabs
  }
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ event, at: Date.now() }));
  } catch {
    // storage blocked (private mode): the channel and the focus re-check still work
  }
}

function onAuthEvent(event: unknown): void {
  if (event === 'signed-out') {
    if (state.status === 'signed-in') signOutReason = 'other-tab';
    changeLocally(SIGNED_OUT);
    void refreshSession();
  } else if (event === 'signed-in') {
    generation += 1;
    void refreshSession();
  }
}

/** Starts listening to other tabs and re-checking on focus; returns the function that stops it. */
function watch(): () => void {
  const onMessage = (message: MessageEvent) => onAuthEvent(message.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY || !event.newValue) return;
    try {
      onAuthEvent((JSON.parse(event.newValue) as { event?: unknown }).event);
    } catch {
      void refreshSession();
    }
  };
  const onFocus = () => void refreshSession();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void refreshSession();
  };
  const bc = authChannel();
  bc?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    bc?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    stopWatching = watch();
    void refreshSession();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
}

const getServerSnapshot = () => LOADING;

/**
 * The session, kept current: checked when the first component subscribes, again whenever the tab
 * regains focus, and at once when another tab signs in or out. Always `loading` during prerender.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getServerSnapshot);
}

/** A session the server started without the sign-in form (a staff invitation's password set). */
export function sessionStarted(user: SessionUser): void {
  changeLocally(fromUser(user));
  announce('signed-in');
}

/**
 * Signs in with e-mail and password. Resolves with the user; rejects with an `ApiError`
 * (`invalid_credentials` 401, throttled 429, validation 400) or a `NetworkError`.
 */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  try {
    const body = await api.post('auth/sign-in', { json: { email, password } }).json<{ user: SessionUser }>();
    changeLocally(fromUser(body.user));
    announce('signed-in');
    return body.user;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Signs out here and in every other tab. A 401 means the session had already ended: that is fine. */
export async function signOut(): Promise<void> {
  try {
    await api.post('auth/sign-out');
  } catch (error) {
    const failure = await toApiError(error);
    if (!(failure instanceof ApiError && failure.status === 401)) throw failure;
  }
  signOutReason = 'this-tab';
  changeLocally(SIGNED_OUT);
  announce('signed-out');
}

/**
 * Called when an admin call answers 401 (the session ended on the server) or 403 (the role was
 * taken away): the guard then redirects as spec §4 says.
 */
export function sessionRejected(status: 401 | 403): void {
  if (status === 401) changeLocally(SIGNED_OUT);
  else {
    generation += 1;
    void refreshSession();
  }
}

/** Forgets everything, for tests: the next subscriber starts from `loading` again. */
export function resetSessionForTests(): void {
  stopWatching?.();
  stopWatching = null;
  listeners.clear();
  channel?.close();
  channel = null;
  inflight = null;
  generation = 0;
  signOutReason = null;
  state = LOADING;
}
