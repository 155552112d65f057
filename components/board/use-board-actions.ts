"use client";

import { useRef } from "react";
import { useToast } from "@/components/ui/Toast";
import { messageOf } from "@/lib/ui/api";
import type { ApplicationListItem } from "@/lib/ui/types";
import type { Board, BulkAction, BulkOutcome } from "./use-board";

// The Undo of a toast lasts as long as the toast (docs/decisions/221).
const UNDO_MS = 5000;

// The board's changes as a person makes them: each answered by a toast, moves and rejections with
// an Undo that goes back through the API (the u key runs the latest while it shows).
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
      const back = await board.moveApplication(moved, fromStageId);
      if (back) throw new Error(back);
    });
  }

  // throws the API's refusal to the dialog that asked
  async function reject(application: ApplicationListItem, reason: string) {
    const rejected = await board.setStatus(application, "rejected", reason);
    offerUndo(`${application.name} rejected`, async () => {
      await board.setStatus(rejected, "active", null);
    });
  }

  // hiring is final in the API, so its toast has no Undo
  async function hire(application: ApplicationListItem) {
    const hired = await board.setStatus(application, "hired", null);
    toast.show(`${application.name} hired and moved to ${stageName(hired.currentStageId)}`);
  }

  async function bulk(applications: ApplicationListItem[], action: BulkAction): Promise<BulkOutcome> {
    onError(null);
    const outcome = await board.bulk(applications, action);
    const n = outcome.succeeded.length;
    const done = `${n} ${n === 1 ? "application" : "applications"}`;
    if (n > 0) {
      const message =
        action.action === "move" ? `Moved ${done} to ${stageName(action.currentStageId)}` : action.action === "reject" ? `Rejected ${done}` : `Reviews requested for ${done}`;
      toast.show(message);
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
