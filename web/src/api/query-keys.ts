/**
 * Every query key of the app, in one place (novu's `[QueryKeys.fetchWorkflow, environmentId, id]`).
 *
 * A key starts with whose data it is: the signed-in business's id for the business's own data, so two
 * businesses can never share a cache entry, or a fixed scope for data that belongs to no business. The
 * second element names the query; the rest are its parameters.
 */
export const QueryKeys = {
  me: 'me',
  twoStep: 'two-step',
  passkeys: 'passkeys',
  authConfig: 'auth-config',
  tiers: 'tiers',
  trialDays: 'trial-days',
  apiRateDefault: 'api-rate-default',
  supportSwitch: 'support-switch',
  supportRequests: 'support-requests',
  supportQueue: 'support-queue',
  signupForm: 'signup-form',
  unsubscribe: 'unsubscribe',
  invitation: 'invitation',
  outbox: 'outbox',
  customers: 'customers',
  customerStanding: 'customer-standing',
  dashboardStats: 'dashboard-stats',
  gettingStarted: 'getting-started',
  analytics: 'analytics',
  experiments: 'experiments',
  rhythmFigures: 'rhythm-figures',
  counterBreakdown: 'counter-breakdown',
  quickTemplates: 'quick-templates',
  templates: 'templates',
  emailDesignPreview: 'email-design-preview',
  programs: 'programs',
  multipliers: 'multipliers',
  statusProgram: 'status-program',
  referrals: 'referrals',
  qrCodes: 'qr-codes',
  locations: 'locations',
  counterDevices: 'counter-devices',
  counterStaff: 'counter-staff',
  counterRules: 'counter-rules',
  counterDevice: 'counter-device',
  company: 'company',
  subscription: 'subscription',
  creditLedger: 'credit-ledger',
  testCheckout: 'test-checkout',
  testPortal: 'test-portal',
  portalDashboard: 'portal-dashboard',
  portalMyData: 'portal-my-data',
  settings: 'settings',
  messageDelivery: 'message-delivery',
  signupFormLimit: 'signup-form-limit',
  customDomain: 'custom-domain',
  hostBrand: 'host-brand',
  closing: 'closing',
  dataExports: 'data-exports',
  mailchimp: 'mailchimp',
  tills: 'tills',
  tillSales: 'till-sales',
  communications: 'communications',
  adminOverview: 'admin-overview',
  tenants: 'tenants',
  campaigns: 'campaigns',
  automations: 'automations',
  walletPage: 'wallet-page',
  walletStatus: 'wallet-status',
  agencyClients: 'agency-clients',
  agencyLibrary: 'agency-library',
  agencySso: 'agency-sso',
} as const;

/** Who is signed in: asked before any business is known. */
const SESSION = 'session';
/** The same for every visitor: plans, sign-in options, public forms. */
const PUBLIC = 'public';
/** Platform-wide data only super admins read. */
const ADMIN = 'admin';
/** A counter device's own data: its cookie, apart from any sign-in. */
const COUNTER = 'counter';
/** The customer portal's data: its own session (a cookie apart from the business sign-in). */
const PORTAL = 'portal';

/** The signed-in business's id (a super admin's user id, who has none); null until /api/me has answered. */
export type TScope = string | null;

