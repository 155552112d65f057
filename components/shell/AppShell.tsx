"use client";

import Link from "@/components/ui/Link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { FeedbackWidget } from "@/components/feedback-widget/FeedbackWidget";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { NotificationsProvider } from "@/components/notifications/NotificationsProvider";
import { CurrentUserProvider } from "@/components/shell/CurrentUserContext";
import { GlobalSearch } from "@/components/shell/GlobalSearch";
import { UserMenu } from "@/components/shell/UserMenu";
import { isActive, navItemsFor } from "@/components/shell/nav-items";
import { ToastProvider } from "@/components/ui/Toast";
import type { CurrentUser } from "@/lib/auth/current-user";

export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const pathname = usePathname() ?? ""; // null only under the Pages Router, which never renders this
  const t = useTranslations("Recruiter.Shell");
  // the mobile menu remembers the page it was opened on, so any navigation closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const items = navItemsFor(user);

  return (
    <ToastProvider>
      <CurrentUserProvider user={user}>
        <NotificationsProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow"
          >
            {t("skipToMain")}
          </a>
          <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
            <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6">
              <button
                type="button"
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
                aria-expanded={menuOpen}
                aria-controls="primary-nav-mobile"
                onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                  {menuOpen ? (
                    <path d="M6.3 5 5 6.3 8.7 10 5 13.7 6.3 15 10 11.3 13.7 15 15 13.7 11.3 10 15 6.3 13.7 5 10 8.7z" />
                  ) : (
                    <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
                  )}
                </svg>
                <span className="sr-only">{menuOpen ? t("closeNavigation") : t("openNavigation")}</span>
              </button>
              <Link href="/home" className="mr-2 truncate font-semibold text-slate-900" title={user.organization.name}>
                {user.organization.name}
                <span className="sr-only"> {t("homeLink")}</span>
              </Link>
              <nav aria-label={t("primary")} className="hidden md:block">
                <ul className="flex items-center gap-1">
                  {items.map((item) => (
                    <li key={item.href}>
                      <NavLink href={item.href} label={t(`nav.${item.key}`)} active={isActive(pathname, item.href)} />
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1">
                <GlobalSearch />
                <NotificationBell active={isActive(pathname, "/notifications")} />
                <FeedbackWidget />
                <UserMenu user={user} />
              </div>
            </div>
            {menuOpen ? (
              <nav id="primary-nav-mobile" aria-label={t("primary")} className="border-t border-slate-200 px-3 py-2 md:hidden">
                <ul className="flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.href}>
                      <NavLink href={item.href} label={t(`nav.${item.key}`)} active={isActive(pathname, item.href)} block />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </header>
          <main id="main" tabIndex={-1} className={`mx-auto w-full py-6 outline-none ${isBoard(pathname) ? "px-3 sm:px-4" : "max-w-7xl px-3 sm:px-6"}`}>
            {children}
          </main>
        </NotificationsProvider>
      </CurrentUserProvider>
    </ToastProvider>
  );
}

// A job's pipeline board takes the whole width: its columns, not the page, decide what fits (decision 282).
const isBoard = (pathname: string) => /^\/jobs\/\d+$/.test(pathname);

function NavLink({ href, label, active, block = false }: { href: string; label: string; active: boolean; block?: boolean }) {
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={`${block ? "block" : "inline-block"} rounded-md px-3 py-2 text-sm font-medium ${
        active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      }`}
    >
      {label}
    </Link>
  );
}
