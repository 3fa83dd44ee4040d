-- The audit log keeps what staff do to or with personal data, and is deleted after
-- RETENTION_AUDIT_MONTHS by the retention job (docs/decisions/030).
--
-- Entries written before that decision are brought in line: list loads are no longer logged, and
-- the search text of an export (often a person's name or address) is not kept.
DELETE FROM audit_log
 WHERE action IN ('leads.viewed', 'consultations.viewed', 'figure_reports.viewed', 'audit.viewed');

UPDATE audit_log
   SET detail = (detail - 'q') || jsonb_build_object('search',
         CASE WHEN coalesce(detail ->> 'q', '') = '' THEN NULL ELSE 'text (not kept)' END)
 WHERE detail ? 'q';

