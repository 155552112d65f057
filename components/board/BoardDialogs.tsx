"use client";

import { useEffect, useState } from "react";
import { HireDialog, RejectDialog } from "@/components/status/StatusDialogs";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { useToast } from "@/components/ui/Toast";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { ApplicationListItem, Stage } from "@/lib/ui/types";
import { BulkFailuresDialog, BulkRejectDialog, MoveDialog, RequestReviewsDialog, TagDialog } from "./BulkDialogs";
import { BulkMessageDialog } from "./BulkMessageDialog";
import { DeleteStageDialog } from "./DeleteStageDialog";
import { BOARD_SHORTCUTS, ShortcutsDialog } from "./ShortcutsDialog";
import { StageNameDialog } from "./StageNameDialog";
import type { BoardActions } from "./use-board-actions";
import type { Board, BulkOutcome } from "./use-board";
import { useTranslations } from "next-intl";

export type OpenDialog =
  | { kind: "add-stage" }
  | { kind: "edit-stage"; stage: Stage }
  | { kind: "delete-stage"; stage: Stage }
  | { kind: "reject"; application: ApplicationListItem }
  | { kind: "hire"; application: ApplicationListItem }
  // a card dropped on the final stage: hire, or only move it there
  | { kind: "dropped-on-final"; application: ApplicationListItem }
  // one card (the m key) or the selection
  | { kind: "move"; applications: ApplicationListItem[] }
  | { kind: "bulk-reject"; applications: ApplicationListItem[] }
  | { kind: "bulk-reviews"; applications: ApplicationListItem[] }
  | { kind: "bulk-tags"; applications: ApplicationListItem[] }
  | { kind: "bulk-message"; applications: ApplicationListItem[] }
  | { kind: "bulk-failures"; title: string; outcome: BulkOutcome }
  | { kind: "shortcuts" }
  | null;

type Props = {
  open: OpenDialog;
  setOpen: (open: OpenDialog) => void;
  board: Board;
  actions: BoardActions;
  // the selection keeps only what a bulk action could not do
  onBulkDone: (outcome: BulkOutcome, title: string) => void;
};

