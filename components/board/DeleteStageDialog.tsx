"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import type { Stage } from "@/lib/ui/types";
import { useAction } from "@/lib/ui/use-action";
import { useTranslations } from "next-intl";

type Props = {
  stage: Stage;
  stages: Stage[];
  // applications in the stage, whatever their status (all of them move)
  held: number;
  onConfirm: (moveToStageId: number | null) => Promise<void>;
  onClose: () => void;
};

// Deleting a stage that holds applications asks where they go (docs/decisions/163); by default the
// stage before it, so nobody jumps ahead in the pipeline.
export function DeleteStageDialog({ stage, stages, held, onConfirm, onClose }: Props) {
  const t = useTranslations("Recruiter.Board.DeleteStageDialog");
  const others = stages.filter((s) => s.id !== stage.id);
  const index = stages.findIndex((s) => s.id === stage.id);
  const fallback = stages[index - 1] ?? stages[index + 1];
  const [target, setTarget] = useState(fallback ? String(fallback.id) : "");
  const { pending, error, run } = useAction();
  const isFinal = index === stages.length - 1;
  const plural = held === 1 ? "application" : "applications";

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={`Delete stage ${stage.name}?`}
      description={
        held > 0
          ? `${stage.name} holds ${held} ${plural} (any status). They move to the stage you choose; the time they spent in ${stage.name} is no longer reported.`
          : `Nobody is in ${stage.name}. Its history in the reports goes with it.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void run(() => onConfirm(held > 0 ? Number(target) : null))}>
            {t("deleteStage")}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {held > 0 ? (
          <Select label={`Move the ${held} ${plural} to`} value={target} onChange={(e) => setTarget(e.target.value)} options={others.map((s) => ({ value: String(s.id), label: s.name }))} />
        ) : null}
        {isFinal ? (
          <p className="text-sm text-slate-700">
            {stage.name} is the final stage. Once it is gone, {stages[index - 1]?.name ?? t("theStageBeforeIt")} becomes the stage that hiring moves candidates to.
          </p>
        ) : null}
        <ErrorMessage message={error} />
      </div>
    </Dialog>
  );
}
