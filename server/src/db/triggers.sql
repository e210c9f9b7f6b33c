-- The database's half of a check-in, and of every other ledger write: the live trigger functions and triggers, in one
-- place. Start-up applies this file after the migrations, under the same start-up lock (db/apply-triggers.ts), when
-- its text has changed since it was last applied; every statement here can run again (CREATE OR REPLACE).
--
-- To change a trigger or its function, edit it here; a migration creates no function or trigger any more
-- (test/db-triggers.test.ts fails for one that is not in this file). Renaming or dropping one still takes a
-- migration (DROP ...), as does a migration's data step that needs the new body at once.
--
-- What a check-in fires: its ledger rows (transactions) run analytics_rollups_add_rows once per statement, which adds
-- them to the day rollups (ledger_days, program_customer_days, customer_activity_days) and relinks the customers'
-- visit days; a first visit's new memberships (customer_program_progress) run analytics_rollups_memberships_added.
-- The rest recount from the ledger and are rare (an undo's reversal is an insert and only subtracts; a changed or
-- deleted ledger row, a moved membership, a new time zone recount their days).
--
-- Locks: every ledger write holds its business's rollups lock shared (pg_advisory_xact_lock_shared) until it commits;
-- a recount of the whole business takes it exclusive, so none of the day rows is counted twice or lost. Rows of one
-- statement are written in key order (ORDER BY), so two check-ins of a business cannot deadlock on them.

-- ---------------------------------------------------------------------------------------------------------------
-- On every ledger insert: a check-in, an undo, a redemption, an expiry.

