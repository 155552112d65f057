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

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("title", { name: stage.name })}
      description={
        held > 0
          ? t("holds", { name: stage.name, count: held })
          : t("nobody", { name: stage.name })
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
          <Select label={t("moveThe", { count: held })} value={target} onChange={(e) => setTarget(e.target.value)} options={others.map((s) => ({ value: String(s.id), label: s.name }))} />
        ) : null}
        {isFinal ? (
          <p className="text-sm text-slate-700">
            {t("finalStage", { name: stage.name, previous: stages[index - 1]?.name ?? t("theStageBeforeIt") })}
          </p>
        ) : null}
        <ErrorMessage message={error} />
      </div>
    </Dialog>
  );
}
