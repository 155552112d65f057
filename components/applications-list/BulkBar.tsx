"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useId, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { EMPTY_REJECTION, RejectionReasonFields, useRejectionReasons, type Rejection, type RejectionErrors } from "@/components/status/RejectionReasonFields";
import type { BulkApplicationsResponse } from "@/lib/schemas/responses/application-bulk";
import { call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import type { Row, StageName } from "./ApplicationsList";
import { useTranslations } from "next-intl";
import type { applicationOperations } from "@/lib/openapi/operations/applications";
import type { teamOperations } from "@/lib/openapi/operations/team";

type Action = "move" | "reject" | "requestReviews";
type Outcome = { action: Action; succeeded: number; failures: { id: number; name: string; error: string }[] };
type BulkBody =
  | { action: "move"; currentStageId: number }
  | ({ action: "reject"; notifyCandidate: boolean } & Rejection)
  | { action: "requestReviews"; userIds: string[] }
  | { action: "reopen" }
  | { action: "cancelReviews"; userIds: string[] };
type Item = z.infer<typeof BulkApplicationsResponse>["results"][number];
const CHUNK = 100; // the endpoint's limit per request

// every item of a bulk request, 100 ids at a time; `undo` marks the Undo of an earlier one
async function sendBulk(ids: number[], body: BulkBody, undo = false): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const result = await call<typeof applicationOperations.bulkUpdateApplications>("POST", "/api/applications/bulk", { body: { applicationIds: ids.slice(i, i + CHUNK), ...body, ...(undo ? { undo } : {}) } });
    items.push(...result.results);
  }
  return items;
}

// What takes a bulk action back (decision 280): per group of applications that go back the same
// way, the action to send; none for an e-mailed rejection (the mails cannot be recalled).
function undoOf(body: BulkBody, done: Item[], before: Map<number, Row>): [number[], BulkBody][] | null {
  const ok = done.filter((item) => item.ok);
  const groups = (keyOf: (item: Item) => string | null) => {
    const map = new Map<string, number[]>();
    for (const item of ok) {
      const key = keyOf(item);
      if (key !== null) map.set(key, [...(map.get(key) ?? []), item.applicationId]);
    }
    return [...map.entries()];
  };
  if (body.action === "move") return groups((item) => String(before.get(item.applicationId)?.currentStageId ?? "")).map(([stageId, ids]): [number[], BulkBody] => [ids, { action: "move", currentStageId: Number(stageId) }]);
  if (body.action === "reject") return body.notifyCandidate ? null : [[ok.map((item) => item.applicationId), { action: "reopen" }]];
  if (body.action === "requestReviews") {
    const undo = groups((item) => (item.ok && item.addedUserIds?.length ? JSON.stringify(item.addedUserIds) : null));
    return undo.length ? undo.map(([userIds, ids]): [number[], BulkBody] => [ids, { action: "cancelReviews", userIds: JSON.parse(userIds) as string[] }]) : null;
  }
  return null;
}

