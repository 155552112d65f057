"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";

const MAX_STAGE_NAME = 60;

type Props = {
  title: string;
  submitLabel: string;
  initialName: string;
  hint?: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
  // another action on the stage, at the start of the footer (e.g. "Delete stage")
  extraAction?: React.ReactNode;
};

// Add or rename a stage: 1-60 characters, unique in the job (the API answers 409 for a duplicate).
export function StageNameDialog({ title, submitLabel, initialName, hint, onSubmit, onClose, extraAction }: Props) {
  const t = useTranslations("Recruiter.Board.StageNameDialog");
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { pending: saving, error, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setFieldError(t("enterName"));
    if (trimmed.length > MAX_STAGE_NAME) return setFieldError(t("atMost", { limit: MAX_STAGE_NAME }));
    setFieldError(null);
    await run(() => onSubmit(trimmed));
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
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}
