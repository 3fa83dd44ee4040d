-- Rate-limit counters are ephemeral: no WAL and no fsync for them. Every lead and sign-in
-- counts a hit, and on one busy address (all visitors behind one proxy) the hits queue on one
-- counter row, each waiting for the previous commit's flush. After a PostgreSQL crash the table
-- comes back empty, which only forgets the current windows (docs/decisions/008).
ALTER TABLE rate_limits SET UNLOGGED;