-- New ledger rows add to the rollups; a reversal takes away what the row it undoes had added. A day's ledger counters
-- are spread over 64 slots by customer (check-ins of different customers rarely wait on one row until commit), folded
-- nightly into slot 0 by analytics_rollups_compact. A statement of several customers' rows (an import's opening
-- balances, an expiry run) writes slot 0: spread, a batch of 50 customers would update up to 64 rows per day and
-- program instead of one.
CREATE OR REPLACE FUNCTION analytics_rollups_add_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('analytics_rollups'), hashtext(b.business_id))
  FROM (SELECT DISTINCT business_id FROM new_rows ORDER BY 1) b;
  WITH moved AS (
    SELECT n.business_id, n.customer_id, n.program_id, n.type, n.amount_minor, n.currency, n.points, n.reward_id,
      n.created_at,
      CASE WHEN n.type <> 'reversal' AND NOT EXISTS (
        SELECT 1 FROM new_rows r WHERE r.reverses_id = n.id AND r.type = 'reversal' AND r.business_id = n.business_id)
      THEN 1 ELSE 0 END AS sign,
      n.points AS raw_points
    FROM new_rows n
    UNION ALL
    SELECT o.business_id, o.customer_id, o.program_id, o.type, o.amount_minor, o.currency, o.points, o.reward_id,
      o.created_at, -1, 0
    -- The row a reversal undoes, looked up by its key for each reversal (LATERAL): a join could be planned, on a
    -- ledger still nearly empty by the statistics, as a hash of the whole ledger on every insert (issue 33's import
    -- of balances read it all for each batch of 50).
    FROM new_rows r CROSS JOIN LATERAL (
      SELECT * FROM transactions t WHERE t.id = r.reverses_id AND t.business_id = r.business_id) o
    WHERE r.type = 'reversal' AND o.type <> 'reversal' AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)
  ),
  c AS MATERIALIZED (
    -- Amounts count in the business's currency only: one recorded before a change of currency is a purchase without
    -- an amount here (analytics/rebuild-after-currency-change.ts).
    SELECT m.*, CASE WHEN m.currency = b.currency THEN m.amount_minor END AS amount,
      (m.created_at AT TIME ZONE coalesce(b.time_zone, 'UTC'))::date AS day,
      (CASE WHEN (SELECT count(DISTINCT customer_id) FROM new_rows) > 1 THEN 0
        ELSE hashtext(coalesce(m.customer_id::text, '')) & 63 END)::smallint AS slot
    FROM moved m JOIN businesses b ON b.id = m.business_id
  ),
  joined AS (
    SELECT p.business_id, p.customer_id, min(p.created_at) AS at FROM customer_program_progress p
    WHERE (p.business_id, p.customer_id) IN (
      SELECT business_id, customer_id FROM c WHERE sign <> 0 AND type IN ('visit', 'purchase'))
    GROUP BY p.business_id, p.customer_id
  ),
  days AS (
    INSERT INTO ledger_days AS d (business_id, day, program_id, kind, slot, rows, with_amount, amount, points_up,
      points, rewards_earned, raw_points)
    SELECT business_id, day, program_id, type, slot, sum(sign),
      coalesce(sum(sign) FILTER (WHERE amount IS NOT NULL), 0),
      coalesce(sum(sign * amount), 0), coalesce(sum(sign * points) FILTER (WHERE points > 0), 0),
      coalesce(sum(sign * points), 0), coalesce(sum(sign) FILTER (WHERE type = 'earn' AND reward_id IS NOT NULL), 0),
      sum(raw_points)
    FROM c GROUP BY business_id, day, program_id, type, slot ORDER BY business_id, day, program_id, type, slot
    ON CONFLICT ON CONSTRAINT ledger_days_key DO UPDATE SET
      rows = d.rows + excluded.rows, with_amount = d.with_amount + excluded.with_amount,
      amount = d.amount + excluded.amount, points_up = d.points_up + excluded.points_up,
      points = d.points + excluded.points, rewards_earned = d.rewards_earned + excluded.rewards_earned,
      raw_points = d.raw_points + excluded.raw_points
  ),
  programs AS (
    INSERT INTO program_customer_days AS p (business_id, day, program_id, customer_id, rows)
    SELECT business_id, day, program_id, customer_id, sum(sign) FROM c
    WHERE sign <> 0 AND type IN ('earn', 'redeem') AND program_id IS NOT NULL
    GROUP BY business_id, day, program_id, customer_id ORDER BY business_id, day, program_id, customer_id
    ON CONFLICT ON CONSTRAINT program_customer_days_key DO UPDATE SET rows = p.rows + excluded.rows
  )
  INSERT INTO customer_activity_days AS a (business_id, day, customer_id, checkins, purchases_with_amount, spend,
    member_checkins, member_purchases_with_amount, member_spend)
  SELECT business_id, day, customer_id, sum(sign), coalesce(sum(sign) FILTER (WHERE purchase_with_amount), 0),
    coalesce(sum(sign * amount) FILTER (WHERE type = 'purchase'), 0), coalesce(sum(sign) FILTER (WHERE member), 0),
    coalesce(sum(sign) FILTER (WHERE member AND purchase_with_amount), 0),
    coalesce(sum(sign * amount) FILTER (WHERE member AND type = 'purchase'), 0)
  FROM (
    SELECT c.*, coalesce(c.created_at >= j.at, false) AS member,
      c.type = 'purchase' AND c.amount IS NOT NULL AS purchase_with_amount
    FROM c LEFT JOIN joined j ON j.business_id = c.business_id AND j.customer_id = c.customer_id
    WHERE c.sign <> 0 AND c.type IN ('visit', 'purchase') AND c.customer_id IS NOT NULL
  ) v
  GROUP BY business_id, day, customer_id ORDER BY business_id, day, customer_id
  ON CONFLICT ON CONSTRAINT customer_activity_days_pkey DO UPDATE SET
    checkins = a.checkins + excluded.checkins,
    purchases_with_amount = a.purchases_with_amount + excluded.purchases_with_amount,
    spend = a.spend + excluded.spend,
    member_checkins = a.member_checkins + excluded.member_checkins,
    member_purchases_with_amount = a.member_purchases_with_amount + excluded.member_purchases_with_amount,
    member_spend = a.member_spend + excluded.member_spend;
  -- The visit days of the customers whose visits changed are relinked.
  FOR k IN
    SELECT x.business_id, array_agg(DISTINCT x.customer_id) AS customers
    FROM (
      SELECT n.business_id, n.customer_id, n.type FROM new_rows n
      UNION ALL
      SELECT o.business_id, o.customer_id, o.type FROM new_rows r CROSS JOIN LATERAL (
        SELECT * FROM transactions t WHERE t.id = r.reverses_id AND t.business_id = r.business_id) o
      WHERE r.type = 'reversal'
    ) x
    WHERE x.type IN ('visit', 'purchase') AND x.customer_id IS NOT NULL
    GROUP BY x.business_id
  LOOP
    PERFORM analytics_rollups_link_customers(k.business_id, k.customers);
  END LOOP;
  RETURN NULL;
