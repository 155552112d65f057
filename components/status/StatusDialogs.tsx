"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useAction } from "@/lib/ui/use-action";
import { RejectNotifyOption } from "./RejectNotifyOption";
import { EMPTY_REJECTION, RejectionReasonFields, useRejectionReasons, type Rejection, type RejectionErrors } from "./RejectionReasonFields";
import { useTranslations } from "next-intl";

// The closing actions of an application, the same on the board and on the application screen
// (docs/decisions/166): one dialog each, so one rule.

// jobTitle fills the organization's rejection e-mail the dialog offers (onConfirm's notifyCandidate)
type RejectProps = { candidateName: string; jobTitle: string; onConfirm: (rejection: Rejection, notifyCandidate: boolean) => Promise<void>; onClose: () => void };

// A rejection always names one of the organization's reasons (decision 281), kept with the
// application, in the audit log and in reports; the API accepts none.
export function RejectDialog({ candidateName, jobTitle, onConfirm, onClose }: RejectProps) {
  const t = useTranslations("Recruiter.Status.StatusDialogs");
  const [draft, setDraft] = useState(EMPTY_REJECTION);
  const [fieldError, setFieldError] = useState<RejectionErrors>({});
  const [notify, setNotify] = useState(false);
  const { reasons, error: loadError, check } = useRejectionReasons();
  const { pending, error, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = check(draft);
    if (!checked.ok) return setFieldError(checked.errors);
    setFieldError({});
    await run(() => onConfirm(checked.rejection, notify));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("rejectTitle", { name: candidateName })}
      description={t("rejectDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="reject-form" variant="danger" loading={pending}>
            {t("reject")}
          </Button>
        </>
      }
    >
      <form id="reject-form" onSubmit={submit} noValidate className="space-y-3">
        <RejectionReasonFields draft={draft} onChange={setDraft} reasons={reasons} loadError={loadError} errors={fieldError} />
        <RejectNotifyOption checked={notify} onChange={setNotify} candidateName={candidateName} jobTitle={jobTitle} />
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}

type HireProps = {
  candidateName: string;
  // the job's last stage, where hiring moves the application
  finalStageName: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  // set when a card was dropped on the final stage: moving it there without hiring is offered too
  onMoveOnly?: () => Promise<void>;
};

// Hiring cannot be undone (the API answers 409 to a reopen), so the dialog says so before anything happens.
export function HireDialog({ candidateName, finalStageName, onConfirm, onClose, onMoveOnly }: HireProps) {
  const t = useTranslations("Recruiter.Status.StatusDialogs");
  const hire = useAction();
  const move = useAction();
  const pending = hire.pending || move.pending;
  return (
    <Dialog
      open
      onClose={onClose}
      title={onMoveOnly ? t("markHiredTitle", { name: candidateName }) : t("hireTitle", { name: candidateName })}
      description={
        <>
          <strong className="font-semibold text-slate-900">{t("hiringIsFinalItCannot")}</strong>{" "}
          {t(onMoveOnly ? "hireDescriptionOrMove" : "hireDescription", { name: candidateName, stage: finalStageName })}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t("cancel")}
          </Button>
          {onMoveOnly ? (
            <Button variant="secondary" loading={move.pending} disabled={pending} onClick={() => void move.run(onMoveOnly)}>
              {t("onlyMove")}
            </Button>
          ) : null}
          <Button loading={hire.pending} disabled={pending} onClick={() => void hire.run(onConfirm)}>
            {t("markAsHired")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={hire.error ?? move.error} />
    </Dialog>
  );
}
