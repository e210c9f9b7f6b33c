/**
 * The CSV files of "Export all data" and every column in them: what each holds (the README in the ZIP is written from
 * these words) and the SQL that reads it. Rows are read a page at a time in the order of `key` (an index of the
 * table leads with business_id and the key's first column), so neither engine holds a whole table.
 *
 * Never exported: PIN and password hashes, sessions, tokens, API keys, reward redemption codes (a code redeems the
 * reward), message HTML and provider ids, and a deleted customer's message bodies and subjects.
 */
export type TExportColumn = {
  name: string;
  about: string;
  /** The value as text (`::text` is added); the table's alias is `t`. */
  sql: string;
  /** A number: written as is (a negative one keeps its minus sign; text gets the formula guard). */
  number?: true;
  /** Whole minor units (cents) of the currency in this other column: written in major units (12.50). */
  minorUnitsOf?: string;
};

export type TExportFile = {
  file: string;
  about: string;
  table: string;
  /** More tables joined to `t` (scoped by business like `t`). */
  join?: string;
  /** Extra filter beside `t.business_id = $1`. */
  where?: string;
  /**
   * The keyset: a timestamp (or text) column, then the unique id breaking ties. `nullsFirst` when the index is
   * `(business_id, <first> DESC NULLS LAST)`: read backwards it gives `ASC NULLS FIRST`, and only an ORDER BY saying
   * so lets PostgreSQL walk it (else it sorts the business's whole table for every page: seconds each on 2M rows).
   */
  key: { first: string; firstType: 'timestamptz' | 'text'; id?: string; nullsFirst?: true };
  columns: TExportColumn[];
};

