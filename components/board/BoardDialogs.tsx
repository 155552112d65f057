"use client";

import { HireDialog, RejectDialog } from "@/components/status/StatusDialogs";
import { Button } from "@/components/ui/Button";
import { useToast } from "@/components/ui/Toast";
import type { ApplicationListItem, Stage } from "@/lib/ui/types";
import { DeleteStageDialog } from "./DeleteStageDialog";
import { StageNameDialog } from "./StageNameDialog";
import type { useBoard } from "./use-board";

export type OpenDialog =
  | { kind: "add-stage" }
  | { kind: "edit-stage"; stage: Stage }
  | { kind: "delete-stage"; stage: Stage }
  | { kind: "reject"; application: ApplicationListItem }
  | { kind: "hire"; application: ApplicationListItem }
  // a card dropped on the final stage: hire, or only move it there
  | { kind: "dropped-on-final"; application: ApplicationListItem }
  | null;

type Props = {
  open: OpenDialog;
  setOpen: (open: OpenDialog) => void;
  board: ReturnType<typeof useBoard>;
  onError: (message: string) => void;
};

// Every dialog of the board: stages (add before the final stage, rename, delete) and the closing actions.
export function BoardDialogs({ open, setOpen, board, onError }: Props) {
  const toast = useToast();
  const stages = board.data?.stages ?? [];
  const finalStage = stages.at(-1);
  const close = () => setOpen(null);
  if (!open) return null;

  switch (open.kind) {
    case "add-stage":
      return (
        <StageNameDialog
          title="Add stage"
          submitLabel="Add stage"
          initialName=""
          hint={finalStage ? `It goes before ${finalStage.name}, the final stage. Drag its header to move it.` : undefined}
          onClose={close}
          onSubmit={async (name) => {
            const failure = await board.addStage(name);
            close();
            if (failure) onError(`Stage ${name} was added at the end, but could not be put before ${finalStage?.name}: ${failure}`);
            else toast.show(`Stage ${name} added`);
          }}
        />
      );
    case "edit-stage":
      return (
        <StageNameDialog
          title={`Edit stage ${open.stage.name}`}
          submitLabel="Rename"
          initialName={open.stage.name}
          onClose={close}
          extraAction={
            stages.length > 1 ? (
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen({ kind: "delete-stage", stage: open.stage })}>
                Delete stage
              </Button>
            ) : null
          }
          onSubmit={async (name) => {
            await board.renameStage(open.stage.id, name);
            close();
            toast.show(`Stage renamed to ${name}`);
          }}
        />
      );
    case "delete-stage":
      return (
        <DeleteStageDialog
          stage={open.stage}
          stages={stages}
          held={board.data?.applications.filter((a) => a.currentStageId === open.stage.id).length ?? 0}
          onClose={close}
          onConfirm={async (moveToStageId) => {
            const { movedApplications } = await board.deleteStage(open.stage.id, moveToStageId);
            close();
            const target = stages.find((s) => s.id === moveToStageId)?.name;
            toast.show(movedApplications > 0 ? `Stage ${open.stage.name} deleted; ${movedApplications} moved to ${target}` : `Stage ${open.stage.name} deleted`);
          }}
        />
      );
    case "reject":
      return (
        <RejectDialog
          candidateName={open.application.name}
          onClose={close}
          onConfirm={async (reason) => {
            await board.setStatus(open.application, "rejected", reason);
            close();
            toast.show(`${open.application.name} rejected`);
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
            await board.setStatus(application, "hired", null);
            close();
            toast.show(`${application.name} hired and moved to ${finalStage.name}`);
          }}
          onMoveOnly={
            open.kind === "dropped-on-final"
              ? async () => {
                  const failure = await board.moveApplication(application, finalStage.id);
                  if (failure) throw new Error(failure);
                  close();
                  toast.show(`Moved ${application.name} to ${finalStage.name}`);
                }
              : undefined
          }
        />
      );
    }
  }
}