// Every dialog of the board: stages (add before the final stage, rename, delete), the closing
// actions, moves and bulk actions, and the list of shortcuts.
export function BoardDialogs({ open, setOpen, board, actions, onBulkDone }: Props) {
  const t = useTranslations("Recruiter.Board.BoardDialogs");
  const toast = useToast();
  const stages = board.header?.stages ?? [];
  const finalStage = stages.at(-1);
  const close = () => setOpen(null);
  if (!open) return null;

  switch (open.kind) {
    case "add-stage":
      return (
        <StageNameDialog
          title={t("addStage")}
          submitLabel={t("addStage")}
          initialName=""
          hint={finalStage ? t("goesBeforeFinal", { stage: finalStage.name }) : undefined}
          onClose={close}
          onSubmit={async (name) => {
            const failure = await board.addStage(name);
            close();
            if (failure) toast.show(t("addedAtEnd", { name, stage: finalStage?.name ?? "", error: failure }), "error");
            else toast.show(t("added", { name }));
          }}
        />
      );
    case "edit-stage":
      return (
        <StageNameDialog
          title={t("editTitle", { name: open.stage.name })}
          submitLabel={t("rename")}
          initialName={open.stage.name}
          initialCandidateLabel={open.stage.candidateLabel}
          onClose={close}
          extraAction={
            stages.length > 1 ? (
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen({ kind: "delete-stage", stage: open.stage })}>
                {t("deleteStage")}
              </Button>
            ) : null
          }
          onSubmit={async (name, candidateLabel) => {
            await board.renameStage(open.stage.id, name, candidateLabel);
            close();
            toast.show(t("renamed", { name }));
          }}
        />
      );
    case "delete-stage":
      return <DeleteStage stage={open.stage} stages={stages} board={board} onClose={close} />;
    case "reject":
      return (
        <RejectDialog
          candidateName={open.application.name}
          jobTitle={board.header?.job.title ?? ""}
          onClose={close}
          onConfirm={async (rejection, notifyCandidate) => {
            await actions.reject(open.application, rejection, notifyCandidate);
            close();
          }}
        />
      );
    case "hire":
    case "dropped-on-final": {
      if (!finalStage) return null;
      const { application } = open;
      return (
        <HireDialog
          candidateName={application.name}
          finalStageName={finalStage.name}
          onClose={close}
          onConfirm={async () => {
            await actions.hire(application);
            close();
          }}
          onMoveOnly={
            open.kind === "dropped-on-final"
              ? async () => {
                  close();
                  await actions.move(application, finalStage.id);
                }
              : undefined
          }
        />
      );
    }
    case "move": {
      const { applications } = open;
      // the stage every card is already in is no destination; one card starts on its next stage
      const from = new Set(applications.map((a) => a.currentStageId));
      const shared = from.size === 1 ? [...from][0] : null;
      const at = stages.findIndex((s) => s.id === shared);
      return (
        <MoveDialog
          subject={applications.length === 1 ? applications[0].name : t("applications", { count: applications.length })}
          stages={stages.filter((s) => s.id !== shared)}
          initialStageId={at >= 0 ? (stages[at + 1]?.id ?? null) : null}
          onClose={close}
          onConfirm={async (stageId) => {
            if (applications.length === 1) {
              close();
              return actions.move(applications[0], stageId);
            }
            const outcome = await actions.bulk(applications, { action: "move", currentStageId: stageId });
            onBulkDone(outcome, t("bulkFailed.notMoved"));
          }}
        />
      );
    }
    case "bulk-reject":
      return (
        <BulkRejectDialog
          count={open.applications.length}
          onClose={close}
          onConfirm={async (rejection, notifyCandidate) => {
            const outcome = await actions.bulk(open.applications, { action: "reject", ...rejection, notifyCandidate });
            onBulkDone(outcome, t("bulkFailed.notRejected"));
          }}
        />
      );
    case "bulk-reviews":
      return (
        <RequestReviewsDialog
          count={open.applications.length}
          onClose={close}
          onConfirm={async (userIds) => {
            const outcome = await actions.bulk(open.applications, { action: "requestReviews", userIds });
            onBulkDone(outcome, t("bulkFailed.reviewsNotRequested"));
          }}
        />
      );
    case "bulk-tags":
      return (
        <TagDialog
          count={open.applications.length}
          onClose={close}
          onConfirm={async (tags) => {
            const outcome = await actions.bulk(open.applications, { action: "addTags", tags });
            onBulkDone(outcome, t("bulkFailed.notTagged"));
          }}
        />
      );
    case "bulk-message":
      return (
        <BulkMessageDialog
          count={open.applications.length}
          onClose={close}
          onConfirm={async (message) => {
            const outcome = await actions.bulk(open.applications, { action: "sendMessage", message });
            onBulkDone(outcome, t("bulkFailed.notWrittenTo"));
          }}
        />
      );
    case "bulk-failures":
      return <BulkFailuresDialog title={open.title} outcome={open.outcome} onClose={close} />;
    case "shortcuts":
      return <ShortcutsDialog title={t("keyboardShortcutsOfTheBoard")} shortcuts={BOARD_SHORTCUTS} onClose={close} />;
  }
}

// The number of applications a stage holds is asked of the server (the board may show a filtered part).
function DeleteStage({ stage, stages, board, onClose }: { stage: Stage; stages: Stage[]; board: Board; onClose: () => void }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Board.BoardDialogs");
  const toast = useToast();
  const [held, setHeld] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { countInStage } = board;
  useEffect(() => {
    countInStage(stage.id).then(setHeld, (caught: unknown) => setError(messageOf(caught)));
  }, [countInStage, stage.id, messageOf]);
  if (held === null) {
    return (
      <Dialog open onClose={onClose} title={t("deleteTitle", { name: stage.name })} footer={<Button variant="secondary" onClick={onClose}>{t("cancel")}</Button>}>
        <p className="text-sm text-slate-700">{error ? t("notCounted", { error }) : t("countingItsApplications")}</p>
      </Dialog>
    );
  }
  return (
    <DeleteStageDialog
      stage={stage}
      stages={stages}
      held={held}
      onClose={onClose}
      onConfirm={async (moveToStageId) => {
        const { movedApplications } = await board.deleteStage(stage.id, moveToStageId);
        onClose();
        const target = stages.find((s) => s.id === moveToStageId)?.name;
        toast.show(movedApplications > 0 ? t("deletedMoved", { name: stage.name, count: movedApplications, target: target ?? "" }) : t("deleted", { name: stage.name }));
      }}
    />
  );
}
