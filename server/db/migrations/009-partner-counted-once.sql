-- Who has been counted already, so that one client cannot inflate a partner's report:
-- a widget load counts once per client address, partner and UTC day; an unlock once per client
-- address and partner. `client` is a salted hash (of the address and, for loads, the day), never
-- the address; rows go once they can no longer matter (outbox housekeeping: loads after a day,
-- unlocks after the report's 90 days).

CREATE TABLE partner_counted (
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  counter text NOT NULL CHECK (counter IN ('loads', 'unlocks')),
  client text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (partner_id, counter, client)
);
CREATE INDEX partner_counted_day_idx ON partner_counted (day);
