"use client";

import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";
import { can } from "@/lib/auth/caller";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";

// Admins answer a candidate's requests under GDPR: a copy of their data (article 15) as a JSON
// download, and erasure (article 17), which the admin confirms by typing the candidate's name.
export function CandidatePrivacyActions({ candidateId, candidateName, onErased }: { candidateId: number; candidateName: string; onErased: () => void }) {
  const t = useTranslations("Recruiter.Application.CandidatePrivacyActions");
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t("personalData")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("forTheCandidatesRequestsTo")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {can(user, "candidates.export") ? (
          <a href={`/api/candidates/${candidateId}/export`} download={`candidate-${candidateId}.json`} className={buttonClasses("secondary", "sm")}>
            {t("exportDataJson")}
          </a>
        ) : null}
        {can(user, "candidates.erase") ? (
          <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
            {t("eraseCandidate")}
          </Button>
        ) : null}
      </div>
      {open ? <EraseDialog candidateId={candidateId} candidateName={candidateName} onClose={() => setOpen(false)} onErased={onErased} /> : null}
    </div>
  );
}

function EraseDialog({ candidateId, candidateName, onClose, onErased }: { candidateId: number; candidateName: string; onClose: () => void; onErased: () => void }) {
  const t = useTranslations("Recruiter.Application.CandidatePrivacyActions");
  const [typed, setTyped] = useState("");
  const { pending, error, setError, run } = useAction();
  const matches = typed.trim().toLowerCase() === candidateName.trim().toLowerCase();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!matches) return setError(t("typeToConfirm", { name: candidateName }));
    if (await run(() => api("DELETE", `/api/candidates/${candidateId}`))) onErased();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("eraseTitle", { name: candidateName })}
      description={
        <>
          <strong className="font-semibold text-slate-900">{t("thisCannotBeUndone")}</strong> {t("eraseDescription")}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="erase-form" variant="danger" loading={pending} disabled={!matches}>
            {t("eraseForGood")}
          </Button>
        </>
      }
    >
      <form id="erase-form" onSubmit={submit} noValidate className="space-y-3">
        <Input label={t("typeNameLabel", { name: candidateName })} value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} autoFocus />
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}
