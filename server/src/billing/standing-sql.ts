/**
 * What a business may do now, as SQL over its `businesses` row and its `subscription_tiers` row: the ONE lapsed-plan
 * rule and the ONE suspension rule (issues 47, 48), read by billing's own effectiveTier and by every statement that
 * decides access on its own (the session, which bootstrap hands them, API keys, counter devices, the webhook outbox,
 * the MailChimp nightly run), so none can drift from another. The aliases are the caller's; nothing here is a value
 * from a request.
 */

/** A plan whose paid features no longer apply: canceled, or a trial past its end (the end itself included). */
export function planLapsedSql(b: string): string {
  return `(${b}.subscription_status = 'canceled'
    or (${b}.subscription_status = 'trial' and ${b}.trial_ends_at is not null and ${b}.trial_ends_at <= now()))`;
}

/** The features that apply now: the tier's, or the Free tier's when the plan has lapsed or there is no tier. */
export function effectiveFeaturesSql(b: string, tier: string): string {
  return `(case when ${tier}.id is null or ${planLapsedSql(b)}
    then (select free.features from subscription_tiers free where free.name = 'Free' limit 1)
    else ${tier}.features end)`;
}

/** Whether features that apply now (`effectiveFeaturesSql`) include the API: what API keys and webhooks both need. */
export function includesApiSql(features: string): string {
  return `coalesce((${features} ->> 'api')::boolean, false)`;
}

/** Whether the plan includes the API and has not lapsed. */
export function planIncludesApiSql(b: string, tier: string): string {
  return includesApiSql(effectiveFeaturesSql(b, tier));
}

/**
 * Whether a business is suspended: by a super admin, or as the client of an agency that is (a client's suspension
 * follows its agency's). `agency` is a left join of `businesses` on `b.agency_id`.
 */
export function suspendedSql(b: string, agency: string): string {
  return `(${b}.suspended_at is not null or ${agency}.suspended_at is not null)`;
}
