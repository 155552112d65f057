"use client";

import Link from "@/components/ui/Link";
import { useTranslations } from "next-intl";
import { useUnreadCount } from "./NotificationsProvider";

// The bell in the header of every recruiter page: the unread count, and the way to the list.
export function NotificationBell({ active }: { active: boolean }) {
  const t = useTranslations("Recruiter.Notifications");
  const unread = useUnreadCount() ?? 0;
  return (
    <Link
      href="/notifications"
      aria-current={active ? "page" : undefined}
      aria-label={t("bellLabel", { count: unread })}
      data-testid="notification-bell"
      className={`relative rounded-md p-2 ${active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"}`}
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
        <path d="M10 2a5 5 0 0 0-5 5v2.6c0 .6-.2 1.2-.6 1.7L3 13v1h14v-1l-1.4-1.7a2.7 2.7 0 0 1-.6-1.7V7a5 5 0 0 0-5-5Zm-2 13a2 2 0 0 0 4 0H8Z" />
      </svg>
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white">
          {unread > 99 ? t("manyUnread") : unread}
        </span>
      ) : null}
    </Link>
  );
}
