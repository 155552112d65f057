"use client";

import { Button } from "@/components/ui/Button";
import { useTranslations } from "next-intl";

type Props = { count: number; onMove: () => void; onReject: () => void; onRequestReviews: () => void; onTag: () => void; onMessage: () => void; onClear: () => void };

// What can be done with the selected cards at once (through the bulk API, docs/decisions/222).
export function SelectionBar({ count, onMove, onReject, onRequestReviews, onTag, onMessage, onClear }: Props) {
  const t = useTranslations("Recruiter.Board.SelectionBar");
  return (
    <div role="toolbar" aria-label={t("selectedApplications")} className="sticky top-16 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 shadow-sm">
      <span className="mr-auto text-sm font-medium text-slate-900" aria-live="polite">
        {t("selected", { count })}
      </span>
      <Button size="sm" variant="secondary" onClick={onMove}>
        {t("moveTo")}
      </Button>
      <Button size="sm" variant="danger" onClick={onReject}>
        {t("reject")}
      </Button>
      <Button size="sm" variant="secondary" onClick={onRequestReviews}>
        {t("requestReviews")}
      </Button>
      <Button size="sm" variant="secondary" onClick={onTag}>
        {t("tag")}
      </Button>
      <Button size="sm" variant="secondary" onClick={onMessage}>
        {t("message")}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t("clearSelection")}
      </Button>
    </div>
  );
}
