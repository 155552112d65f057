"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { EMPTY_REJECTION, RejectionReasonFields, useRejectionReasons, type Rejection, type RejectionErrors } from "@/components/status/RejectionReasonFields";
import type { Stage } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import type { BulkOutcome } from "./use-board";
import { useTranslations } from "next-intl";
import { useRoleLabel } from "@/lib/ui/use-role-label";
import type { teamOperations } from "@/lib/openapi/operations/team";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

type MoveProps = { subject: string; stages: Stage[]; initialStageId: number | null; onConfirm: (stageId: number) => Promise<void>; onClose: () => void };

// Move one card or the selection to a stage (the m key, or the selection bar). The list leaves out
// the stage every card is in and starts on the next one, so Move works at once (decision 282).
export function MoveDialog({ subject, stages, initialStageId, onConfirm, onClose }: MoveProps) {
  const t = useTranslations("Recruiter.Board.BulkDialogs");
  const formId = useId();
  const [stageId, setStageId] = useState(initialStageId === null ? "" : String(initialStageId));
  const { pending, error, setError, run } = useAction();
  return (
    <Dialog open onClose={onClose} title={t("moveTitle", { subject })} footer={<DialogFooter formId={formId} submit={t("move")} pending={pending} onClose={onClose} />}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!stageId) return setError(t("chooseAStageError"));
          void run(() => onConfirm(Number(stageId)));
        }}
        className="space-y-3"
      >
        <Select label={t("toStage")} placeholder={t("chooseAStage")} value={stageId} onChange={(e) => setStageId(e.target.value)} options={stages.map((s) => ({ value: String(s.id), label: s.name }))} autoFocus />
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}

// Reject the selection with one reason from the organization's list, and if asked the
// organization's rejection e-mail to each. A silent bulk rejection has an Undo (decision 280); an
// e-mailed one does not, so the dialog says the mails cannot be recalled.
export function BulkRejectDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (rejection: Rejection, notify: boolean) => Promise<void>; onClose: () => void }) {
  const t = useTranslations("Recruiter.Board.BulkDialogs");
  const formId = useId();
  const notifyId = useId();
  const [draft, setDraft] = useState(EMPTY_REJECTION);
  const [fieldError, setFieldError] = useState<RejectionErrors>({});
  const [notify, setNotify] = useState(false);
  const { reasons, error: loadError, check } = useRejectionReasons();
  const { pending, error, run } = useAction();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("rejectTitle", { count })}
      description={t("rejectDescription")}
      footer={<DialogFooter formId={formId} submit={t("rejectSubmit", { count })} pending={pending} onClose={onClose} danger />}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = check(draft);
          if (!checked.ok) return setFieldError(checked.errors);
          setFieldError({});
          void run(() => onConfirm(checked.rejection, notify));
        }}
        className="space-y-3"
      >
        <RejectionReasonFields draft={draft} onChange={setDraft} reasons={reasons} loadError={loadError} errors={fieldError} />
        <div className="flex items-start gap-2">
          <input id={notifyId} type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} className="mt-1 h-4 w-4" />
          <label htmlFor={notifyId} className="text-sm text-slate-800">
            {t("notify")}
          </label>
        </div>
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}

// Ask colleagues to review every selected application.
export function RequestReviewsDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (userIds: string[]) => Promise<void>; onClose: () => void }) {
  const roleLabel = useRoleLabel();
  const t = useTranslations("Recruiter.Board.BulkDialogs");
  const formId = useId();
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const { pending, error, setError, run } = useAction();
  const members = (team.data?.members ?? []).filter((m) => m.status !== "deactivated");
  return (
    <Dialog open onClose={onClose} title={t("reviewsTitle", { count })} footer={<DialogFooter formId={formId} submit={t("requestReviews")} pending={pending} onClose={onClose} />}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.size === 0) return setError(t("chooseColleague"));
          void run(() => onConfirm([...chosen]));
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("colleagues")}</legend>
          {team.error ? <ErrorMessage message={t("teamNotLoaded", { error: team.error })} /> : null}
          {team.data === null && !team.error ? <p className="mt-2 text-sm text-slate-600">{t("loadingTeam")}</p> : null}
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
            {members.map((member) => (
              <li key={member.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={chosen.has(member.id)}
                    onChange={(e) =>
                      setChosen((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.add(member.id);
                        else next.delete(member.id);
                        return next;
                      })
                    }
                  />
                  {member.name} <span className="text-slate-600">({roleLabel(member.role)})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <ErrorMessage message={error} className="mt-3" />
      </form>
    </Dialog>
  );
}

// Tag the candidates of every selected application (decision 350): one or more tags, separated by
// commas, with the organization's tags suggested.
export function TagDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (tags: string[]) => Promise<void>; onClose: () => void }) {
  const t = useTranslations("Recruiter.Board.BulkDialogs");
  const formId = useId();
  const [text, setText] = useState("");
  const known = useEndpoint<typeof candidateOperations.listOrganizationTags>("/api/candidates/tags");
  const { pending, error, setError, run } = useAction();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("tagTitle", { count })}
      description={t("tagDescription")}
      footer={<DialogFooter formId={formId} submit={t("addTags")} pending={pending} onClose={onClose} />}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const tags = text.split(",").map((tag) => tag.trim()).filter(Boolean);
          if (tags.length === 0) return setError(t("typeATag"));
          const long = tags.find((tag) => tag.length > 40);
          if (long) return setError(t("tagTooLong", { start: long.slice(0, 20), length: long.length }));
          if (tags.length > 20) return setError(t("tooManyTags"));
          void run(() => onConfirm(tags));
        }}
        className="space-y-3"
      >
        <Input
          label={t("tags")}
          hint={t("tagsHint")}
          value={text}
          list="bulk-known-tags"
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error}
          autoFocus
        />
        <datalist id="bulk-known-tags">
          {(known.data?.tags ?? []).map((tag) => (
            <option key={tag.label} value={tag.label} />
          ))}
        </datalist>
      </form>
    </Dialog>
  );
}

// What a bulk action could not do, candidate by candidate.
export function BulkFailuresDialog({ title, outcome, onClose }: { title: string; outcome: BulkOutcome; onClose: () => void }) {
  const t = useTranslations("Recruiter.Board.BulkDialogs");
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t("failuresDescription", { done: outcome.succeeded.length, failed: outcome.failed.length })}
      footer={<Button onClick={onClose}>{t("close")}</Button>}
    >
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto text-sm">
        {outcome.failed.map(({ application, error }) => (
          <li key={application.id} className="py-1.5">
            <span className="font-medium text-slate-900">{application.name}</span>: <span className="text-slate-700">{error}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
