"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useApi } from "@/lib/ui/use-api";
import { money, type PendingApproval } from "./types";

// Home's list of what waits for the caller's approval (docs/decisions/391, 395): each offer or job
// of a step the chain has reached, with approve and reject and an optional comment. Shown only to
// someone with something waiting.
export function ApprovalsPanel() {
  const t = useTranslations("Recruiter.Approvals");
  const pending = useApi<{ approvals: PendingApproval[] }>("/api/approvals", { mine: "pending" });
  if (!pending.data?.approvals.length && !pending.error) return null;
  return (
    <section aria-labelledby="approvals-title" className="mb-6 rounded-xl border border-amber-300 bg-white p-4 sm:p-5">
      <h2 id="approvals-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{t("description")}</p>
      <ErrorMessage message={pending.error} onRetry={pending.reload} className="mt-3" />
      <ul className="mt-3 divide-y divide-slate-100">
        {(pending.data?.approvals ?? []).map((approval) => (
          <ApprovalItem key={approval.id} approval={approval} onDecided={pending.reload} />
        ))}
      </ul>
    </section>
  );
}

function ApprovalItem({ approval, onDecided }: { approval: PendingApproval; onDecided: () => void }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Approvals");
  const offers = useTranslations("Recruiter.Offers");
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = approval.kind === "offer" ? t("offerFor", { candidate: approval.candidateName ?? "" }) : `${t("job")}: ${approval.jobTitle}`;
  const detail =
    approval.offer !== null
      ? `${approval.jobTitle} · ${offers("perPeriod", { amount: money(approval.offer.salary), period: offers(`periods.${approval.offer.salary.period}`) })}`
      : approval.job
        ? [approval.job.salaryMin !== null && approval.job.salaryMax !== null && approval.job.salaryCurrency ? `${approval.job.salaryCurrency} ${approval.job.salaryMin.toLocaleString()}–${approval.job.salaryMax.toLocaleString()}` : null, t("jobSizing", { headcount: approval.job.headcount ?? 0 })]
            .filter(Boolean)
            .join(" · ")
        : "";

  async function decide(decision: "approve" | "reject") {
    setBusy(decision);
    setError(null);
    try {
      await api("POST", `/api/approvals/${approval.id}/decision`, { body: { decision, comment } });
      onDecided();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="py-3" aria-label={title}>
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{detail}</p>
      <ErrorMessage message={error} className="mt-2" />
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Input label={t("comment")} value={comment} onChange={(e) => setComment(e.target.value)} fieldClassName="min-w-48 flex-1" />
        <Button loading={busy === "approve"} disabled={busy !== null} onClick={() => decide("approve")}>
          {t("approve")}
        </Button>
        <Button variant="secondary" loading={busy === "reject"} disabled={busy !== null} onClick={() => decide("reject")}>
          {t("reject")}
        </Button>
      </div>
    </li>
  );
}
