-- Leads, consent records and the e-mail outbox; users, roles and sessions.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
-- A per-installation salt for hashing IP addresses, so stored hashes cannot be matched across sites.
INSERT INTO settings (key, value) VALUES ('ip_hash_salt', md5(random()::text || clock_timestamp()::text || random()::text));

CREATE TABLE leads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  pot_size double precision,
  partner text,
  source text,
  unsubscribe_token text NOT NULL UNIQUE,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX leads_email_key ON leads (email);
CREATE INDEX leads_created_at_idx ON leads (created_at DESC);

-- What the visitor saw and agreed to, kept with the lead (ICO: proof of consent).
CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint REFERENCES leads (id) ON DELETE CASCADE,
  consultation_id bigint,
  purpose text NOT NULL,
  consent_text text NOT NULL,
  consent_version text NOT NULL,
  source text,
  partner text,
  ip_hash text,
  user_agent text,
  given_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_lead_idx ON consents (lead_id);

CREATE TABLE consultations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  preferred_time text NOT NULL,
  topic text NOT NULL,
  message text NOT NULL DEFAULT '',
  source text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultations_email_idx ON consultations (email);
CREATE INDEX consultations_created_at_idx ON consultations (created_at DESC);
ALTER TABLE consents ADD CONSTRAINT consents_consultation_fk FOREIGN KEY (consultation_id) REFERENCES consultations (id) ON DELETE CASCADE;

-- The outbox: every e-mail (and Brevo contact update) is a row, claimed with FOR UPDATE SKIP LOCKED.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  lead_id bigint REFERENCES leads (id) ON DELETE CASCADE,
  consultation_id bigint REFERENCES consultations (id) ON DELETE CASCADE,
  to_email text NOT NULL,
  to_name text NOT NULL DEFAULT '',
  step int NOT NULL DEFAULT 0,
  is_test boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  due_at timestamptz NOT NULL DEFAULT now(),
  attempts int NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due_idx ON outbox (due_at) WHERE status = 'pending';
CREATE INDEX outbox_lead_idx ON outbox (lead_id);
CREATE INDEX outbox_to_email_idx ON outbox (to_email);

-- Fixed-window counters shared by every server process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count int NOT NULL
);

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  PRIMARY KEY (user_id, role)
);

-- Only a hash of the session token is stored; the token lives in the visitor's cookie.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
