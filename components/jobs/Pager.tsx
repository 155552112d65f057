"use client";

import { Button } from "@/components/ui/Button";
import { useTranslations } from "next-intl";

// Previous/next paging over limit/offset with "21–40 of 57".
export function Pager({ limit, offset, total, onChange, label }: { limit: number; offset: number; total: number; onChange: (offset: number) => void; label: string }) {
  const t = useTranslations("Recruiter.Jobs.Pager");
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("range", { from: first, to: last, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          {t("previous")}
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
          {t("next")}
        </Button>
      </div>
    </nav>
  );
}
