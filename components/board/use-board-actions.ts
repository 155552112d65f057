"use client";

import { useRef } from "react";
import type { Rejection } from "@/components/status/RejectionReasonFields";
import { useToast } from "@/components/ui/Toast";
import { messageOf } from "@/lib/ui/api";
import type { ApplicationListItem } from "@/lib/ui/types";
import type { Board, BulkAction, BulkOutcome } from "./use-board";

// The Undo of a toast lasts as long as the toast (docs/decisions/221).
const UNDO_MS = 5000;
const count = (n: number) => `${n} ${n === 1 ? "application" : "applications"}`;

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
  const toast = useToast();
  const lastUndo = useRef<{ run: () => void; until: number } | null>(null);
  const stageName = (id: number) => board.header?.stages.find((s) => s.id === id)?.name ?? "another stage";

  function offerUndo(message: string, undo: () => Promise<void>) {
    let used = false;
    const run = () => {
      if (used) return;
      used = true;
      lastUndo.current = null;
      undo().then(
        () => toast.show("Undone", "info"),
        (caught: unknown) => onError(`Could not undo: ${messageOf(caught)}`),
      );
    };
    lastUndo.current = { run, until: Date.now() + UNDO_MS };
    toast.show(message, "success", { label: "Undo", run });
  }

  async function move(application: ApplicationListItem, toStageId: number) {
    onError(null);
    const fromStageId = application.currentStageId;
    const failure = await board.moveApplication(application, toStageId);
    if (failure) return onError(`Could not move ${application.name} to ${stageName(toStageId)}: ${failure}`);
    const moved = { ...application, currentStageId: toStageId };
    offerUndo(`Moved ${application.name} to ${stageName(toStageId)}`, async () => {
      const back = await board.moveApplication(moved, fromStageId, { undo: true });
      if (back) throw new Error(back);
    });
  }

  // throws the API's refusal to the dialog that asked
  async function reject(application: ApplicationListItem, rejection: Rejection) {
    const rejected = await board.setStatus(application, "rejected", rejection);
    offerUndo(`${application.name} rejected`, async () => {
      await board.setStatus(rejected, "active", null, { undo: true });
    });
  }

  // hiring is final in the API, so its toast has no Undo
  async function hire(application: ApplicationListItem) {
    const hired = await board.setStatus(application, "hired", null);
    toast.show(`${application.name} hired and moved to ${stageName(hired.currentStageId)}`);
  }

  // Sends the Undo of a bulk action: one request per group of cards that go back the same way.
  async function undoBulk(outcome: BulkOutcome, groups: Map<string, number[]>, actionOf: (key: string) => BulkAction) {
    let failed = 0;
    for (const [key, ids] of groups) {
      const cards = ids.map((id) => outcome.after.get(id)).filter((a): a is ApplicationListItem => a !== undefined);
      const back = await board.bulk(cards, actionOf(key), { undo: true });
      failed += back.failed.length;
    }
    if (failed > 0) throw new Error(`${count(failed)} could not be changed back`);
  }

  async function bulk(applications: ApplicationListItem[], action: BulkAction): Promise<BulkOutcome> {
    onError(null);
    const before = new Map(applications.map((a) => [a.id, a]));
    const outcome = await board.bulk(applications, action);
    const n = outcome.succeeded.length;
    if (n === 0) return outcome;
    const done = count(n);
    if (action.action === "move") {
      // each card goes back to the stage it came from
      const groups = groupBy(outcome.succeeded, (id) => String(before.get(id)?.currentStageId ?? ""));
      offerUndo(`Moved ${done} to ${stageName(action.currentStageId)}`, () => undoBulk(outcome, groups, (stageId) => ({ action: "move", currentStageId: Number(stageId) })));
    } else if (action.action === "reject" && action.notifyCandidate) {
      // the e-mails are on their way and cannot be recalled (decision 221)
      toast.show(`Rejected ${done}; the candidates are being e-mailed`);
    } else if (action.action === "reject") {
      offerUndo(`Rejected ${done}`, () => undoBulk(outcome, new Map([["", outcome.succeeded]]), () => ({ action: "reopen" })));
    } else if (action.action === "requestReviews") {
      // only the requests this action added go; colleagues asked before stay asked
      const groups = groupBy(outcome.succeeded, (id) => {
        const added = outcome.added.get(id) ?? [];
        return added.length ? JSON.stringify(added) : null;
      });
      const undo = () => undoBulk(outcome, groups, (userIds) => ({ action: "cancelReviews", userIds: JSON.parse(userIds) as string[] }));
      if (groups.size > 0) offerUndo(`Reviews requested for ${done}`, undo);
      else toast.show(`Reviews requested for ${done}; they had all been asked already`);
    } else if (action.action === "addTags") {
      // each candidate loses only the tags this action gave them
      const groups = groupBy(outcome.succeeded, (id) => {
        const added = outcome.added.get(id) ?? [];
        return added.length ? JSON.stringify(added) : null;
      });
      const what = action.tags.map((t) => `“${t}”`).join(", ");
      const undo = () => undoBulk(outcome, groups, (tags) => ({ action: "removeTags", tags: JSON.parse(tags) as string[] }));
      if (groups.size > 0) offerUndo(`Tagged ${done} ${what}`, undo);
      else toast.show(`Tagged ${done} ${what}; they all had the tag already`);
    } else if (action.action === "sendMessage") {
      // a mail cannot be recalled: no Undo (decision 403)
      toast.show(action.message.sendAt ? `Message scheduled for ${done}` : `Message sent to the candidates of ${done}`);
    } else {
      toast.show(`Changed ${done}`);
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
