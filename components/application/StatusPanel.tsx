"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ShortcutsDialog, isTypingTarget, type Shortcut } from "@/components/board/ShortcutsDialog";
import { HireDialog, RejectDialog } from "@/components/status/StatusDialogs";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Section } from "./Section";
import type { Application, Stage } from "./types";
import { useTranslations } from "next-intl";
import type { applicationOperations } from "@/lib/openapi/operations/applications";

type Props = {
  application: Application;
  stages: Stage[] | null;
  candidateName: string;
  jobTitle: string;
  canManage: boolean;
  onChange: (application: Application) => void;
};

export function StatusPanel({ application, stages, candidateName, jobTitle, canManage, onChange }: Props) {
  const messageOf = useMessageOf();
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Application.StatusPanel");
  const toast = useToast();
  const current = stages?.find((stage) => stage.id === application.currentStageId);
  const at = stages?.findIndex((stage) => stage.id === application.currentStageId) ?? -1;
  // the stage after this one: "Move to …" sends it there in one click (decision 282)
  const nextStage = stages && at >= 0 && at < stages.length - 1 ? stages[at + 1] : null;
  const [picked, setPicked] = useState<{ from: number; stageId: string } | null>(null);
  // the stage list starts on the next stage, so Move is never a dead end
  const targetStageId = picked && picked.from === application.currentStageId ? picked.stageId : nextStage ? String(nextStage.id) : "";
  const setTargetStageId = (stageId: string) => setPicked({ from: application.currentStageId, stageId });
  const [pending, setPending] = useState<"move" | "next" | "reopen" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"reject" | "hire" | "shortcuts" | null>(null);
  const latestUndo = useRef<{ run: () => void; until: number } | null>(null);
  const moveSelectId = useId();
  const isActive = application.status === "active";
  const finalStage = stages?.at(-1);

  async function patch(kind: NonNullable<typeof pending>, body: Record<string, unknown>, done: string, undo?: Record<string, unknown>) {
    setPending(kind);
    setError(null);
    try {
      await save(body, done, undo);
      setPicked(null);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(null);
    }
  }

  // the dialogs show their own errors: a failure rejects, and the dialog stays open. With `undo`,
  // the toast offers to send that change back for its 5 s (docs/decisions/221).
  async function save(body: Record<string, unknown>, done: string, undo?: Record<string, unknown>) {
    const result = await call<typeof applicationOperations.updateApplication>("PATCH", `/api/applications/${application.id}`, { body });
    onChange(result.application);
    setDialog(null);
    if (!undo) return toast.show(done);
    const run = () => {
      latestUndo.current = null;
      call<typeof applicationOperations.updateApplication>("PATCH", `/api/applications/${application.id}`, { body: { ...undo, undo: true } }).then(
        (back) => {
          onChange(back.application);
          toast.show(t("undone"), "info");
        },
        (caught: unknown) => setError(t("couldNotUndo", { error: messageOf(caught) })),
      );
    };
    latestUndo.current = { run, until: Date.now() + 5000 };
    toast.show(done, "success", { label: t("undo"), run });
  }

  useApplicationKeys({
    onShortcuts: () => setDialog("shortcuts"),
    onMove: canManage && isActive ? () => document.getElementById(moveSelectId)?.focus() : null,
    onMoveNext: canManage && isActive && nextStage && pending === null ? () => moveNext() : null,
    onReject: canManage && isActive ? () => setDialog("reject") : null,
    onUndo: () => {
      const latest = latestUndo.current;
      if (!latest || latest.until < Date.now()) return false;
      latest.run();
      return true;
    },
  });

  function move(event: React.FormEvent) {
    event.preventDefault();
    if (!targetStageId) {
      setError(t("chooseStage"));
      return;
    }
    const stage = stages?.find((s) => String(s.id) === targetStageId);
    void patch("move", { currentStageId: Number(targetStageId) }, stage ? t("movedTo", { stage: stage.name }) : t("movedToNewStage"), { currentStageId: application.currentStageId });
  }

  function moveNext() {
    if (!nextStage) return;
    void patch("next", { currentStageId: nextStage.id }, t("movedTo", { stage: nextStage.name }), { currentStageId: application.currentStageId });
  }

  const otherStages = (stages ?? []).filter((stage) => stage.id !== application.currentStageId);

  return (
    <Section id="status" title={t("stageAndStatus")}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t("stage")}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{stages === null ? t("loading") : (current?.name ?? t("unknownStage"))}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("status")}</dt>
          <dd className="mt-0.5">
            <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{labels(`applicationStatus.${application.status}`)}</Badge>
          </dd>
        </div>
      </dl>

      {!isActive ? (
        <p className="mt-3 text-sm text-slate-600">
          {application.status === "hired"
            ? t("thisCandidateWasHiredThe")
            : application.status === "withdrawn"
              ? t("theCandidateWithdrewThisApplication")
              : t("thisApplicationWasRejectedAnd")}
        </p>
      ) : null}

      {canManage && isActive ? (
        <>
          {nextStage ? (
            <Button className="mt-4" onClick={moveNext} loading={pending === "next"} disabled={pending !== null} aria-keyshortcuts="n">
              {t("moveTo", { stage: nextStage.name })}
            </Button>
          ) : null}
          <form onSubmit={move} className="mt-4 flex flex-wrap items-end gap-2">
            <Select
              id={moveSelectId}
              label={t("moveToStage")}
              fieldClassName="min-w-0 flex-1"
              placeholder={t("chooseAStage")}
              value={targetStageId}
              disabled={stages === null}
              options={otherStages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
              onChange={(event) => setTargetStageId(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={pending === "move"} disabled={pending !== null || !targetStageId}>
              {t("move")}
            </Button>
          </form>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => setDialog("hire")} disabled={pending !== null || !finalStage}>
              {t("hire")}
            </Button>
            <Button variant="danger" onClick={() => setDialog("reject")} disabled={pending !== null}>
              {t("reject")}
            </Button>
          </div>
        </>
      ) : null}

      {canManage && (application.status === "rejected" || application.status === "withdrawn") ? (
        <div className="mt-4">
          <Button
            variant="secondary"
            aria-describedby="reopen-hint"
            loading={pending === "reopen"}
            onClick={() => void patch("reopen", { status: "active" }, t("applicationReopened"))}
          >
            {t("reopenApplication")}
          </Button>
          <p id="reopen-hint" className="mt-1 text-xs text-slate-600">
            {t("itGoesBackIntoThe")}
          </p>
        </div>
      ) : null}

      <ErrorMessage message={error} className="mt-3" />

      {dialog === "reject" ? (
        <RejectDialog
          candidateName={candidateName}
          jobTitle={jobTitle}
          onClose={() => setDialog(null)}
          onConfirm={(rejection, notify) =>
            // an e-mailed rejection cannot be taken back, so only the silent one offers Undo
            notify
              ? save({ status: "rejected", ...rejection, notifyCandidate: true }, t("rejectedAndEmailed", { name: candidateName }))
              : save({ status: "rejected", ...rejection }, t("rejected", { name: candidateName }), { status: "active" })
          }
        />
      ) : null}
      {dialog === "shortcuts" ? <ShortcutsDialog title={t("keyboardShortcutsOfTheApplication")} shortcuts={APPLICATION_SHORTCUTS} onClose={() => setDialog(null)} /> : null}
      {dialog === "hire" && finalStage ? (
        <HireDialog
          candidateName={candidateName}
          finalStageName={finalStage.name}
          onClose={() => setDialog(null)}
          onConfirm={() => save({ status: "hired" }, t("hiredAndMoved", { name: candidateName, stage: finalStage.name }))}
        />
      ) : null}
    </Section>
  );
}

const APPLICATION_SHORTCUTS: Shortcut[] = [
  { keys: ["n"], action: "moveNext" },
  { keys: ["m"], action: "chooseStage" },
  { keys: ["r"], action: "reject" },
  { keys: ["u"], action: "undoMove" },
  { keys: ["?"], action: "showShortcuts" },
];

type Keys = { onShortcuts: () => void; onMove: (() => void) | null; onMoveNext: (() => void) | null; onReject: (() => void) | null; onUndo: () => boolean };

// The application screen's keys (docs/decisions/223); none fires while typing or with a dialog open.
function useApplicationKeys(keys: Keys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isTypingTarget(event)) return;
      const k = latest.current;
      const run = (action: (() => void) | null) => {
        if (!action) return;
        event.preventDefault();
        action();
      };
      if (event.key === "?") run(k.onShortcuts);
      else if (event.key === "m") run(k.onMove);
      else if (event.key === "n") run(k.onMoveNext);
      else if (event.key === "r") run(k.onReject);
      else if (event.key === "u" && k.onUndo()) event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
