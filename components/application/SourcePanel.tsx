"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Section } from "./Section";
import type { Application, ApplicationSummary } from "./types";
import { useTranslations } from "next-intl";
import type { applicationOperations } from "@/lib/openapi/operations/applications";

// Where the candidate came from (docs/decisions/343): the careers link's source, or one the job's
// managers name by hand for a candidate they sourced; and who referred the person, how they know
// them and their note, when a member's referral named this application (docs/decisions/501); the
// agency whose recruiter submitted it (docs/decisions/504).
export function SourcePanel({
  application,
  referral,
  agency,
  canManage,
  onChange,
}: {
  application: Application;
  referral: ApplicationSummary["referral"];
  agency: ApplicationSummary["agency"];
  canManage: boolean;
  onChange: (next: Application) => void;
}) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Application.SourcePanel");
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(application.source ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const campaign = [application.utm.medium, application.utm.campaign].filter(Boolean).join(" · ");

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const result = await call<typeof applicationOperations.updateApplication>("PATCH", `/api/applications/${application.id}`, { body: { source: value.trim() || null } });
      onChange(result.application);
      setEditing(false);
      toast.show(t("sourceSaved"));
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="source" title={t("source")}>
      {editing ? (
        <form onSubmit={save} className="space-y-3" noValidate>
          <Input label={t("whereTheCandidateCameFrom")} value={value} maxLength={100} onChange={(e) => setValue(e.target.value)} hint={t("forExampleReferralLinkedinOr")} />
          <ErrorMessage message={error} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving}>
              {t("saveSource")}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="text-sm">
            <p className="font-medium text-slate-900" data-testid="application-source">
              {application.source ?? <span className="font-normal text-slate-600">{t("unknown")}</span>}
            </p>
            {campaign ? <p className="text-slate-600">{t("link", { campaign })}</p> : null}
            {agency ? (
              <p className="mt-2 font-medium text-slate-900" data-testid="submitted-by-agency">
                {t("agency", { name: agency.name })}
              </p>
            ) : null}
            {referral ? (
              <div className="mt-2 space-y-1" data-testid="referred-by">
                <p className="font-medium text-slate-900">{t("referredBy", { name: referral.referrerName })}</p>
                {referral.relationship ? <p className="text-slate-700">{t("howTheyKnow", { relationship: referral.relationship })}</p> : null}
                {referral.note ? <p className="whitespace-pre-line text-slate-700">{referral.note}</p> : null}
              </div>
            ) : null}
          </div>
          {canManage ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setValue(application.source ?? "");
                setEditing(true);
              }}
            >
              {t("changeSource")}
            </Button>
          ) : null}
        </div>
      )}
    </Section>
  );
}