// The bulk actions of the list view: move (one job only), reject with a reason, request reviews;
// what failed is listed per candidate and stays selected, so it can be retried or looked at.
export function BulkBar({
  selected,
  stagesByJob,
  jobTitles,
  onClear,
  onDone,
}: {
  selected: Row[];
  stagesByJob: Map<number, StageName[]>;
  jobTitles: Map<number, string>;
  onClear: () => void;
  onDone: (failedIds: Set<number>) => void;
}) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.ApplicationsList.BulkBar");
  const format = useFormatting();
  const toast = useToast();
  const [dialog, setDialog] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const jobIds = [...new Set(selected.map((r) => r.jobId))];
  const oneJob = jobIds.length === 1 ? jobIds[0] : null;
  const moveHint = selected.length === 0 ? null : oneJob === null ? t("moveHint") : null;
  const hintId = useId();

  async function perform(body: Exclude<BulkBody, { action: "reopen" | "cancelReviews" }>) {
    const byId = new Map(selected.map((r) => [r.id, r]));
    const items = await sendBulk(selected.map((r) => r.id), body);
    const failures = items.flatMap((item) => (item.ok ? [] : [{ id: item.applicationId, name: byId.get(item.applicationId)?.name ?? `Application ${item.applicationId}`, error: item.error }]));
    const succeeded = items.length - failures.length;
    setOutcome({ action: body.action, succeeded, failures });
    setDialog(null);
    onDone(new Set(failures.map((f) => f.id)));
    const undo = succeeded > 0 ? undoOf(body, items, byId) : null;
    if (!undo) return;
    toast.show(t(`done.${body.action}`, { count: succeeded, n: format.number(succeeded) }), "success", {
      label: t("undo"),
      run: () => {
        void (async () => {
          let failed = 0;
          for (const [ids, back] of undo) failed += (await sendBulk(ids, back, true)).filter((item) => !item.ok).length;
          setOutcome(null);
          onDone(new Set());
          toast.show(failed ? t("undoneExcept", { count: failed, n: format.number(failed) }) : t("undone"), failed ? "error" : "info");
        })().catch((caught: unknown) => toast.show(t("couldNotUndo", { error: messageOf(caught) }), "error"));
      },
    });
  }

  return (
    // display: contents, so the toolbar sticks below the header along the whole list
    <div className="contents">
      {selected.length > 0 ? (
        <div role="toolbar" aria-label={t("bulkActions")} className="sticky top-16 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 shadow-sm">
          <span className="mr-auto text-sm font-medium text-slate-900" aria-live="polite">
            {t("selected", { count: selected.length, n: format.number(selected.length) })}
          </span>
          <Button size="sm" variant="secondary" disabled={oneJob === null} aria-describedby={moveHint ? hintId : undefined} onClick={() => setDialog("move")}>
            {t("moveToStage")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog("requestReviews")}>
            {t("requestReviews")}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDialog("reject")}>
            {t("reject")}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t("clearSelection")}
          </Button>
          {moveHint ? (
            <p id={hintId} className="w-full text-xs text-slate-700">
              {moveHint}
            </p>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite">
        {outcome ? (
          <div className={`mb-4 rounded-lg border p-3 text-sm ${outcome.failures.length ? "border-amber-300 bg-amber-50" : "border-green-300 bg-green-50"}`} data-testid="bulk-outcome">
            <p className="font-medium text-slate-900">
              {t(`outcome.${outcome.action}`, { count: outcome.succeeded, n: format.number(outcome.succeeded) })}
              {outcome.failures.length ? ` ${t("failures", { count: outcome.failures.length, n: format.number(outcome.failures.length) })}` : ""}
            </p>
            {outcome.failures.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {outcome.failures.map((f) => (
                  <li key={f.id}>
                    <span className="font-medium">{f.name}</span>: {f.error}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {dialog === "reject" ? <RejectManyDialog count={selected.length} onClose={() => setDialog(null)} onConfirm={(rejection, notifyCandidate) => perform({ action: "reject", ...rejection, notifyCandidate })} /> : null}
      {dialog === "move" && oneJob !== null ? (
        <MoveManyDialog
          count={selected.length}
          jobTitle={jobTitles.get(oneJob) ?? t("thisJob")}
          // the stage every selected application is already in is no destination
          stages={(stagesByJob.get(oneJob) ?? []).filter((s) => !selected.every((r) => r.currentStageId === s.id))}
          onClose={() => setDialog(null)}
          onConfirm={(currentStageId) => perform({ action: "move", currentStageId })}
        />
      ) : null}
      {dialog === "requestReviews" ? <RequestReviewsDialog count={selected.length} onClose={() => setDialog(null)} onConfirm={(userIds) => perform({ action: "requestReviews", userIds })} /> : null}
    </div>
  );
}

// A rejection always names one of the organization's reasons (decision 281), for each of them alike.
function RejectManyDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (rejection: Rejection, notify: boolean) => Promise<void>; onClose: () => void }) {
  const t = useTranslations("Recruiter.ApplicationsList.BulkBar");
  const format = useFormatting();
  const [draft, setDraft] = useState(EMPTY_REJECTION);
  const [fieldError, setFieldError] = useState<RejectionErrors>({});
  const [notify, setNotify] = useState(false);
  const { reasons, error: loadError, check } = useRejectionReasons();
  const { pending, error, run } = useAction();
  const notifyId = useId();
  return (
    <Dialog open onClose={onClose} title={t("rejectTitle", { count, n: format.number(count) })} description={t("eachLeavesTheActivePipeline")} footer={<DialogFooter formId="bulk-reject-form" submit={t("rejectSubmit", { count })} pending={pending} onClose={onClose} danger />}>
      <form
        id="bulk-reject-form"
        noValidate
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const checked = check(draft);
          if (!checked.ok) return setFieldError(checked.errors);
          setFieldError({});
          await run(() => onConfirm(checked.rejection, notify));
        }}
      >
        <RejectionReasonFields draft={draft} onChange={setDraft} reasons={reasons} loadError={loadError} errors={fieldError} />
        <div className="flex items-start gap-2">
          <input id={notifyId} type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} className="mt-1 h-4 w-4" />
          <label htmlFor={notifyId} className="text-sm text-slate-800">
            {t("eMailEachCandidateThe")}
          </label>
        </div>
        <ErrorMessage message={error} />
      </form>
    </Dialog>
  );
}

function MoveManyDialog({ count, jobTitle, stages, onConfirm, onClose }: { count: number; jobTitle: string; stages: StageName[]; onConfirm: (stageId: number) => Promise<void>; onClose: () => void }) {
  const t = useTranslations("Recruiter.ApplicationsList.BulkBar");
  const format = useFormatting();
  const [stageId, setStageId] = useState("");
  const { pending, error, setError, run } = useAction();
  return (
    <Dialog open onClose={onClose} title={t("moveTitle", { count, n: format.number(count) })} description={t("moveDescription", { job: jobTitle })} footer={<DialogFooter formId="bulk-move-form" submit={t("moveSubmit", { count })} pending={pending} onClose={onClose} />}>
      <form
        id="bulk-move-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (!stageId) return setError(t("chooseAStageError"));
          await run(() => onConfirm(Number(stageId)));
        }}
      >
        <Select label={t("stage")} required placeholder={t("chooseAStage")} value={stageId} onChange={(e) => setStageId(e.target.value)} options={stages.map((s) => ({ value: String(s.id), label: s.name }))} />
        <ErrorMessage message={error} className="mt-3" />
      </form>
    </Dialog>
  );
}

