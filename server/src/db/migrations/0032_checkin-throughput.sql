ALTER TABLE "customers" ADD COLUMN "loyalty_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_days_spread_idx" ON "ledger_days" USING btree ("day") WHERE "ledger_days"."slot" <> 0;--> statement-breakpoint
-- Hand-written. A check-in relinks its customer's visit days with a plan made once per connection: the general
-- analytics_rollups_link plans every call (0.17 ms), which its callers with all customers (null) need.
CREATE FUNCTION analytics_rollups_link_customers(p_business text, p_customers uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_activity_days a SET previous_day = l.previous_day, next_day = l.next_day
  FROM (
    SELECT day, customer_id, lag(day) OVER w AS previous_day, lead(day) OVER w AS next_day
    FROM customer_activity_days
    WHERE business_id = p_business AND checkins > 0 AND customer_id = ANY (p_customers)
    WINDOW w AS (PARTITION BY customer_id ORDER BY day)
  ) l
  WHERE a.business_id = p_business AND a.day = l.day AND a.customer_id = l.customer_id
    AND (a.previous_day IS DISTINCT FROM l.previous_day OR a.next_day IS DISTINCT FROM l.next_day);
END;
$$;
--> statement-breakpoint
-- Check-ins of different customers spread a day's ledger counters over 64 slots instead of 8 (fewer of them queue on
-- one row until commit), and relink through the function above; the rest is unchanged from 0031.
CREATE OR REPLACE FUNCTION analytics_rollups_add_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('analytics_rollups'), hashtext(b.business_id))
  FROM (SELECT DISTINCT business_id FROM new_rows ORDER BY 1) b;
  WITH moved AS (
    SELECT n.business_id, n.customer_id, n.program_id, n.type, n.amount, n.points, n.reward_id, n.created_at,
      CASE WHEN n.type <> 'reversal' AND NOT EXISTS (
        SELECT 1 FROM new_rows r WHERE r.reverses_id = n.id AND r.type = 'reversal' AND r.business_id = n.business_id)
      THEN 1 ELSE 0 END AS sign,
      n.points AS raw_points
    FROM new_rows n
    UNION ALL
    SELECT o.business_id, o.customer_id, o.program_id, o.type, o.amount, o.points, o.reward_id, o.created_at, -1, 0
    FROM new_rows r JOIN transactions o ON o.id = r.reverses_id AND o.business_id = r.business_id
    WHERE r.type = 'reversal' AND o.type <> 'reversal' AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id)
  ),
  c AS MATERIALIZED (
    SELECT m.*, (m.created_at AT TIME ZONE coalesce(b.time_zone, 'UTC'))::date AS day,
      (hashtext(coalesce(m.customer_id::text, '')) & 63)::smallint AS slot
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
      SELECT o.business_id, o.customer_id, o.type FROM new_rows r JOIN transactions o ON o.id = r.reverses_id
    ) x
    WHERE x.type IN ('visit', 'purchase') AND x.customer_id IS NOT NULL
    GROUP BY x.business_id
  LOOP
    PERFORM analytics_rollups_link_customers(k.business_id, k.customers);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Folds the slots of days before p_before into slot 0, of one business or (null) all of them (the nightly job:
-- analytics/compact-rollups.ts). Holds each
-- business's rollups lock shared, like a ledger write, so a rebuild never interleaves; rows in key order, so the fold
-- and a check-in cannot deadlock. Answers how many spread rows it folded.
CREATE FUNCTION analytics_rollups_compact(p_before date, p_business text) RETURNS integer LANGUAGE plpgsql AS $$
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