END;
$$;

-- Links each of the given customers' visit days to the one before and after it: a check-in's relink. One customer at
-- a time, so each statement reads that customer's days alone (customer_activity_days_customer_idx) with the plan made
-- once per connection, whatever the statistics said when it was made: the earlier form, all customers at once
-- (customer_id = ANY), was planned on a table still nearly empty (a new install, autovacuum off) into a scan of every
-- visit day of the business and kept that plan, 1,100 to 11,700 pages a call in the check-in bench against about a
-- dozen now. Customers come in id order, their days in day order: rows are locked in key order.
CREATE OR REPLACE FUNCTION analytics_rollups_link_customers(p_business text, p_customers uuid[]) RETURNS void
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  customer uuid;
BEGIN
  FOREACH customer IN ARRAY p_customers LOOP
    UPDATE customer_activity_days a SET previous_day = l.previous_day, next_day = l.next_day
    FROM (
      SELECT day, lag(day) OVER w AS previous_day, lead(day) OVER w AS next_day
      FROM customer_activity_days
      WHERE business_id = p_business AND customer_id = customer AND checkins > 0
      WINDOW w AS (ORDER BY day)
    ) l
    WHERE a.business_id = p_business AND a.customer_id = customer AND a.day = l.day
      AND (a.previous_day IS DISTINCT FROM l.previous_day OR a.next_day IS DISTINCT FROM l.next_day);
  END LOOP;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Recounts from the ledger (rare).