/** ISO 8601 in UTC with milliseconds, the same on both engines whatever the session's time zone. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const id = (about: string): TExportColumn => ({ name: 'id', about, sql: 't.id' });

export const EXPORT_FILES: TExportFile[] = [
  {
    file: 'customers.csv',
    about:
      'Every customer, in customer-number order. A deleted customer keeps an anonymised row (no name or contact) so the ledger still adds up.',
    table: 'customers',
    join: 'left join customer_statuses cs on cs.business_id = t.business_id and cs.customer_id = t.id',
    key: { first: 't.unique_customer_id', firstType: 'text' },
    columns: [
      id('The customer id, used by the other files (customer_id).'),
      { name: 'customer_number', about: 'The number shown on the card and in the app.', sql: 't.unique_customer_id' },
      { name: 'first_name', about: 'First name.', sql: 't.first_name' },
      { name: 'last_name', about: 'Last name.', sql: 't.last_name' },
      { name: 'email', about: 'Email address.', sql: 't.email' },
      { name: 'phone', about: 'Phone number (E.164).', sql: 't.phone' },
      { name: 'birthday', about: 'Birthday (YYYY-MM-DD).', sql: 't.birthday' },
      { name: 'joined_at', about: 'When they joined (UTC).', sql: iso('t.created_at') },
      { name: 'opted_in_sms', about: 'true when they agreed to marketing SMS.', sql: 't.opted_in_sms' },
      { name: 'opted_in_email', about: 'true when they agreed to marketing email.', sql: 't.opted_in_email' },
      {
        name: 'email_unsubscribed_at',
        about: 'When they unsubscribed from email (UTC), if they did.',
        sql: iso('t.email_unsubscribed_at'),
      },
      { name: 'portal_enabled', about: 'true when they can sign in to the customer portal.', sql: 't.portal_enabled' },
      { name: 'last_login_at', about: 'Their last portal sign-in (UTC).', sql: iso('t.last_login_at') },
      { name: 'last_visit_at', about: 'Their last visit (UTC).', sql: iso('t.last_visit_at') },
      { name: 'total_points', about: 'Points balance now.', sql: 't.total_points', number: true },
      {
        name: 'lifetime_points_earned',
        about: 'Points earned since joining.',
        sql: 't.lifetime_points_earned',
        number: true,
      },
      { name: 'total_visits', about: 'Visits recorded.', sql: 't.total_visits', number: true },
      {
        name: 'deletion_requested_at',
        about: 'When they asked to be deleted in the portal (UTC), if they did.',
        sql: iso('t.deletion_requested_at'),
      },
      { name: 'deleted_at', about: 'When the customer was deleted and anonymised (UTC).', sql: iso('t.deleted_at') },
      {
        name: 'status_tier_id',
        about: 'The status tier they hold (status-tiers.csv id); empty: none.',
        sql: 'cs.tier_id',
      },
      {
        name: 'status_keeps_until',
        about: 'While they no longer qualify for their tier: the day the grace ends (UTC).',
        sql: iso('cs.keeps_until'),
      },
      // Added after the others (issue 49): a reader of the columns by position still finds each where it was.
      {
        name: 'member_since',
        about:
          'Since when they are a member, as the file an import brought them from said (YYYY-MM-DD); empty otherwise.',
        sql: 't.member_since',
      },
    ],
  },
  {
    file: 'consents.csv',
    about: 'Every consent a customer gave to be messaged, oldest first: the words they agreed to and where.',
    table: 'customer_consents',
    key: { first: 't.granted_at', firstType: 'timestamptz', id: 't.id' },
    columns: [
      id('The consent record id.'),
      { name: 'customer_id', about: 'The customer (customers.csv id).', sql: 't.customer_id' },
      { name: 'channel', about: 'sms or email.', sql: 't.channel' },
      { name: 'wording', about: 'The exact words the customer agreed to.', sql: 't.wording' },
      {
        name: 'source',
        about:
          "How it was given: signup_form (the QR code sign-up form), sms_keyword (texted a keyword), import_file (an imported file's consent column said yes), import_attested (the team member who imported the file confirmed it for every customer in it), or till_square / till_shopify (agreed to marketing at the business's Square till or Shopify store, which added them as a customer).",
        sql: 't.source',
      },
      {
        name: 'qr_code_id',
        about: 'The QR code they signed up through (qr_codes.csv id), if any.',
        sql: 't.qr_code_id',
      },
      { name: 'granted_at', about: 'When it was given (UTC).', sql: iso('t.granted_at') },
      { name: 'ip_address', about: 'The address it was given from, when recorded.', sql: 't.ip_address' },
      { name: 'user_agent', about: 'The browser it was given from, when recorded.', sql: 't.user_agent' },
      {
        name: 'recorded_by_user_id',
        about: "The team member who recorded it on the customer's behalf (an import), if any.",
        sql: 't.recorded_by_user_id',
      },
    ],
  },
  {
    file: 'programs.csv',
    about: 'Every loyalty program, oldest first, with its rules as JSON.',
    table: 'loyalty_programs',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id' },
    columns: [
      id('The program id (program_id in the other files).'),
      { name: 'name', about: 'Its name.', sql: 't.name' },
      { name: 'type', about: 'points, stamp_card, rebate_code, discount or free_item.', sql: 't.type' },
      { name: 'status', about: 'active or paused.', sql: 't.status' },
      { name: 'description', about: 'Its description.', sql: 't.description' },
      { name: 'config', about: 'Its rules (earning, rewards, expiry) as JSON.', sql: 't.config' },
      { name: 'created_at', about: 'When it was created (UTC).', sql: iso('t.created_at') },
    ],
  },
  {
    file: 'ledger.csv',
    about:
      'The ledger: every points, stamps, visit, purchase, reward and undo entry, oldest first. An undo is a reversal row pointing at the row it reverses.',
    table: 'transactions',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id', nullsFirst: true },
    columns: [
      id('The entry id.'),
      { name: 'created_at', about: 'When it was recorded (UTC).', sql: iso('t.created_at') },
      { name: 'customer_id', about: 'The customer (customers.csv id).', sql: 't.customer_id' },
      { name: 'program_id', about: 'The program (programs.csv id), if any.', sql: 't.program_id' },
      {
        name: 'type',
        about: 'What happened: earn, redeem, enrol, welcome_bonus, birthday, expire, reversal…',
        sql: 't.type',
      },
      { name: 'points', about: 'Points added (negative: taken away).', sql: 't.points', number: true },
      { name: 'stamps', about: 'Stamps added (negative: taken away).', sql: 't.stamps', number: true },
      {
        name: 'amount',
        about: 'The purchase amount in major units (12.50), in `currency`; empty when none was recorded.',
        sql: 't.amount_minor',
        number: true,
        minorUnitsOf: 'currency',
      },
      { name: 'currency', about: 'The amount’s currency (ISO 4217), as recorded.', sql: 't.currency' },
      { name: 'reward_id', about: 'The reward earned or redeemed (rewards.csv id), if any.', sql: 't.reward_id' },
      { name: 'location_id', about: 'Where it happened (locations.csv id), if recorded.', sql: 't.location_id' },
      { name: 'staff_user_id', about: 'The team member who recorded it, if any.', sql: 't.staff_user_id' },
      {
        name: 'counter_staff_id',
        about: 'The counter staff member who recorded it, if any.',
        sql: 't.counter_staff_id',
      },
      { name: 'note', about: 'A note written with it.', sql: 't.note' },
      { name: 'action_id', about: 'Entries made by one action share this id.', sql: 't.action_id' },
      { name: 'reverses_id', about: 'For a reversal: the entry it undoes (id).', sql: 't.reverses_id' },
      {
        name: 'points_expire_at',
        about: 'When these points expire (UTC), if they do.',
        sql: iso('t.points_expire_at'),
      },
      {
        name: 'base_points',
        about: 'On an earn that multipliers raised: the points before them (`points` is what was credited).',
        sql: "(t.earn_basis ->> 'basePoints')::int",
        number: true,
      },
      {
        name: 'multipliers',
        about: 'On an earn that multipliers raised: which, as the counter said it (×2 Happy hour).',
        sql: "t.earn_basis ->> 'note'",
      },
    ],
  },
  {
    file: 'rewards.csv',
    about: 'Every reward a customer earned, oldest first, and whether it was redeemed. Redemption codes are left out.',
    table: 'customer_rewards',
    key: { first: 't.earned_at', firstType: 'timestamptz', id: 't.id' },
    columns: [
      id('The reward id (reward_id in ledger.csv).'),
      { name: 'customer_id', about: 'The customer (customers.csv id).', sql: 't.customer_id' },
      { name: 'program_id', about: 'The program it came from (programs.csv id).', sql: 't.program_id' },
      { name: 'name', about: 'The reward’s name.', sql: 't.reward_name' },
      { name: 'description', about: 'Its description.', sql: 't.reward_description' },
      { name: 'type', about: 'Its kind (free item, discount…).', sql: 't.reward_type' },
      { name: 'discount_type', about: 'percentage or fixed, for a discount.', sql: 't.discount_type' },
      { name: 'discount_value', about: 'The discount’s value, for a discount.', sql: 't.discount_value', number: true },
      { name: 'single_use', about: 'true when it can be redeemed once.', sql: 't.single_use' },
      { name: 'status', about: 'earned, redeemed, expired or void (taken back by an undo).', sql: 't.status' },
      { name: 'earned_at', about: 'When it was earned (UTC).', sql: iso('t.earned_at') },
      { name: 'expires_at', about: 'When it expires (UTC), if it does.', sql: iso('t.expires_at') },
      { name: 'redeemed_at', about: 'When it was redeemed (UTC).', sql: iso('t.redeemed_at') },
      { name: 'redeemed_by_user_id', about: 'The team member who redeemed it, if any.', sql: 't.redeemed_by_user_id' },
      {
        name: 'status_tier_id',
        about: 'The status tier whose reaching gave it (status-tiers.csv id), if one did.',
        sql: 't.status_tier_id',
      },
    ],
  },
  {
    file: 'messages.csv',
    about:
      'The messages log: every email and SMS sent to a customer, oldest first. The subject and body of messages to a deleted customer are left out.',
    table: 'communication_logs',
    join: 'left join customers c on c.business_id = t.business_id and c.id = t.customer_id',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id', nullsFirst: true },
    columns: [
      id('The message id.'),
      { name: 'created_at', about: 'When it was queued (UTC).', sql: iso('t.created_at') },
      { name: 'customer_id', about: 'The customer (customers.csv id).', sql: 't.customer_id' },
      { name: 'channel', about: 'email or sms.', sql: 't.type' },
      { name: 'campaign_id', about: 'The campaign that sent it (campaigns.csv id), if any.', sql: 't.campaign_id' },
      { name: 'template_name', about: 'The template or automatic message it came from.', sql: 't.template_name' },
      {
        name: 'subject',
        about: 'The email’s subject (empty for a deleted customer).',
        sql: 'case when c.deleted_at is null then t.subject end',
      },
      {
        name: 'body',
        about: 'The text sent (empty for a deleted customer).',
        sql: 'case when c.deleted_at is null then t.content end',
      },
      { name: 'status', about: 'pending, sent or failed.', sql: 't.status' },
      { name: 'provider', about: 'Who carried it (outbox, SendGrid, SMTP, Twilio).', sql: 't.provider' },
      { name: 'attempts', about: 'Delivery attempts.', sql: 't.attempts', number: true },
      { name: 'handed_over_at', about: 'When the provider took it (UTC).', sql: iso('t.handed_over_at') },
      { name: 'delivered_at', about: 'When it was reported delivered (UTC).', sql: iso('t.delivered_at') },
      { name: 'opened_at', about: 'First open (UTC, email only).', sql: iso('t.opened_at') },
      { name: 'open_count', about: 'Opens counted.', sql: 't.open_count', number: true },
      { name: 'clicked_at', about: 'First click (UTC).', sql: iso('t.clicked_at') },
      { name: 'click_count', about: 'Clicks counted.', sql: 't.click_count', number: true },
      {
        name: 'unsubscribed_at',
        about: 'When the customer unsubscribed from it (UTC).',
        sql: iso('t.unsubscribed_at'),
      },
      { name: 'charged_credits', about: 'Message credits it used.', sql: 't.charged_credits', number: true },
    ],
  },
  {
    file: 'campaigns.csv',
    about: 'Every campaign, oldest first, with its audience and its results counters.',
    table: 'campaigns',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id', nullsFirst: true },
    columns: [
      id('The campaign id (campaign_id in messages.csv).'),
      { name: 'name', about: 'Its name.', sql: 't.name' },
      { name: 'channel', about: 'email or sms.', sql: 't.type' },
      { name: 'status', about: 'draft, scheduled, sending, sent, failed or cancelled.', sql: 't.status' },
      { name: 'subject', about: 'The email’s subject.', sql: 't.subject' },
      { name: 'body', about: 'The message as written (placeholders such as {first_name} unfilled).', sql: 't.body' },
      { name: 'audience', about: 'Who it was for, as JSON.', sql: 't.audience' },
      { name: 'created_at', about: 'When it was created (UTC).', sql: iso('t.created_at') },
      { name: 'scheduled_for', about: 'When it was scheduled to go (UTC).', sql: iso('t.scheduled_for') },
      { name: 'started_at', about: 'When sending started (UTC).', sql: iso('t.started_at') },
      { name: 'sent_at', about: 'When sending finished (UTC).', sql: iso('t.sent_at') },
      { name: 'cancelled_at', about: 'When it was cancelled (UTC).', sql: iso('t.cancelled_at') },
      { name: 'recipient_count', about: 'Customers it was for.', sql: 't.recipient_count', number: true },
      {
        name: 'control_count',
        about: 'Customers held back as the control group.',
        sql: 't.control_count',
        number: true,
      },
      { name: 'queued_count', about: 'Messages queued.', sql: 't.queued_count', number: true },
      { name: 'sent_count', about: 'Messages sent.', sql: 't.sent_count', number: true },
      { name: 'delivered_count', about: 'Messages delivered.', sql: 't.delivered_count', number: true },
      { name: 'failed_count', about: 'Messages that failed.', sql: 't.failed_count', number: true },
      { name: 'opened_count', about: 'Messages opened.', sql: 't.opened_count', number: true },
      { name: 'clicked_count', about: 'Messages clicked.', sql: 't.clicked_count', number: true },
      { name: 'unsubscribed_count', about: 'Unsubscribes it caused.', sql: 't.unsubscribed_count', number: true },
      { name: 'error', about: 'Why it failed, if it did.', sql: 't.error' },
    ],
  },
  {
    file: 'qr_codes.csv',
    about: 'Every sign-up QR code, oldest first, with its scans and sign-ups.',
    table: 'qr_codes',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id', nullsFirst: true },
    columns: [
      id('The QR code id (qr_code_id in consents.csv).'),
      { name: 'code', about: 'The code in its link.', sql: 't.code' },
      { name: 'location_id', about: 'Its location (locations.csv id).', sql: 't.location_id' },
      { name: 'custom_url', about: 'Where it sends people instead of the sign-up form, if set.', sql: 't.custom_url' },
      { name: 'active', about: 'true while it works.', sql: 't.active' },
      { name: 'scan_count', about: 'Scans counted.', sql: 't.scan_count', number: true },
      { name: 'signup_count', about: 'Sign-ups through it.', sql: 't.signup_count', number: true },
      { name: 'created_at', about: 'When it was created (UTC).', sql: iso('t.created_at') },
    ],
  },
  {
    file: 'locations.csv',
    about: 'Every location (shop), oldest first.',
    table: 'locations',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id' },
    columns: [
      id('The location id (location_id in the other files).'),
      { name: 'name', about: 'Its name.', sql: 't.name' },
      { name: 'address', about: 'Its address.', sql: 't.address' },
      { name: 'time_zone', about: 'Its time zone (IANA).', sql: 't.time_zone' },
      { name: 'created_at', about: 'When it was added (UTC).', sql: iso('t.created_at') },
    ],
  },
  {
    file: 'multipliers.csv',
    about: 'The earn multipliers (happy hours, double-points days, birthday week, category bonuses), oldest first.',
    table: 'earn_multipliers',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id' },
    columns: [
      id('The multiplier id.'),
      { name: 'kind', about: 'happy_hour, double_days, birthday_week or category.', sql: 't.kind' },
      { name: 'name', about: 'Its name.', sql: 't.name' },
      { name: 'factor', about: 'How many times the points (2: double).', sql: 't.factor::float8', number: true },
      {
        name: 'days',
        about: 'A happy hour’s weekdays, 0 Sunday to 6 Saturday, space-separated.',
        sql: "array_to_string(t.days, ' ')",
      },
      {
        name: 'start_minute',
        about: 'A happy hour’s start, in minutes after midnight in the business’s time zone.',
        sql: 't.start_minute',
        number: true,
      },
      {
        name: 'end_minute',
        about: 'A happy hour’s end, in minutes after midnight (1440: midnight).',
        sql: 't.end_minute',
        number: true,
      },
      { name: 'starts_on', about: 'Double-points days: the first day.', sql: 't.starts_on::text' },
      { name: 'ends_on', about: 'Double-points days: the last day (included).', sql: 't.ends_on::text' },
      { name: 'category', about: 'A category bonus’s category.', sql: 't.category' },
      {
        name: 'location_ids',
        about: 'Where it applies (locations.csv ids, space-separated); empty: every location.',
        sql: "array_to_string(t.location_ids, ' ')",
      },
      { name: 'created_at', about: 'When it was added (UTC).', sql: iso('t.created_at') },
    ],
  },
  {
    file: 'status-tiers.csv',
    about:
      'The status tiers, oldest first (status_programs: what counts, over which window, the grace, as set on the Programs page).',
    table: 'status_tiers',
    join: 'left join status_programs sp on sp.business_id = t.business_id',
    key: { first: 't.created_at', firstType: 'timestamptz', id: 't.id' },
    columns: [
      id('The tier id (status_tier_id in customers.csv).'),
      { name: 'name', about: 'Its name.', sql: 't.name' },
      { name: 'threshold', about: 'Points earned or visits in the window it needs.', sql: 't.threshold', number: true },
      {
        name: 'factor',
        about: 'How many times the points its holders earn (1: the usual).',
        sql: 't.factor::float8',
        number: true,
      },
      { name: 'reward_name', about: 'The reward reaching it gives, if any.', sql: 't.reward_name' },
      {
        name: 'reward_valid_days',
        about: 'Days that reward is valid from when it is given.',
        sql: 't.reward_valid_days',
        number: true,
      },
      {
        name: 'basis',
        about: 'points or visits: what counts.',
        sql: 'sp.basis',
      },
      {
        name: 'window',
        about: 'rolling (the last window_months months) or calendar_year.',
        sql: 'sp.window',
      },
      {
        name: 'window_months',
        about: 'The rolling window in months.',
        sql: 'sp.window_months',
        number: true,
      },
      {
        name: 'grace_days',
        about: 'Days a customer keeps a tier after they stop qualifying.',
        sql: 'sp.grace_days',
        number: true,
      },
      { name: 'created_at', about: 'When it was added (UTC).', sql: iso('t.created_at') },
    ],
  },
  {
    file: 'referrals.csv',
    about: 'Refer a friend: each friend who joined with a customer’s code, oldest first.',
    table: 'referrals',
    key: { first: 't.joined_at', firstType: 'timestamptz', id: 't.id', nullsFirst: true },
    columns: [
      id('The referral id.'),
      {
        name: 'referrer_customer_id',
        about: 'The customer who invited them (customers.csv id).',
        sql: 't.referrer_customer_id',
      },
      { name: 'friend_customer_id', about: 'The friend who joined (customers.csv id).', sql: 't.friend_customer_id' },
      { name: 'status', about: 'pending (waiting to qualify), rewarded or held.', sql: 't.status' },
      { name: 'held_reason', about: 'Why it is held: former_customer or monthly_cap.', sql: 't.held_reason' },
      { name: 'via', about: 'link (the invitation’s sign-up form) or counter (the code given there).', sql: 't.via' },
      { name: 'joined_at', about: 'When the friend joined (UTC).', sql: iso('t.joined_at') },
      {
        name: 'qualify_by',
        about: 'The last moment the friend’s first visit or purchase could qualify (UTC).',
        sql: iso('t.qualify_by'),
      },
      {
        name: 'qualifying_action_id',
        about: 'The friend’s action that qualified (ledger.csv action_id).',
        sql: 't.qualifying_action_id',
      },
      { name: 'rewarded_at', about: 'When both were rewarded (UTC).', sql: iso('t.rewarded_at') },
      { name: 'rewards_given', about: 'Rewards given: 2, one a side.', sql: 't.rewards_given', number: true },
    ],
  },
];
