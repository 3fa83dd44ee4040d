-- "Spotted a wrong figure?" reports from the provider pages and the fees page (docs/decisions/018).
-- The e-mail address is optional; a report holding one is personal data:
-- it is in subject access, erasure and retention like a consultation request.

CREATE TABLE figure_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  figure text NOT NULL,
  correction text NOT NULL,
  source_url text,
  email text,
  -- The page the report was sent from (a path on this site), and whether the form was sent by script.
  page text,
  sent_with text NOT NULL DEFAULT 'script' CHECK (sent_with IN ('script', 'form')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'checked', 'fixed', 'not-a-mistake')),
  status_changed_at timestamptz,
  ip_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX figure_reports_created_idx ON figure_reports (created_at DESC, id DESC);
CREATE INDEX figure_reports_email_idx ON figure_reports (email) WHERE email IS NOT NULL;

-- The acknowledgement e-mail of a report goes with it when the report is erased or expires.
ALTER TABLE outbox ADD COLUMN figure_report_id bigint REFERENCES figure_reports (id) ON DELETE CASCADE;
CREATE INDEX outbox_figure_report_idx ON outbox (figure_report_id) WHERE figure_report_id IS NOT NULL;