-- Links each of the customers' visit days (all of the business's when null) to the one before and after it (days with
-- a live visit only).
CREATE OR REPLACE FUNCTION analytics_rollups_link(p_business text, p_customers uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  UPDATE customer_activity_days a SET previous_day = l.previous_day, next_day = l.next_day
  FROM (
    SELECT day, customer_id, lag(day) OVER w AS previous_day, lead(day) OVER w AS next_day
    FROM customer_activity_days
    WHERE business_id = p_business AND checkins > 0 AND (p_customers IS NULL OR customer_id = ANY (p_customers))
    WINDOW w AS (PARTITION BY customer_id ORDER BY day)
  ) l
  WHERE a.business_id = p_business AND a.day = l.day AND a.customer_id = l.customer_id
    AND (a.previous_day IS DISTINCT FROM l.previous_day OR a.next_day IS DISTINCT FROM l.next_day);
END;
$$;

-- Recounts one business's rollups from its ledger: the days given (all when null), or only the activity of the
-- customers given (their first membership changed). Custom plans, so each call uses the indexes its arguments allow.
-- Rows are written in day order, so a period's rows sit together on disk.
CREATE OR REPLACE FUNCTION analytics_rollups_rebuild(p_business text, p_days date[], p_customers uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  tz text;
  cur text;
  lo timestamptz := '-infinity';
  hi timestamptz := 'infinity';
  relink uuid[] := p_customers;
BEGIN
  SELECT coalesce(time_zone, 'UTC'), currency INTO tz, cur FROM businesses WHERE id = p_business;
  IF NOT FOUND THEN RETURN; END IF;
  -- Rewriting the business's shared day rows: wait for the ledger writes in flight (each holds this lock shared until
  -- it commits) and hold new ones back until this commits, so none is lost or counted twice.
  IF p_customers IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('analytics_rollups'), hashtext(p_business));
  END IF;
  IF p_days IS NOT NULL THEN
    SELECT min(d)::timestamp AT TIME ZONE tz, (max(d) + 1)::timestamp AT TIME ZONE tz INTO lo, hi FROM unnest(p_days) d;
    -- Only the customers with visits on those days, before or after, need relinking.
    SELECT array_agg(DISTINCT customer_id) INTO relink FROM customer_activity_days
    WHERE business_id = p_business AND day = ANY (p_days);
  END IF;
  IF p_customers IS NULL THEN
    DELETE FROM ledger_days WHERE business_id = p_business AND (p_days IS NULL OR day = ANY (p_days));
    DELETE FROM program_customer_days WHERE business_id = p_business AND (p_days IS NULL OR day = ANY (p_days));
  END IF;
  DELETE FROM customer_activity_days
  WHERE business_id = p_business AND (p_days IS NULL OR day = ANY (p_days))
    AND (p_customers IS NULL OR customer_id = ANY (p_customers));
  WITH c AS MATERIALIZED (
    SELECT t.customer_id, t.program_id, t.type, CASE WHEN t.currency = cur THEN t.amount_minor END AS amount, t.points,
      t.reward_id, t.created_at,
      (t.created_at AT TIME ZONE tz)::date AS day,
      CASE WHEN t.type <> 'reversal' AND NOT EXISTS (
        SELECT 1 FROM transactions r WHERE r.reverses_id = t.id AND r.type = 'reversal' AND r.business_id = p_business)
      THEN 1 ELSE 0 END AS sign
    FROM transactions t
    WHERE t.business_id = p_business AND t.created_at >= lo AND t.created_at < hi
      AND (p_days IS NULL OR (t.created_at AT TIME ZONE tz)::date = ANY (p_days))
      AND (p_customers IS NULL OR t.customer_id = ANY (p_customers))
  ),
  joined AS (
    SELECT customer_id, min(created_at) AS at FROM customer_program_progress
    WHERE business_id = p_business AND (p_customers IS NULL OR customer_id = ANY (p_customers))
    GROUP BY customer_id
  ),
  days AS (
    INSERT INTO ledger_days (business_id, day, program_id, kind, rows, with_amount, amount, points_up, points,
      rewards_earned, raw_points)
    SELECT p_business, day, program_id, type, sum(sign), coalesce(sum(sign) FILTER (WHERE amount IS NOT NULL), 0),
      coalesce(sum(sign * amount), 0), coalesce(sum(sign * points) FILTER (WHERE points > 0), 0),
      coalesce(sum(sign * points), 0), coalesce(sum(sign) FILTER (WHERE type = 'earn' AND reward_id IS NOT NULL), 0),
      sum(points)
    FROM c WHERE p_customers IS NULL GROUP BY day, program_id, type ORDER BY day, program_id, type
  ),
  programs AS (
    INSERT INTO program_customer_days (business_id, day, program_id, customer_id, rows)
    SELECT p_business, day, program_id, customer_id, sum(sign) FROM c
    WHERE p_customers IS NULL AND sign <> 0 AND type IN ('earn', 'redeem') AND program_id IS NOT NULL
    GROUP BY day, program_id, customer_id ORDER BY day, program_id, customer_id
  )
  INSERT INTO customer_activity_days (business_id, day, customer_id, checkins, purchases_with_amount, spend,
    member_checkins, member_purchases_with_amount, member_spend)
  SELECT p_business, day, customer_id, sum(sign), count(*) FILTER (WHERE purchase_with_amount),
    coalesce(sum(amount) FILTER (WHERE type = 'purchase'), 0), count(*) FILTER (WHERE member),
    count(*) FILTER (WHERE member AND purchase_with_amount),
    coalesce(sum(amount) FILTER (WHERE member AND type = 'purchase'), 0)
  FROM (
    SELECT c.*, coalesce(c.created_at >= j.at, false) AS member,
      c.type = 'purchase' AND c.amount IS NOT NULL AS purchase_with_amount
    FROM c LEFT JOIN joined j ON j.customer_id = c.customer_id
    WHERE c.sign <> 0 AND c.type IN ('visit', 'purchase') AND c.customer_id IS NOT NULL
  ) v
  GROUP BY day, customer_id ORDER BY day, customer_id;
  IF p_days IS NOT NULL THEN
    SELECT array_agg(DISTINCT customer_id) INTO relink FROM (
      SELECT unnest(relink) AS customer_id
      UNION
      SELECT customer_id FROM customer_activity_days WHERE business_id = p_business AND day = ANY (p_days)) x;
    IF relink IS NULL THEN RETURN; END IF;
  END IF;
  PERFORM analytics_rollups_link(p_business, relink);
