-- Partners who embed the widget, and what it did on their sites per day (no personal data).

CREATE TABLE partners (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9._-]{1,64}$'),
  name text NOT NULL,
  -- Exact origins (scheme://host[:port]) the partner's pages are served from.
  origins text[] NOT NULL DEFAULT '{}',
  -- The secret in the partner's read-only report link.
  report_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partners_origins_idx ON partners USING gin (origins);

-- One row per partner and UTC day: counters only, never who.
CREATE TABLE partner_daily (
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  day date NOT NULL,
  loads int NOT NULL DEFAULT 0,
  pots int NOT NULL DEFAULT 0,
  unlocks int NOT NULL DEFAULT 0,
  consultations int NOT NULL DEFAULT 0,
  PRIMARY KEY (partner_id, day)
);
