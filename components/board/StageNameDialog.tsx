"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";

const MAX_STAGE_NAME = 60;
const MAX_CANDIDATE_LABEL = 100;

type Props = {
  title: string;
  submitLabel: string;
  initialName: string;
  hint?: string;
  // editing: what the candidate's application page calls the stage (null: its name; docs/decisions/493)
  initialCandidateLabel?: string | null;
  onSubmit: (name: string, candidateLabel: string | null) => Promise<void>;
  onClose: () => void;
  // another action on the stage, at the start of the footer (e.g. "Delete stage")
  extraAction?: React.ReactNode;
};

// Add or rename a stage: 1-60 characters, unique in the job (the API answers 409 for a duplicate).
// Editing one also words it for candidates (empty: they read its name).
export function StageNameDialog({ title, submitLabel, initialName, hint, initialCandidateLabel, onSubmit, onClose, extraAction }: Props) {
  const t = useTranslations("Recruiter.Board.StageNameDialog");
  const [name, setName] = useState(initialName);
  const editing = initialCandidateLabel !== undefined;
  const [candidateLabel, setCandidateLabel] = useState(initialCandidateLabel ?? "");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { pending: saving, error, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setFieldError(t("enterName"));
    if (trimmed.length > MAX_STAGE_NAME) return setFieldError(t("atMost", { limit: MAX_STAGE_NAME }));
    setFieldError(null);
    await run(() => onSubmit(trimmed, candidateLabel.trim() || null));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          {extraAction ? <span className="mr-auto">{extraAction}</span> : null}
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="stage-name-form" loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="stage-name-form" onSubmit={submit} noValidate className="space-y-3">
        <Input label={t("stageName")} autoFocus required maxLength={MAX_STAGE_NAME} value={name} onChange={(e) => setName(e.target.value)} error={fieldError} hint={hint} />
        {editing ? (
          <Input
            label={t("candidateLabel")}
            maxLength={MAX_CANDIDATE_LABEL}
            value={candidateLabel}
            placeholder={name.trim() || initialName}
            onChange={(e) => setCandidateLabel(e.target.value)}
            hint={t("candidateLabelHint")}
          />
        ) : null}
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}
