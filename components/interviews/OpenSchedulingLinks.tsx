"use client";

import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { useTranslations } from "next-intl";

export type OpenLink = { id: number; title: string; durationMinutes: number; expiresAt: string };

// The scheduling links the candidate has not used yet, with when each expires (docs/decisions/412)
export function OpenSchedulingLinks({ links, error, onRetry }: { links: OpenLink[] | null; error: string | null; onRetry: () => void }) {
  const t = useTranslations("Recruiter.Interviews.OpenSchedulingLinks");
  const locale = useViewerLocale();
  if (error) return <ErrorMessage message={error} onRetry={onRetry} />;
  if (!links || links.length === 0) return null;
  const until = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-900">{t("title")}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {links.map((link) => (
          <li key={link.id}>
            {t("link", { title: link.title, minutes: link.durationMinutes, until: until.format(new Date(link.expiresAt)) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
