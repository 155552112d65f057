"use client";

import { useRef } from "react";
import { useRouter } from "next/navigation";
import { call } from "@/lib/ui/api";
import type { Rejection } from "@/components/status/RejectionReasonFields";
import { useToast } from "@/components/ui/Toast";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { ApplicationListItem } from "@/lib/ui/types";
import type { Board, BulkAction, BulkOutcome } from "./use-board";
import { useTranslations } from "next-intl";
import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// The Undo of a toast lasts as long as the toast (docs/decisions/221).
const UNDO_MS = 5000;

// ids grouped by a key, in first-seen order
function groupBy(ids: number[], keyOf: (id: number) => string | null) {
  const groups = new Map<string, number[]>();
  for (const id of ids) {
    const key = keyOf(id);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return groups;
}

// The board's changes as a person makes them: each answered by a toast, with an Undo that goes
// back through the API marked `undo: true` (the u key runs the latest while it shows). Bulk
// actions have one too (decision 280); only a hire and an e-mailed rejection cannot be taken back.
export function useBoardActions(board: Board, onError: (message: string | null) => void) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Board.Actions");
  const toast = useToast();
  const router = useRouter();
  const lastUndo = useRef<{ run: () => void; until: number } | null>(null);
  const stageName = (id: number) => board.header?.stages.find((s) => s.id === id)?.name ?? t("anotherStage");

  function offerUndo(message: string, undo: () => Promise<void>) {
    let used = false;
    const run = () => {
      if (used) return;
      used = true;
      lastUndo.current = null;
      undo().then(
        () => toast.show(t("undone"), "info"),
        (caught: unknown) => onError(t("couldNotUndo", { error: messageOf(caught) })),
      );
    };
    lastUndo.current = { run, until: Date.now() + UNDO_MS };
    toast.show(message, "success", { label: t("undo"), run });
  }

  async function move(application: ApplicationListItem, toStageId: number) {
    onError(null);
    const fromStageId = application.currentStageId;
    const failure = await board.moveApplication(application, toStageId);
    if (failure) return onError(t("couldNotMove", { name: application.name, stage: stageName(toStageId), error: failure }));
    const moved = { ...application, currentStageId: toStageId };
    offerUndo(t("moved", { name: application.name, stage: stageName(toStageId) }), async () => {
      const back = await board.moveApplication(moved, fromStageId, { undo: true });
      if (back) throw new Error(back);
    });
    void announcePlannedInterviews(application, toStageId);
  }

  // After a move, what the new stage's plan still asks for (issue 47): a notice beside the move's,
  // whose action opens the application to schedule them. A failed look-up only skips the notice.
  async function announcePlannedInterviews(application: ApplicationListItem, toStageId: number) {
    try {
      const { interviews } = await call<typeof interviewPlanOperations.listPlannedInterviews>("GET", `/api/applications/${application.id}/planned-interviews`);
      const open = interviews.filter((i) => !i.scheduled && i.stageId === toStageId);
      if (open.length === 0) return;
      toast.show(t("stageNeedsInterviews", { name: application.name, stage: stageName(toStageId), count: open.length }), "info", {
        label: t("openApplication"),
        run: () => router.push(`/applications/${application.id}#interviews`),
      });
    } catch {
      return;
    }
  }

  // throws the API's refusal to the dialog that asked; an e-mailed rejection cannot be taken back,
  // so only the silent one offers Undo (as on the application page)
  async function reject(application: ApplicationListItem, rejection: Rejection, notifyCandidate = false) {
    if (notifyCandidate) {
      await board.setStatus(application, "rejected", { ...rejection, notifyCandidate });
      toast.show(t("rejectedAndEmailed", { name: application.name }));
      return;
    }
    const rejected = await board.setStatus(application, "rejected", rejection);
    offerUndo(t("rejected", { name: application.name }), async () => {
      await board.setStatus(rejected, "active", null, { undo: true });
    });
  }

  // hiring is final in the API, so its toast has no Undo
  async function hire(application: ApplicationListItem) {
    const hired = await board.setStatus(application, "hired", null);
    toast.show(t("hired", { name: application.name, stage: stageName(hired.currentStageId) }));
  }

  // Sends the Undo of a bulk action: one request per group of cards that go back the same way.
  async function undoBulk(outcome: BulkOutcome, groups: Map<string, number[]>, actionOf: (key: string) => BulkAction) {
    let failed = 0;
    for (const [key, ids] of groups) {
      const cards = ids.map((id) => outcome.after.get(id)).filter((a): a is ApplicationListItem => a !== undefined);
      const back = await board.bulk(cards, actionOf(key), { undo: true });
      failed += back.failed.length;
    }
    if (failed > 0) throw new Error(t("notChangedBack", { count: failed }));
  }

  async function bulk(applications: ApplicationListItem[], action: BulkAction): Promise<BulkOutcome> {
    onError(null);
    const before = new Map(applications.map((a) => [a.id, a]));
    const outcome = await board.bulk(applications, action);
    const n = outcome.succeeded.length;
    if (n === 0) return outcome;
    if (action.action === "move") {
      // each card goes back to the stage it came from
      const groups = groupBy(outcome.succeeded, (id) => String(before.get(id)?.currentStageId ?? ""));
      offerUndo(t("bulkMoved", { count: n, stage: stageName(action.currentStageId) }), () => undoBulk(outcome, groups, (stageId) => ({ action: "move", currentStageId: Number(stageId) })));
    } else if (action.action === "reject" && action.notifyCandidate) {
      // the e-mails are on their way and cannot be recalled (decision 221)
      toast.show(t("bulkRejectedNotified", { count: n }));
    } else if (action.action === "reject") {
      offerUndo(t("bulkRejected", { count: n }), () => undoBulk(outcome, new Map([["", outcome.succeeded]]), () => ({ action: "reopen" })));
    } else if (action.action === "requestReviews") {
      // only the requests this action added go; colleagues asked before stay asked
      const groups = groupBy(outcome.succeeded, (id) => {
        const added = outcome.added.get(id) ?? [];
        return added.length ? JSON.stringify(added) : null;
      });
      const undo = () => undoBulk(outcome, groups, (userIds) => ({ action: "cancelReviews", userIds: JSON.parse(userIds) as string[] }));
      if (groups.size > 0) offerUndo(t("reviewsRequested", { count: n }), undo);
      else toast.show(t("reviewsAlready", { count: n }));
    } else if (action.action === "addTags") {
      // each candidate loses only the tags this action gave them
      const groups = groupBy(outcome.succeeded, (id) => {
        const added = outcome.added.get(id) ?? [];
        return added.length ? JSON.stringify(added) : null;
      });
      const what = action.tags.map((tag) => t("tag", { tag })).join(", ");
      const undo = () => undoBulk(outcome, groups, (tags) => ({ action: "removeTags", tags: JSON.parse(tags) as string[] }));
      if (groups.size > 0) offerUndo(t("tagged", { count: n, tags: what }), undo);
      else toast.show(t("taggedAlready", { count: n, tags: what }));
    } else if (action.action === "sendMessage") {
      // a mail cannot be recalled: no Undo (decision 403)
      toast.show(action.message.sendAt ? t("messageScheduled", { count: n }) : t("messageSent", { count: n }));
    } else {
      toast.show(t("changed", { count: n }));
    }
    return outcome;
  }

  function undoLatest(): boolean {
    const latest = lastUndo.current;
    if (!latest || latest.until < Date.now()) return false;
    latest.run();
    return true;
  }

  return { move, reject, hire, bulk, undoLatest };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
