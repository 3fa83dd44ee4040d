import { ApiError, NetworkError } from './session.ts';

/** "Wait 3 minutes", from a Retry-After in seconds. */
export function waitText(seconds: number | undefined): string {
  if (!seconds || seconds <= 60) return 'Wait a minute';
  const minutes = Math.ceil(seconds / 60);
  return `Wait ${minutes} minutes`;
}

/** A sentence a person can act on, for any failure of an admin or sign-in call. */
export function problemMessage(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  if (error instanceof ApiError) {
    if (error.status === 429)
      return `Too many requests. ${waitText(error.retryAfterSeconds)}, then try again.`;
    if (error.status === 401) return 'Your session has ended. Please sign in again.';
    if (error.status === 403) return 'This account does not have access to the admin area.';
    if (error.status >= 500) return 'Something went wrong on the server. Please try again in a moment.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * A timestamp from the API in en-GB, UK time ("22 Nov 2026, 17:43"); an empty or unreadable
 * value gives an empty string.
 */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
