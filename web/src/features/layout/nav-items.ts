import {
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

/** The business sidebar, in its fixed order. */
export const businessNav: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/checkin', label: 'Check-in', icon: ScanLine, reloadDocument: true },
  { to: '/customers', label: 'Customers', icon: Users },
  { to: '/programs', label: 'Loyalty Programs', icon: Gift },
  { to: '/qr-codes', label: 'QR Codes', icon: QrCode },
  { to: '/campaigns', label: 'Campaigns', icon: Megaphone },
  { to: '/sms-templates', label: 'SMS Templates', icon: MessageSquareText },
  { to: '/email-templates', label: 'Email Templates', icon: Mail },
  { to: '/communications', label: 'Communications', icon: History },
  { to: '/analytics', label: 'Analytics', icon: ChartColumn },
  { to: '/company', label: 'Company', icon: Building2 },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/subscription', label: 'Subscription', icon: CreditCard },
];

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
