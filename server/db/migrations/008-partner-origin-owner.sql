-- One owner per origin, held by the database: two partners created or updated at once
-- could both take an origin when the check was a SELECT before the write. partners.origins stays
-- the list the app reads; this table mirrors it, one row per normalised origin, kept by a trigger
-- on every insert and update, so the primary key refuses a second owner whoever writes.

CREATE TABLE partner_origins (
  origin text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE
);
CREATE INDEX partner_origins_partner_idx ON partner_origins (partner_id);

-- Partners made before this: the first registered keeps a shared origin (a later update of the
-- other partner then has to drop it).
INSERT INTO partner_origins (origin, partner_id)
  SELECT DISTINCT ON (lower(o.origin)) lower(o.origin), p.id
    FROM partners p, unnest(p.origins) AS o(origin)
   ORDER BY lower(o.origin), p.created_at, p.id
ON CONFLICT (origin) DO NOTHING;

CREATE FUNCTION partner_origins_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM partner_origins WHERE partner_id = NEW.id;
  INSERT INTO partner_origins (origin, partner_id)
    SELECT DISTINCT lower(o), NEW.id FROM unnest(NEW.origins) AS o;
  RETURN NEW;
END
$$;

CREATE TRIGGER partner_origins_sync AFTER INSERT OR UPDATE OF origins ON partners
  FOR EACH ROW EXECUTE FUNCTION partner_origins_sync();