export const queryKeys = {
  me: () => [SESSION, QueryKeys.me] as const,
  /** The signed-in user's own two-step sign-in: theirs whatever business they work in. */
  twoStep: () => [SESSION, QueryKeys.twoStep] as const,
  /** The signed-in user's own passkeys (issue 53): theirs whatever business they work in. */
  passkeys: () => [SESSION, QueryKeys.passkeys] as const,

  authConfig: () => [PUBLIC, QueryKeys.authConfig] as const,
  tiers: () => [PUBLIC, QueryKeys.tiers] as const,
  trialDays: () => [PUBLIC, QueryKeys.trialDays] as const,
  apiRateDefault: () => [PUBLIC, QueryKeys.apiRateDefault] as const,
  /** Whether the install takes support requests: Help, the tier cards and the admin's switch follow it. */
  supportSwitch: () => [PUBLIC, QueryKeys.supportSwitch] as const,
  signupForm: (code: string) => [PUBLIC, QueryKeys.signupForm, code] as const,
  unsubscribe: (token: string) => [PUBLIC, QueryKeys.unsubscribe, token] as const,
  invitation: (token: string | null) => [PUBLIC, QueryKeys.invitation, token] as const,
  walletPage: (token: string) => [PUBLIC, QueryKeys.walletPage, token] as const,
  /** On a business's own domain (issue 53), whose pages these are; null on the platform's address. */
  hostBrand: () => [PUBLIC, QueryKeys.hostBrand] as const,

  outbox: (search: string, page: number) => [ADMIN, QueryKeys.outbox, search, page] as const,
  adminOverview: () => [ADMIN, QueryKeys.adminOverview] as const,
  walletStatus: () => [ADMIN, QueryKeys.walletStatus] as const,
  /** Every tenant list and detail: what a change to a tenant makes stale. */
  tenants: () => [ADMIN, QueryKeys.tenants] as const,
  tenantList: (query: { search: string; status: string; page: number; limit: number }) =>
    [ADMIN, QueryKeys.tenants, 'list', query] as const,
  tenant: (id: string) => [ADMIN, QueryKeys.tenants, 'detail', id] as const,
  /** Every page of the Support queue and every request's thread: what a reply or a close makes stale. */
  supportQueue: () => [ADMIN, QueryKeys.supportQueue] as const,
  supportQueuePage: (query: { status: string; page: number }) =>
    [ADMIN, QueryKeys.supportQueue, 'list', query] as const,
  supportThread: (id: string) => [ADMIN, QueryKeys.supportQueue, 'detail', id] as const,
  /** The support switch as the admin's Configuration card reads it. */
  supportSwitchAdmin: () => [ADMIN, QueryKeys.supportSwitch] as const,

  /** Every customers list of the business (any search or page): what a change to customers makes stale. */
  /** The analytics page's figures of one period. */
  analytics: (businessId: TScope, query: object) => [businessId, QueryKeys.analytics, query] as const,
  experiments: (businessId: TScope, query: object) => [businessId, QueryKeys.experiments, query] as const,
  /** The business's customers by their own rhythm today (issue 55). */
  rhythmFigures: (businessId: TScope) => [businessId, QueryKeys.rhythmFigures] as const,
  counterBreakdown: (businessId: TScope, query: object) => [businessId, QueryKeys.counterBreakdown, query] as const,
  customers: (businessId: TScope) => [businessId, QueryKeys.customers] as const,
  customerList: (businessId: TScope, query: { search: string; page: number; limit: number }) =>
    [businessId, QueryKeys.customers, query] as const,
  /** The recent CSV imports: under the customers key, so an import or an undo refreshes the history too. */
  customerImports: (businessId: TScope) => [businessId, QueryKeys.customers, 'imports'] as const,
  /** One customer's detail page (profile, rewards, ledger): under the customers key, so any change to customers refreshes it. */
  customer: (businessId: TScope, customerId: string) =>
    [businessId, QueryKeys.customers, 'detail', customerId] as const,
  customerRewards: (businessId: TScope, customerId: string) =>
    [businessId, QueryKeys.customers, 'detail', customerId, 'rewards'] as const,
  customerLedger: (businessId: TScope, customerId: string, page: number) =>
    [businessId, QueryKeys.customers, 'detail', customerId, 'ledger', page] as const,
  customerRhythm: (businessId: TScope, customerId: string) =>
    [businessId, QueryKeys.customers, 'detail', customerId, 'rhythm'] as const,
  /** Every customer standing of the business: what a refused counter action makes doubtful. */
  customerStandings: (businessId: TScope) => [businessId, QueryKeys.customerStanding] as const,
  /** One customer's standings wherever they were read (the counter's locations, their page): what deleting them drops. */
  customerStandingsOf: (businessId: TScope, customerId: string) =>
    [businessId, QueryKeys.customerStanding, customerId] as const,
  /**
   * One customer's loyalty standing as read at a location (null: none), whose multipliers are the ones a purchase there
   * gets: set from every action's answer, not refetched.
   */
  customerStanding: (businessId: TScope, customerId: string, locationId: string | null) =>
    [businessId, QueryKeys.customerStanding, customerId, locationId] as const,
  dashboardStats: (businessId: TScope) => [businessId, QueryKeys.dashboardStats] as const,
  /** Under the stats' key: whatever makes the numbers stale makes their 30-day trend stale too. */
  dashboardTrend: (businessId: TScope) => [businessId, QueryKeys.dashboardStats, 'trend'] as const,
  /** The dashboard's getting-started checklist: read again each time the dashboard opens. */
  gettingStarted: (businessId: TScope) => [businessId, QueryKeys.gettingStarted] as const,
  quickTemplates: (businessId: TScope, channel: 'email' | 'sms') =>
    [businessId, QueryKeys.quickTemplates, channel] as const,
  /** The business's SMS or email templates, as the template screens list them. */
  templates: (businessId: TScope, channel: 'email' | 'sms') => [businessId, QueryKeys.templates, channel] as const,
  /** The server's rendering of a visual email design (the design as JSON): the same design is never asked twice. */
  emailDesignPreview: (businessId: TScope, design: string) =>
    [businessId, QueryKeys.emailDesignPreview, design] as const,
  programs: (businessId: TScope) => [businessId, QueryKeys.programs] as const,
  /** The earn multipliers card: the rules, how they combine, the time zone and whether the plan includes them. */
  multipliers: (businessId: TScope) => [businessId, QueryKeys.multipliers] as const,
  /** The status tiers card: the tier table, its rule, each tier's customers and whether the plan includes tiers. */
  statusProgram: (businessId: TScope) => [businessId, QueryKeys.statusProgram] as const,
  /** The refer-a-friend card: the set-up, whether the plan includes it and the counts. */
  referralProgram: (businessId: TScope) => [businessId, QueryKeys.referrals, 'program'] as const,
  /** The latest referrals, newest first: under the same key, so a save refreshes both. */
  referralList: (businessId: TScope) => [businessId, QueryKeys.referrals, 'list'] as const,
  qrCodes: (businessId: TScope) => [businessId, QueryKeys.qrCodes] as const,
  locations: (businessId: TScope) => [businessId, QueryKeys.locations] as const,
  counterDevices: (businessId: TScope) => [businessId, QueryKeys.counterDevices] as const,
  counterStaff: (businessId: TScope) => [businessId, QueryKeys.counterStaff] as const,
  counterRules: (businessId: TScope) => [businessId, QueryKeys.counterRules] as const,
  /** This browser's counter device (its own cookie): asked before any business is known. */
  counterDevice: () => [COUNTER, QueryKeys.counterDevice] as const,
  company: (businessId: TScope) => [businessId, QueryKeys.company] as const,
  subscription: (businessId: TScope) => [businessId, QueryKeys.subscription] as const,
  creditLedger: (businessId: TScope) => [businessId, QueryKeys.creditLedger] as const,
  testCheckout: (businessId: TScope, sessionId: string) => [businessId, QueryKeys.testCheckout, sessionId] as const,
  testPortal: (businessId: TScope) => [businessId, QueryKeys.testPortal] as const,
  /** Everything /settings shows: tracking, the email configuration (never its key) and the sending settings. */
  settings: (businessId: TScope) => [businessId, QueryKeys.settings] as const,
  /** Whether email and SMS reach anyone or stay in the outbox: campaigns, history, dashboard and /settings say so. */
  messageDelivery: (businessId: TScope) => [businessId, QueryKeys.messageDelivery] as const,
  /** The sign-up form's daily ceiling and today's sign-ups: the settings card and the dashboard's notice. */
  signupFormLimit: (businessId: TScope) => [businessId, QueryKeys.signupFormLimit] as const,
  /** The business's own domain (issue 53): whether the plan allows one, its DNS records and status. */
  customDomain: (businessId: TScope) => [businessId, QueryKeys.customDomain] as const,
  /** Whether the business is closed and when it will be deleted: the closing card and the closed screen. */
  closing: (businessId: TScope) => [businessId, QueryKeys.closing] as const,
  dataExports: (businessId: TScope) => [businessId, QueryKeys.dataExports] as const,
  /** The business's own support requests with their replies (the Help dialog). */
  supportRequests: (businessId: TScope) => [businessId, QueryKeys.supportRequests] as const,
  /** The MailChimp card: the plan's answer, the connection (never its key), audiences and last sync. */
  mailchimp: (businessId: TScope) => [businessId, QueryKeys.mailchimp] as const,
  /** The till card: the plan's answer, whether Square is set up here, and the Square connection (never its tokens). */
  tills: (businessId: TScope) => [businessId, QueryKeys.tills] as const,
  /** The counter's "Till sales to claim": sales of customers the till did not know, newest first. */
  tillSales: (businessId: TScope) => [businessId, QueryKeys.tillSales] as const,
  /** Every page of the message history and every message's detail: what a send makes stale. */
  communications: (businessId: TScope) => [businessId, QueryKeys.communications] as const,
  communicationList: (
    businessId: TScope,
    query: { search: string; type: string; status: string; page: number; limit: number },
  ) => [businessId, QueryKeys.communications, 'list', query] as const,
  communication: (businessId: TScope, id: string) => [businessId, QueryKeys.communications, 'detail', id] as const,
  /** Every campaign list, detail, recipients page and audience count: what a change to a campaign makes stale. */
  campaigns: (businessId: TScope) => [businessId, QueryKeys.campaigns] as const,
  campaignList: (businessId: TScope, query: { type: string; page: number }) =>
    [businessId, QueryKeys.campaigns, 'list', query] as const,
  campaign: (businessId: TScope, id: string) => [businessId, QueryKeys.campaigns, 'detail', id] as const,
  campaignRecipients: (businessId: TScope, id: string, query: { status: string; page: number }) =>
    [businessId, QueryKeys.campaigns, 'detail', id, 'recipients', query] as const,
  campaignLift: (businessId: TScope, id: string) => [businessId, QueryKeys.campaigns, 'detail', id, 'lift'] as const,
  audienceCount: (businessId: TScope, query: object) =>
    [businessId, QueryKeys.campaigns, 'audience-count', query] as const,

  /** Every page of an agency's clients (issue 32), keyed by the agency's own scope, not the client open. */
  agencyClientLists: (agencyScope: TScope) => [agencyScope, QueryKeys.agencyClients] as const,
  agencyClients: (agencyScope: TScope, query: { search: string; page: number }) =>
    [agencyScope, QueryKeys.agencyClients, query] as const,
  /** The agency's library and its additions (issue 53), keyed by the agency's own scope. */
  agencyLibrary: (agencyScope: TScope) => [agencyScope, QueryKeys.agencyLibrary] as const,
  agencyLibraryApply: (agencyScope: TScope, id: string) => [agencyScope, QueryKeys.agencyLibrary, 'apply', id] as const,
  /** The agency's single sign-on (issue 53): its provider's settings (never the secret) and the redirect URI. */
  agencySso: (agencyScope: TScope) => [agencyScope, QueryKeys.agencySso] as const,

  /** The campaigns page's automations panel: win-back and birthday, their settings and 30-day figures. */
  automations: (businessId: TScope) => [businessId, QueryKeys.automations] as const,

  /** Everything cached for the portal's customer: dropped whenever a customer signs in or out. */
  portal: () => [PORTAL] as const,
  portalDashboard: () => [PORTAL, QueryKeys.portalDashboard] as const,
  portalMyData: () => [PORTAL, QueryKeys.portalMyData] as const,
};

/** True for the customer portal's queries, which the business sign-in does not own. */
export function isPortalKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === PORTAL;
}

/** True for the signed-in user's own profile query. */
export function isMeKey(queryKey: readonly unknown[]): boolean {
  const me = queryKeys.me();
  return queryKey.length === me.length && queryKey.every((part, i) => part === me[i]);
}
