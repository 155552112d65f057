"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/Badge";
import { HANDOFF_TONES, type Handoff } from "./types";

// One hand-off in words: "Added to BambooHR (employee 4101)", "Handing to BambooHR, retrying (2 tries):
// BambooHR answered 503", "Not added to BambooHR: BambooHR answered 400 …".
export function HandoffStatus({ handoff }: { handoff: Handoff }) {
  const t = useTranslations("Recruiter.NewHires.handoff");
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge tone={HANDOFF_TONES[handoff.status]}>{t(`status.${handoff.status}`)}</Badge>
      <span className="min-w-0 break-words text-slate-700">
        {handoff.status === "delivered"
          ? t("delivered", { id: handoff.employeeId ?? "" })
          : handoff.status === "pending"
            ? t(handoff.attempts > 0 ? "retrying" : "pending", { count: handoff.attempts })
            : t("failed")}
        {handoff.error && handoff.status !== "delivered" ? `: ${handoff.error}` : ""}
      </span>
    </span>
  );
}