END;
$$;

-- Changed or deleted ledger rows (rare: a birthday reward linked, a program deleted): recount their days, and the
-- days of the rows their reversals undid.
CREATE OR REPLACE FUNCTION analytics_rollups_recount(p_business text[], p_at timestamptz[], p_reverses uuid[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN
    SELECT s.business_id, array_agg(DISTINCT (s.created_at AT TIME ZONE coalesce(b.time_zone, 'UTC'))::date) AS days
    FROM (
      SELECT u.business_id, u.created_at FROM unnest(p_business, p_at) AS u (business_id, created_at)
      UNION ALL
      SELECT o.business_id, o.created_at FROM transactions o WHERE o.id = ANY (p_reverses)
    ) s JOIN businesses b ON b.id = s.business_id
    GROUP BY s.business_id
  LOOP
    PERFORM analytics_rollups_rebuild(k.business_id, k.days, NULL);
  END LOOP;
END;
$$;

CREATE OR REPLACE FUNCTION analytics_rollups_recount_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollups_recount(array_agg(business_id), array_agg(created_at), array_agg(reverses_id))
  FROM old_rows;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION analytics_rollups_recount_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollups_recount(array_agg(x.business_id), array_agg(x.created_at), array_agg(x.reverses_id))
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.business_id, o.created_at, o.reverses_id), (n.business_id, n.created_at, n.reverses_id))
    AS x (business_id, created_at, reverses_id)
  WHERE (o.business_id, o.customer_id, o.program_id, o.type, o.amount_minor, o.currency, o.points, o.reward_id,
      o.reverses_id, o.created_at)
    IS DISTINCT FROM (n.business_id, n.customer_id, n.program_id, n.type, n.amount_minor, n.currency, n.points,
      n.reward_id, n.reverses_id, n.created_at);
  RETURN NULL;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Memberships: a customer's visits count as a member's from their first membership on; when that moment changes,
-- theirs are recounted. A customer with no visit day yet has nothing to recount (a first check-in joins before its
-- visit is written; an import joins customers who have never come): skipping them keeps an import of balances from
-- recounting each of its customers' ledgers.

CREATE OR REPLACE FUNCTION analytics_rollups_memberships_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN
    SELECT n.business_id, array_agg(DISTINCT n.customer_id) AS customers FROM new_rows n
    WHERE n.created_at <= (
      SELECT min(p.created_at) FROM customer_program_progress p
      WHERE p.business_id = n.business_id AND p.customer_id = n.customer_id)
      AND EXISTS (
        SELECT 1 FROM customer_activity_days a WHERE a.business_id = n.business_id AND a.customer_id = n.customer_id)
    GROUP BY n.business_id
  LOOP
    PERFORM analytics_rollups_rebuild(k.business_id, NULL, k.customers);
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION analytics_rollups_memberships_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN
    SELECT o.business_id, array_agg(DISTINCT o.customer_id) AS customers FROM old_rows o
    WHERE o.created_at < coalesce((
      SELECT min(p.created_at) FROM customer_program_progress p
      WHERE p.business_id = o.business_id AND p.customer_id = o.customer_id), 'infinity')
    GROUP BY o.business_id
  LOOP
    PERFORM analytics_rollups_rebuild(k.business_id, NULL, k.customers);
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION analytics_rollups_membership_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollups_rebuild(OLD.business_id, NULL, ARRAY[OLD.customer_id]);
  PERFORM analytics_rollups_rebuild(NEW.business_id, NULL, ARRAY[NEW.customer_id]);
  RETURN NULL;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Days are the business's: a new time zone moves every row to another day, so its rollups are recounted at once.

