import { effectiveFeaturesSql } from '../billing/index.ts';

/**
 * The window a status is measured over, as of `now`, for the status program `sp` of business `b`: from `start`, and
 * (calendar year) the year before from `prev_start`. A calendar year begins at midnight on 1 January in the
 * business's time zone.
 */
function windowSql(now: string): string {
  return `(select case when sp.window = 'rolling' then ${now}::timestamptz - make_interval(months => sp.window_months)
        else date_trunc('year', ${now}::timestamptz at time zone coalesce(b.time_zone, 'UTC'))
          at time zone coalesce(b.time_zone, 'UTC') end as start,
      case when sp.window = 'rolling' then ${now}::timestamptz - make_interval(months => sp.window_months)
        else (date_trunc('year', ${now}::timestamptz at time zone coalesce(b.time_zone, 'UTC')) - interval '1 year')
          at time zone coalesce(b.time_zone, 'UTC') end as prev_start)`;
}

/**
 * What counts, of the ledger rows `t`: points of earns (multiplied ones as credited), or visits and purchases; an
 * action undone counts nothing.
 */
const COUNTED = `(case when sp.basis = 'points' then t.type = 'earn'
      else t.type in ('visit', 'purchase') and t.id = t.action_id end)
    and not exists (select 1 from transactions r where r.business_id = t.business_id and r.reverses_id = t.id)`;
const AMOUNT = `case when sp.basis = 'points' then t.points else 1 end`;

/** The tiers of business `$business` as JSON, lowest first. */
const tiersJson = (business: string) =>
  `(select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name, 'threshold', st.threshold,
      'factor', st.factor) order by st.threshold), '[]'::json)
    from status_tiers st where st.business_id = ${business})`;

/** Whether the business `b` (its plan `sub`) has status tiers now. */
const includedSql = (b: string, sub: string) =>
  `coalesce((${effectiveFeaturesSql(b, sub)} ->> 'status_tiers')::boolean, false)`;

/**
 * One customer's status context as a JSON column (TStatusContext & how multipliers combine), or null when the
 * business has no tiers or its plan no longer includes them. An index probe for a business without a program.
 */
export function customerStatusSql({ business, customer, now }: { business: string; customer: string; now: string }) {
  return `(select json_build_object('basis', sp.basis, 'window', sp.window, 'windowMonths', sp.window_months,
        'graceDays', sp.grace_days, 'tiers', ${tiersJson(business)},
        'combine', b.multiplier_combine, 'ceiling', b.multiplier_ceiling, 'timeZone', b.time_zone,
        'current', (select json_build_object('tierId', cs.tier_id, 'previousTierId', cs.previous_tier_id,
            'reachedBy', cs.reached_by_action_id, 'keepsUntil', cs.keeps_until)
          from customer_statuses cs where cs.business_id = ${business} and cs.customer_id = ${customer}),
        'measure', m.cur, 'previousMeasure', m.prev)
      from status_programs sp
      join businesses b on b.id = sp.business_id
      left join subscription_tiers sub on sub.id = b.tier_id
      cross join lateral ${windowSql(now)} w
      cross join lateral (select coalesce(sum(${AMOUNT}) filter (where t.created_at >= w.start), 0) as cur,
          coalesce(sum(${AMOUNT}) filter (where t.created_at < w.start), 0) as prev
        from transactions t
        where t.business_id = ${business} and t.customer_id = ${customer} and t.created_at >= w.prev_start
          and t.created_at <= ${now}::timestamptz and ${COUNTED}) m
      where sp.business_id = ${business} and exists (select 1 from status_tiers x where x.business_id = ${business})
        and ${includedSql('b', 'sub')})`;
}

/**
 * Every customer of a business who holds a tier or has counted anything in the window, with their measures and stored
 * status: what the nightly refresh decides on. Deleted customers are left out.
 */
export function businessStatusesSql({ business, now }: { business: string; now: string }) {
  return `with sp as (select * from status_programs where business_id = ${business}),
    w as (select w.* from sp join businesses b on b.id = sp.business_id cross join lateral ${windowSql(now)} w),
    m as (
      select t.customer_id, coalesce(sum(${AMOUNT}) filter (where t.created_at >= w.start), 0) as cur,
        coalesce(sum(${AMOUNT}) filter (where t.created_at < w.start), 0) as prev
      from transactions t cross join sp cross join w
      where t.business_id = ${business} and t.customer_id is not null and t.created_at >= w.prev_start
        and t.created_at <= ${now}::timestamptz and ${COUNTED}
      group by t.customer_id)
    select c.id as "customerId", coalesce(m.cur, 0)::int as "measure", coalesce(m.prev, 0)::int as "previousMeasure",
      cs.tier_id as "tierId", cs.keeps_until as "keepsUntil"
    from customers c
    left join m on m.customer_id = c.id
    left join customer_statuses cs on cs.business_id = c.business_id and cs.customer_id = c.id
    where c.business_id = ${business} and c.deleted_at is null and (m.customer_id is not null or cs.tier_id is not null)`;
}

/** Whether business `$business` has tiers on a plan that includes them. */
export function statusIncludedSql(business: string) {
  return `exists (select 1 from status_programs sp_ join businesses b_ on b_.id = sp_.business_id
      left join subscription_tiers sub_ on sub_.id = b_.tier_id
    where sp_.business_id = ${business} and ${includedSql('b_', 'sub_')})`;
}