function RequestReviewsDialog({ count, onConfirm, onClose }: { count: number; onConfirm: (userIds: string[]) => Promise<void>; onClose: () => void }) {
  const t = useTranslations("Recruiter.ApplicationsList.BulkBar");
  const format = useFormatting();
  const team = useEndpoint<typeof teamOperations.getTeam>("/api/team");
  const [userId, setUserId] = useState("");
  const { pending, error, setError, run } = useAction();
  const members = (team.data?.members ?? []).filter((m) => m.status === "active");
  return (
    <Dialog open onClose={onClose} title={t("requestTitle", { count, n: format.number(count) })} description={t("theColleagueIsAskedTo")} footer={<DialogFooter formId="bulk-review-form" submit={t("requestReviews2")} pending={pending} onClose={onClose} />}>
      <form
        id="bulk-review-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (!userId) return setError(t("chooseAColleagueError"));
          await run(() => onConfirm([userId]));
        }}
      >
        <Select label={t("reviewer")} required placeholder={team.data ? t("chooseAColleague") : t("loadingTheTeam")} value={userId} onChange={(e) => setUserId(e.target.value)} options={members.map((m) => ({ value: m.id, label: m.name }))} />
        <ErrorMessage message={team.error ?? error} className="mt-3" />
      </form>
    </Dialog>
  );
}
