"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useFormatting } from "@/components/ui/use-formatting";
import { api, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import { money, type Offer, type PendingApproval } from "./types";
import { can } from "@/lib/auth/caller";
import type { offerOperations } from "@/lib/openapi/operations/offers";

// Home's list of what waits for the caller's approval (docs/decisions/391, 395): each offer or job
// of a step the chain has reached, linked to where it is read in full, with approve and reject and an
// optional comment; a decision is confirmed on the card, with "Send now" once an offer passed its
// chain. Shown only to someone with something waiting.
export function ApprovalsPanel() {
  const t = useTranslations("Recruiter.Approvals");
  const pending = useEndpoint<typeof offerOperations.listMyPendingApprovals>("/api/approvals", { mine: "pending" });
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

type Decided = { decision: "approve" | "reject"; offer?: Offer };

function ApprovalItem({ approval, onDecided }: { approval: PendingApproval; onDecided: () => void }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Approvals");
  const offers = useTranslations("Recruiter.Offers");
  const format = useFormatting();
  const user = useCurrentUser();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState<"approve" | "reject" | "send" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState<Decided | null>(null);
  const [sent, setSent] = useState(false);
  const title = approval.kind === "offer" ? t("offerFor", { candidate: approval.candidateName ?? "" }) : `${t("job")}: ${approval.jobTitle}`;
  // what is decided on is one click away: the offer on its application, the job on its page
  const href = approval.offer ? `/applications/${approval.offer.applicationId}#offers` : approval.job ? `/jobs/${approval.job.id}` : null;
  const offer = approval.offer;
  const detail =
    offer !== null
      ? [
          approval.jobTitle,
          offers("perPeriod", { amount: money(offer.salary), period: offers(`periods.${offer.salary.period}`) }),
          offer.startDate ? offers("starts", { date: format.date(`${offer.startDate}T00:00:00Z`) }) : null,
          offer.expiresAt ? offers("answerBy", { date: format.date(offer.expiresAt) }) : null,
        ]
          .filter(Boolean)
          .join(" · ")
      : approval.job
        ? [approval.job.salaryMin !== null && approval.job.salaryMax !== null && approval.job.salaryCurrency ? `${approval.job.salaryCurrency} ${approval.job.salaryMin.toLocaleString()}–${approval.job.salaryMax.toLocaleString()}` : null, t("jobSizing", { headcount: approval.job.headcount ?? 0 })]
            .filter(Boolean)
            .join(" · ")
        : "";

  async function decide(decision: "approve" | "reject") {
    setBusy(decision);
    setError(null);
    try {
      const result = await call<typeof offerOperations.decideApproval>("POST", `/api/approvals/${approval.id}/decision`, { body: { decision, comment } });
      // the card stays, saying what the decision did, until it is dismissed
      // a job's approval answers the job instead
      setDecided({ decision, offer: "offer" in result ? result.offer : undefined });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  async function sendNow(id: number) {
    setBusy("send");
    setError(null);
    try {
      await api("POST", `/api/offers/${id}/send`);
      setSent(true);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  const outcome = decided ? outcomeOf(decided) : null;
  // who manages every job sends offers of any job; a hiring manager approving someone else's does not
  const maySend = can(user, "offers.manage") && can(user, "jobs.manage") && can(user, "jobs.view_all");
  return (
    <li className="py-3" aria-label={title}>
      <p className="font-medium text-slate-900">{href ? <a href={href} className="text-brand-700 underline hover:no-underline">{title}</a> : title}</p>
      <p className="text-sm text-slate-600">{detail}</p>
      <ErrorMessage message={error} className="mt-2" />
      {outcome ? (
        <div role="status" className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2 text-sm text-slate-800">
          <span>{sent ? t("sent", { candidate: approval.candidateName ?? "" }) : t(outcome)}</span>
          {outcome === "approvedFully" && decided?.offer && maySend && !sent ? (
            <Button loading={busy === "send"} disabled={busy !== null} onClick={() => sendNow(decided.offer!.id)}>
              {t("sendNow")}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={busy !== null} onClick={onDecided}>
            {t("dismiss")}
          </Button>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Input label={t("comment")} value={comment} onChange={(e) => setComment(e.target.value)} fieldClassName="min-w-48 flex-1" />
          <Button loading={busy === "approve"} disabled={busy !== null} onClick={() => decide("approve")}>
            {t("approve")}
          </Button>
          <Button variant="secondary" loading={busy === "reject"} disabled={busy !== null} onClick={() => decide("reject")}>
            {t("reject")}
          </Button>
        </div>
      )}
    </li>
  );
}

// What a decision did, in Recruiter.Approvals' words
function outcomeOf({ decision, offer }: Decided): "approvedFully" | "approvedStep" | "rejectedOffer" | "approvedJob" | "rejectedJob" {
  if (!offer) return decision === "approve" ? "approvedJob" : "rejectedJob";
  if (decision === "reject") return "rejectedOffer";
  return offer.status === "approved" ? "approvedFully" : "approvedStep";
}
