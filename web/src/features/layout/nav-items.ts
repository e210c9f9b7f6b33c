import type { TAppMessageKey } from '@regulars/contracts';
import {
  Briefcase,
  Building2,
  ChartColumn,
  Coins,
  CreditCard,
  FlaskConical,
  Gift,
  History,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquareText,
  QrCode,
  ScanLine,
  ScrollText,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Store,
  Users,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Open with a full page load: a page keeps the Permissions-Policy it was loaded with, and only the
   * counter screen's own document may use the camera (server/src/platform/security-headers.ts).
   */
  reloadDocument?: boolean;
};

/** A link of the business sidebar: its words are the user's language's (issue 52). */
export type BusinessNavItem = Omit<NavItem, 'label'> & { label: TAppMessageKey };

/** The business sidebar, in its fixed order. */
export const businessNav: BusinessNavItem[] = [
  { to: '/dashboard', label: 'shell.nav.dashboard', icon: LayoutDashboard },
  { to: '/checkin', label: 'shell.nav.checkin', icon: ScanLine, reloadDocument: true },
  { to: '/customers', label: 'shell.nav.customers', icon: Users },
  { to: '/programs', label: 'shell.nav.programs', icon: Gift },
  { to: '/qr-codes', label: 'shell.nav.qrCodes', icon: QrCode },
  { to: '/campaigns', label: 'shell.nav.campaigns', icon: Megaphone },
  { to: '/sms-templates', label: 'shell.nav.smsTemplates', icon: MessageSquareText },
  { to: '/email-templates', label: 'shell.nav.emailTemplates', icon: Mail },
  { to: '/communications', label: 'shell.nav.communications', icon: History },
  { to: '/analytics', label: 'shell.nav.analytics', icon: ChartColumn },
  { to: '/company', label: 'shell.nav.company', icon: Building2 },
  { to: '/settings', label: 'shell.nav.settings', icon: Settings },
  { to: '/subscription', label: 'shell.nav.subscription', icon: CreditCard },
];

/** An agency's Clients page comes second; a super admin's way to the platform's screens under the rest. */
export const clientsNav: BusinessNavItem = { to: '/clients', label: 'shell.nav.clients', icon: Briefcase };
export const superAdminNav: BusinessNavItem = {
  to: '/admin/dashboard',
  label: 'shell.nav.superAdmin',
  icon: ShieldCheck,
};

export const adminNav: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/tenants', label: 'Tenants', icon: Store },
  { to: '/admin/support', label: 'Support', icon: LifeBuoy },
  { to: '/admin/config', label: 'Configuration', icon: SlidersHorizontal },
  { to: '/admin/credits', label: 'Credit Logs', icon: Coins },
  { to: '/admin/test-communications', label: 'Test Communications', icon: FlaskConical },
  { to: '/admin/outbox', label: 'Outbox', icon: Inbox },
  { to: '/admin/audit', label: 'Audit Log', icon: ScrollText },
];