CREATE OR REPLACE FUNCTION analytics_rollups_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollups_rebuild(NEW.id, NULL, NULL);
  RETURN NULL;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The nightly fold (analytics/compact-rollups.ts).

-- Folds the slots of days before p_before into slot 0, of one business or (null) all of them. Holds each business's
-- rollups lock shared, like a ledger write, so a rebuild never interleaves; rows in key order, so the fold and a
-- check-in cannot deadlock. Answers how many spread rows it folded.
CREATE OR REPLACE FUNCTION analytics_rollups_compact(p_before date, p_business text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('analytics_rollups'), hashtext(b.business_id))
  FROM (
    SELECT DISTINCT business_id FROM ledger_days
    WHERE slot <> 0 AND day < p_before AND (p_business IS NULL OR business_id = p_business) ORDER BY 1) b;
  WITH spread AS (
    DELETE FROM ledger_days
    WHERE slot <> 0 AND day < p_before AND (p_business IS NULL OR business_id = p_business) RETURNING *
  ),
  summed AS (
    INSERT INTO ledger_days AS d (business_id, day, program_id, kind, slot, rows, with_amount, amount, points_up,
      points, rewards_earned, raw_points)
    SELECT business_id, day, program_id, kind, 0, sum(rows), sum(with_amount), sum(amount), sum(points_up),
      sum(points), sum(rewards_earned), sum(raw_points)
    FROM spread GROUP BY business_id, day, program_id, kind ORDER BY business_id, day, program_id, kind
    ON CONFLICT ON CONSTRAINT ledger_days_key DO UPDATE SET
      rows = d.rows + excluded.rows, with_amount = d.with_amount + excluded.with_amount,
      amount = d.amount + excluded.amount, points_up = d.points_up + excluded.points_up,
      points = d.points + excluded.points, rewards_earned = d.rewards_earned + excluded.rewards_earned,
      raw_points = d.raw_points + excluded.raw_points
  )
  SELECT count(*) INTO folded FROM spread;
  RETURN folded;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Client businesses billed with their agency (issue 32) are on the agency's plan: a change of the agency's plan, status,
