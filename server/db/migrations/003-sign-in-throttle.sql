-- Sign-in attempts per account and client address, with growing delays (docs/decisions/013).
-- Ephemeral like rate_limits: a PostgreSQL crash only forgets the current delays.
CREATE UNLOGGED TABLE sign_in_throttle (
  key text PRIMARY KEY,
  attempts int NOT NULL,
  next_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
