-- Working the consultation requests (status, owner, notes, reply due by), staff accounts with
-- one-time set-password links, and the audit log of what staff and admins do (docs/decisions/027).

ALTER TABLE consultations ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'booked', 'done', 'no-answer'));
ALTER TABLE consultations ADD COLUMN owner_user_id bigint REFERENCES users (id) ON DELETE SET NULL;
-- Received + 2 opening hours, worked out by the server when the request arrives (reply-due.server.ts).
ALTER TABLE consultations ADD COLUMN reply_due_at timestamptz;
-- Set once, by the statement that queues the overdue e-mail to the firm's inbox.
ALTER TABLE consultations ADD COLUMN overdue_notified_at timestamptz;
ALTER TABLE consultations ADD COLUMN status_changed_at timestamptz;
CREATE INDEX consultations_overdue_idx ON consultations (reply_due_at) WHERE status = 'new' AND overdue_notified_at IS NULL;

CREATE TABLE consultation_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  consultation_id bigint NOT NULL REFERENCES consultations (id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as text so a note still says who wrote it after the author's account is removed.
  author_email text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_notes_consultation_idx ON consultation_notes (consultation_id, created_at);

-- Extra data an outbox row needs to build its message (the set-password link of an invite; cleared once sent).
ALTER TABLE outbox ADD COLUMN payload jsonb;

-- One-time set-password links for invited staff: only a hash of the token is stored.
CREATE TABLE password_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_tokens_user_idx ON password_tokens (user_id);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  user_email text NOT NULL,
  action text NOT NULL,
  target text,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