-- trial or period reaches every one of its clients in the same transaction, whichever path made it (checkout, the
-- provider's webhooks, the super admin, closing), so the plan checks read a client's own row as for any business.

CREATE OR REPLACE FUNCTION agency_plan_to_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses SET tier_id = NEW.tier_id, subscription_status = NEW.subscription_status,
    trial_ends_at = NEW.trial_ends_at, subscription_period_end = NEW.subscription_period_end
  WHERE agency_id = NEW.id;
  RETURN NULL;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The counter breakdown's ended days (issue 49; analytics/counter-day-cache.ts) hold days that ended at least a day
-- ago, so a ledger row of the last 12 hours cannot be in one (12 hours leave room for any zone's daylight-saving day):
-- a check-in as it happens skips all of this in the triggers' WHEN. A row of an older moment forgets the days it may
-- fall on (its UTC date and the dates beside it: every zone's day is within them), holding the cache's lock shared
-- until it commits; the request that fills the cache takes it exclusive, so no day is written from a ledger that is
-- changing under it.

CREATE OR REPLACE FUNCTION counter_days_forget(p_business text, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_at IS NULL OR p_at >= now() - interval '12 hours' THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('counter_days'), hashtext(p_business));
  DELETE FROM counter_filled_days WHERE business_id = p_business
    AND day BETWEEN (p_at AT TIME ZONE 'UTC')::date - 1 AND (p_at AT TIME ZONE 'UTC')::date + 1;
END;
$$;

-- A row's own day, and for a reversal the day of the row it takes back: that row counts for nothing from now on.
CREATE OR REPLACE FUNCTION counter_days_forget_row(p_business text, p_at timestamptz, p_reverses uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  undone_at timestamptz;
BEGIN
  PERFORM counter_days_forget(p_business, p_at);
  IF p_reverses IS NOT NULL THEN
    SELECT created_at INTO undone_at FROM transactions WHERE business_id = p_business AND id = p_reverses;
    PERFORM counter_days_forget(p_business, undone_at);
  END IF;
END;
$$;

CREATE OR REPLACE FUNCTION counter_days_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM counter_days_forget_row(OLD.business_id, OLD.created_at, OLD.reverses_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM counter_days_forget_row(NEW.business_id, NEW.created_at, NEW.reverses_id);
  END IF;
  RETURN NULL;
END;
$$;

-- Days are the business's: a new time zone forgets them all.
CREATE OR REPLACE FUNCTION counter_days_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('counter_days'), hashtext(NEW.id));
  DELETE FROM counter_filled_days WHERE business_id = NEW.id;
  DELETE FROM counter_days WHERE business_id = NEW.id;
  RETURN NULL;
END;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The triggers.

CREATE OR REPLACE TRIGGER analytics_rollups_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_add_rows();

CREATE OR REPLACE TRIGGER analytics_rollups_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_recount_updated();

CREATE OR REPLACE TRIGGER analytics_rollups_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_recount_deleted();

CREATE OR REPLACE TRIGGER analytics_rollups_memberships_insert AFTER INSERT ON customer_program_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_memberships_added();

CREATE OR REPLACE TRIGGER analytics_rollups_memberships_delete AFTER DELETE ON customer_program_progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_memberships_removed();

CREATE OR REPLACE TRIGGER analytics_rollups_membership_moved
  AFTER UPDATE OF created_at, customer_id ON customer_program_progress
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION analytics_rollups_membership_moved();

CREATE OR REPLACE TRIGGER analytics_rollups_time_zone AFTER UPDATE OF time_zone ON businesses
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION analytics_rollups_time_zone_changed();

CREATE OR REPLACE TRIGGER businesses_agency_plan_to_clients
  AFTER UPDATE OF tier_id, subscription_status, trial_ends_at, subscription_period_end ON businesses
  FOR EACH ROW WHEN (OLD.tier_id IS DISTINCT FROM NEW.tier_id
    OR OLD.subscription_status IS DISTINCT FROM NEW.subscription_status
    OR OLD.trial_ends_at IS DISTINCT FROM NEW.trial_ends_at
    OR OLD.subscription_period_end IS DISTINCT FROM NEW.subscription_period_end)
  EXECUTE FUNCTION agency_plan_to_clients();

CREATE OR REPLACE TRIGGER counter_days_insert AFTER INSERT ON transactions FOR EACH ROW
  WHEN (NEW.created_at < now() - interval '12 hours' OR NEW.reverses_id IS NOT NULL)
  EXECUTE FUNCTION counter_days_ledger_changed();

-- Location and staff columns are left out: their `set null` (a location or person deleted) is read at the request.
CREATE OR REPLACE TRIGGER counter_days_update
  AFTER UPDATE OF created_at, type, points, amount_minor, currency, action_id, reverses_id ON transactions FOR EACH ROW
  WHEN (OLD.created_at < now() - interval '12 hours' OR NEW.created_at < now() - interval '12 hours'
    OR OLD.reverses_id IS NOT NULL OR NEW.reverses_id IS NOT NULL)
  EXECUTE FUNCTION counter_days_ledger_changed();

CREATE OR REPLACE TRIGGER counter_days_delete AFTER DELETE ON transactions FOR EACH ROW
  WHEN (OLD.created_at < now() - interval '12 hours' OR OLD.reverses_id IS NOT NULL)
  EXECUTE FUNCTION counter_days_ledger_changed();

CREATE OR REPLACE TRIGGER counter_days_time_zone AFTER UPDATE OF time_zone ON businesses
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION counter_days_time_zone_changed();
