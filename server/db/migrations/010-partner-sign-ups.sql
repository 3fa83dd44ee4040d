-- Publishers sign up at /partners: a sign-up is a pending partner until an admin approves it.
-- A pending partner holds its origin already (partner_origins keeps one owner per origin, so a
-- second sign-up for the same site is refused), but its id and origin count nothing and attribute
-- nothing until it is active. Partners registered by an admin are active from the start.
-- contact_email is where the approval goes (the publisher's work address, privacy policy).

ALTER TABLE partners ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active'));
ALTER TABLE partners ADD COLUMN contact_email text;
ALTER TABLE partners ADD COLUMN approved_at timestamptz;
CREATE INDEX partners_pending_idx ON partners (created_at) WHERE status = 'pending';
