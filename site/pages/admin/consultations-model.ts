import { useState } from 'react';
import { CONSULTATION_STATUSES } from '../../../widget/core/consultation.ts';
import { adminApi, useAdminData } from './admin-api.ts';

/** The words the visitor chose from, for a stored key (an unknown key is shown as it is). */
export function labelOf(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

/** The choices of the list's Show filter. */
export const FILTERS = [
  { value: '', label: 'All requests' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'open', label: 'New or no answer' },
  ...Object.entries(CONSULTATION_STATUSES).map(([value, label]) => ({ value, label })),
] as const;

/** True for an answer that the record does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status?: unknown }).status === 404
  );
}

/**
 * The state of the consultations panel: the page and filter shown, the request whose notes are
 * open, the list and the staff (owners) as loaded, and `changed()` to load them again after a save.
 */
export function useConsultations(refreshKey: number, onChanged?: () => void) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const requests = useAdminData(`${page}|${filter}|${refreshKey}|${version}`, () =>
    adminApi.consultations(page, filter),
  );
  const staff = useAdminData('staff', () => adminApi.users());
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged?.();
  };
  return {
    page,
    setPage,
    filter,
    /** Shows another filter from its first page. */
    chooseFilter(value: string) {
      setFilter(value);
      setPage(1);
    },
    version,
    open,
    setOpen,
    requests,
    staff: staff.data?.items ?? [],
    changed,
  };
}
