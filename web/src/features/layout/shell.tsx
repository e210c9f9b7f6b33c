import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { useSignOut } from '../auth/index.ts';
import { TestPaymentsBanner } from '../billing/index.ts';
import type { NavItem } from './nav-items.ts';
import { SuspendedNotice } from './suspended-notice.tsx';
import { ViewOnlyNotice } from './view-only-notice.tsx';

type ShellProps = {
  /** Shown at the top of the shell: the company name, or 'Super Admin'. */
  title: string;
  subtitle?: string;
  homeHref: string;
  nav: NavItem[];
  /** Extra links under the main navigation (e.g. the Super Admin link). */
  secondaryNav?: NavItem[];
  userEmail?: string;
  badge?: ReactNode;
  /** Header buttons beside the user (the business app's Help). */
  actions?: ReactNode;
  /** Above Sign Out at the sidebar's foot (the business app's language choice). */
  footer?: ReactNode;
  /** In place of the platform's logo at the sidebar's top (a white-label client's own, issue 53). */
  mark?: ReactNode;
};

/** Sidebar + header frame of the signed-in app; the sidebar becomes a drawer below the lg breakpoint. */
export function Shell(props: ShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { t } = useAppWords();

  // Close the drawer after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-gray-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-gray-200 bg-white lg:flex">
        <SidebarContent {...props} />
      </aside>

      <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-gray-950/40 data-[state=open]:animate-fade-in lg:hidden" />
          <DialogPrimitive.Content
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] bg-white shadow-2xl focus:outline-none data-[state=open]:animate-slide-in-left lg:hidden"
            aria-describedby={undefined}
          >
            <DialogPrimitive.Title className="sr-only">{t('shell.navigation')}</DialogPrimitive.Title>
            <SidebarContent {...props} />
            <DialogPrimitive.Close
              className="absolute top-4 right-3 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-600"
              aria-label={t('shell.closeMenu')}
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <div className="lg:pl-64">
        <TestPaymentsBanner />
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-gray-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
          <button
            type="button"
            className="-ml-1.5 rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 lg:hidden"
            onClick={() => setMenuOpen(true)}
            aria-label={t('shell.openMenu')}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <p className="truncate text-sm font-semibold text-gray-900" data-testid="shell-title">
              {props.title}
            </p>
            {props.badge}
          </div>
          {props.actions}
          {props.userEmail && (
            <div className="hidden items-center gap-2 sm:flex">
              <span className="max-w-56 truncate text-sm text-gray-500">{props.userEmail}</span>
              <Avatar email={props.userEmail} />
            </div>
          )}
        </header>
        <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
          <SuspendedNotice />
          <ViewOnlyNotice />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function SidebarContent({ title, subtitle, homeHref, nav, secondaryNav, userEmail, footer, mark }: ShellProps) {
  const { signOut, pending } = useSignOut();
  const { t } = useAppWords();
  return (
    <div className="flex min-h-0 w-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to={homeHref} className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
          {mark ?? <Logo />}
        </Link>
      </div>
      {/* A business's own mark already names it: the box would say it twice. */}
      {!mark && (
        <div className="mx-3 mb-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2.5">
          <p className="truncate text-sm font-semibold text-gray-900">{title}</p>
          {subtitle && <p className="truncate text-xs text-gray-500">{subtitle}</p>}
        </div>
      )}
      <nav className="min-h-0 flex-1 overflow-y-auto px-3 py-2" aria-label={t('shell.mainNavigation')}>
        <ul className="flex flex-col gap-0.5">
          {nav.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
        {secondaryNav && secondaryNav.length > 0 && (
          <ul className="mt-4 flex flex-col gap-0.5 border-t border-gray-100 pt-4">
            {secondaryNav.map((item) => (
              <li key={item.to}>
                <SidebarLink item={item} />
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className="shrink-0 border-t border-gray-200 p-3">
        {userEmail && <p className="truncate px-3 pb-2 text-xs text-gray-500">{userEmail}</p>}
        {footer}
        <button
          type="button"
          onClick={signOut}
          disabled={pending}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 transition-colors hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60"
        >
          {pending ? <Spinner className="size-4" /> : <LogOut className="size-4 text-gray-400" aria-hidden />}
          {t('shell.signOut')}
        </button>
      </div>
    </div>
  );
}

function SidebarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      reloadDocument={item.reloadDocument}
      className={({ isActive }) =>
        cn(
          'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon
            className={cn('size-4 shrink-0', isActive ? 'text-brand-600' : 'text-gray-400 group-hover:text-gray-500')}
            aria-hidden
          />
          {item.label}
        </>
      )}
    </NavLink>
  );
}

function Avatar({ email }: { email: string }) {
  return (
    <span
      className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700 uppercase"
      aria-hidden
    >
      {email.slice(0, 1)}
    </span>
  );
}
