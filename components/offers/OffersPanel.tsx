"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Section } from "@/components/application/Section";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { Spinner } from "@/components/ui/Spinner";
import { useFormatting } from "@/components/ui/use-formatting";
import { COMMON_CURRENCY_CODES } from "@/lib/schemas/currency";
import { api, ApiError } from "@/lib/ui/api";
import { parseAmount } from "@/lib/ui/parse-amount";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import { LIVE, money, STATUS_TONES, type Offer } from "./types";
import { can } from "@/lib/auth/caller";
import { NewHireSummary } from "@/components/new-hires/NewHireSummary";
import type { offerOperations } from "@/lib/openapi/operations/offers";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

const PERIODS = ["year", "month", "week", "day", "hour"] as const;
const TYPES = ["full_time", "part_time", "contract", "temporary", "internship"] as const;
// terms change until the offer is sent; past a draft, a change starts the approvals again (decision 391)
const EDITABLE: readonly Offer["status"][] = ["draft", "pending_approval", "approved"];

// The application's offer (docs/decisions/390-394), for who manages the job: draft it, submit it to
// the approval chain, follow the approvals, send it, and download the letter once sent.
export function OffersPanel({ applicationId, jobId, applicationActive }: { applicationId: number; jobId: number; applicationActive: boolean }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Offers");
  const offers = useEndpoint<typeof offerOperations.listApplicationOffers>(`/api/applications/${applicationId}/offers`);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  async function act(label: string, work: () => Promise<unknown>) {
    setBusy(label);
    setError(null);
    try {
      await work();
      offers.reload();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }

  const list = offers.data?.offers ?? [];
  const live = list.find((o) => LIVE.includes(o.status));
  const earlier = list.filter((o) => o !== live);
  return (
    <Section id="offers" title={t("title")} description={t("description")}>
      {offers.error ? <ErrorMessage message={offers.error} onRetry={offers.reload} /> : null}
      {!offers.data && !offers.error ? <Spinner label={t("title")} /> : null}
      <ErrorMessage message={error} className="mb-3" />
      {live && editing === live.id ? (
        <OfferForm
          applicationId={applicationId}
          jobId={jobId}
          offer={live}
          onSaved={() => {
            setEditing(null);
            offers.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : live ? (
        <OfferCard offer={live}>
          <div className="mt-3 flex flex-wrap gap-2">
            {live.status === "draft" ? (
              <Button loading={busy === "submit"} onClick={() => act("submit", () => api("POST", `/api/offers/${live.id}/submit`))}>
                {t("submit")}
              </Button>
            ) : null}
            {live.status === "approved" ? (
              <Button loading={busy === "send"} onClick={() => act("send", () => api("POST", `/api/offers/${live.id}/send`))}>
                {t("send")}
              </Button>
            ) : null}
            {EDITABLE.includes(live.status) ? (
              <Button variant="secondary" onClick={() => setEditing(live.id)} disabled={busy !== null}>
                {t("edit")}
              </Button>
            ) : null}
            <Button variant="secondary" loading={busy === "withdraw"} onClick={() => act("withdraw", () => api("PATCH", `/api/offers/${live.id}`, { body: { status: "withdrawn" } }))}>
              {t("withdraw")}
            </Button>
          </div>
        </OfferCard>
      ) : offers.data && applicationActive ? (
        <OfferForm applicationId={applicationId} jobId={jobId} onSaved={offers.reload} />
      ) : offers.data && list.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : null}
      {list.some((o) => o.status === "accepted") ? <NewHireSummary applicationId={applicationId} /> : null}
      {earlier.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t("history")}</h3>
          <ul className="mt-2 space-y-2">
            {earlier.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} compact />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

function OfferCard({ offer, compact = false, children }: { offer: Offer; compact?: boolean; children?: React.ReactNode }) {
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Offers");
  const format = useFormatting();
  return (
    <div className="rounded-md border border-slate-200 p-3" aria-label={`${t("title")} ${t(`status.${offer.status}`)}`} role="group">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{t("perPeriod", { amount: money(offer.salary), period: t(`periods.${offer.salary.period}`) })}</span>
        <Badge tone={STATUS_TONES[offer.status]}>{t(`status.${offer.status}`)}</Badge>
      </div>
      {!compact ? (
        <p className="mt-1 text-sm text-slate-600">
          {[
            offer.employmentType ? labels(`employmentType.${offer.employmentType}`) : null,
            offer.startDate ? t("starts", { date: format.date(`${offer.startDate}T00:00:00Z`) }) : null,
            offer.expiresAt ? t("answerBy", { date: format.date(offer.expiresAt) }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {offer.declineReason ? <p className="mt-1 text-sm text-slate-700">{t("declineReason", { reason: offer.declineReason })}</p> : null}
      {!compact && offer.status === "approved" && !offer.approvals.some((a) => a.status === "approved") ? <NoChainApplied /> : null}
      {!compact && offer.approvals.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-900">{t("approvalsTitle")}</h3>
          <ol className="mt-1 space-y-1 text-sm">
            {offer.approvals.map((a) => (
              <li key={a.id} className="flex flex-wrap gap-x-2">
                <span className="text-slate-600">{t("step", { step: a.step + 1 })}</span>
                <span className="text-slate-900">{a.approverName}</span>
                <span className={a.status === "approved" ? "text-green-800" : a.status === "rejected" ? "text-red-800" : "text-slate-600"}>{t(`approvalStatus.${a.status}`)}</span>
                {a.comment ? <span className="text-slate-700">“{a.comment}”</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {offer.letterUrl ? (
        <a href={offer.letterUrl} className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:no-underline">
          {t("downloadLetter")}
        </a>
      ) : null}
      {children}
    </div>
  );
}

type FormProps = { applicationId: number; jobId: number; onSaved: () => void; offer?: Offer; onCancel?: () => void };

// A new draft, or with `offer` its terms changed in place (PATCH). A new draft starts from the
// job's employment type, as the API does when none is given, so the letter names it.
function OfferForm({ applicationId, jobId, onSaved, offer, onCancel }: FormProps) {
  const labels = useTranslations("Recruiter.Labels");
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Offers");
  const format = useFormatting();
  const templates = useEndpoint<typeof offerOperations.listOfferLetterTemplates>("/api/offer-letter-templates");
  const job = useEndpoint<typeof jobOperations.getJob>(offer ? null : `/api/jobs/${jobId}`);
  const [amount, setAmount] = useState(offer ? String(offer.salary.amount) : "");
  const [currency, setCurrency] = useState(offer?.salary.currency ?? "EUR");
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(offer?.salary.period ?? "year");
  const [startDate, setStartDate] = useState(offer?.startDate ?? "");
  // the form sends the end of the chosen day, UTC, so the day is the timestamp's UTC date
  const [expiresOn, setExpiresOn] = useState(offer?.expiresAt?.slice(0, 10) ?? "");
  // null until chosen: the job's type shows meanwhile
  const [chosenType, setEmploymentType] = useState<string | null>(offer ? (offer.employmentType ?? "") : null);
  const employmentType = chosenType ?? job.data?.job.employmentType ?? "";
  const [terms, setTerms] = useState(offer?.terms ?? "");
  const [letterTemplateId, setLetterTemplateId] = useState(offer?.letterTemplateId ? String(offer.letterTemplateId) : "");
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const title = offer ? t("editTitle") : t("draftTitle");

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setError(null);
    // typed as the viewer groups numbers ("85,000", "85.000", "85 000"); refused here, in words, if it is none
    const parsed = parseAmount(amount, format.locale);
    if (parsed === null || parsed <= 0) {
      setErrors({ "salary.amount": t("amountInvalid", { example: format.number(85000) }) });
      return;
    }
    setSaving(true);
    try {
      const body = {
        salary: { amount: parsed, currency, period },
        startDate: startDate || null,
        // the end of the chosen day, UTC
        expiresAt: expiresOn ? `${expiresOn}T23:59:59.000Z` : null,
        employmentType: employmentType || null,
        terms,
        letterTemplateId: letterTemplateId ? Number(letterTemplateId) : null,
      };
      if (offer) await api("PATCH", `/api/offers/${offer.id}`, { body });
      else await api("POST", `/api/applications/${applicationId}/offers`, { body });
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      else setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-label={title} className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {offer && offer.status !== "draft" ? (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t("editRestartsApprovals")}
        </p>
      ) : null}
      <ErrorMessage message={error} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Input label={t("amount")} inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} error={errors["salary.amount"]} />
        <Select label={t("currency")} value={currency} onChange={(e) => setCurrency(e.target.value)} options={COMMON_CURRENCY_CODES.map((c) => ({ value: c, label: c }))} />
        <Select label={t("period")} value={period} onChange={(e) => setPeriod(e.target.value as (typeof PERIODS)[number])} options={PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Input label={t("startDate")} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} error={errors.startDate} />
        <Input label={t("expiresAt")} type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} error={errors.expiresAt} />
        <Select label={t("employmentType")} value={employmentType} onChange={(e) => setEmploymentType(e.target.value)} placeholder={t("noType")} options={TYPES.map((v) => ({ value: v, label: labels(`employmentType.${v}`) }))} />
      </div>
      <Select
        label={t("letter")}
        value={letterTemplateId}
        onChange={(e) => setLetterTemplateId(e.target.value)}
        placeholder={t("builtInLetter")}
        options={(templates.data?.templates ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
      />
      <Textarea label={t("terms")} rows={3} value={terms} onChange={(e) => setTerms(e.target.value)} error={errors.terms} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {offer ? t("saveChanges") : t("saveDraft")}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

// Approved the moment it was submitted: the organization's chain had no step for it. Said, so the
// approval does not look like a slip; an admin gets the way to the chain's settings.
function NoChainApplied() {
  const t = useTranslations("Recruiter.Offers");
  const user = useCurrentUser();
  return (
    <p role="note" className="mt-2 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
      {t("noChainApplied")}{" "}
      {can(user, "settings.manage") ? (
        <a href="/settings?tab=offers" className="font-medium text-brand-700 underline hover:no-underline">
          {t("chainSettings")}
        </a>
      ) : (
        t("askAdminForChain")
      )}
    </p>
  );
}
