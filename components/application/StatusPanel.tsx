"use client";

import { useState } from "react";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { useToast } from "@/components/ui/Toast";
import { api, messageOf } from "@/lib/ui/api";
import { APPLICATION_STATUS_LABELS } from "@/lib/ui/format";
import { Section } from "./Section";
import type { Application, Stage } from "./types";

type Props = {
  application: Application;
  stages: Stage[] | null;
  candidateName: string;
  canManage: boolean;
  onChange: (application: Application) => void;
};

export function StatusPanel({ application, stages, candidateName, canManage, onChange }: Props) {
  const toast = useToast();
  const current = stages?.find((stage) => stage.id === application.currentStageId);
  const [targetStageId, setTargetStageId] = useState("");
  const [pending, setPending] = useState<"move" | "reject" | "hire" | "reopen" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"reject" | "hire" | null>(null);
  const [reason, setReason] = useState("");
  const [dialogError, setDialogError] = useState<string | null>(null);
  const isActive = application.status === "active";

  function openDialog(kind: "reject" | "hire") {
    setDialogError(null);
    setDialog(kind);
  }

  async function patch(kind: NonNullable<typeof pending>, body: Record<string, unknown>, done: string, inDialog = false) {
    setPending(kind);
    setError(null);
    setDialogError(null);
    try {
      const result = await api<{ application: Application }>("PATCH", `/api/applications/${application.id}`, { body });
      onChange(result.application);
      setDialog(null);
      setTargetStageId("");
      setReason("");
      toast.show(done);
    } catch (caught) {
      (inDialog ? setDialogError : setError)(messageOf(caught));
    } finally {
      setPending(null);
    }
  }

  function move(event: React.FormEvent) {
    event.preventDefault();
    if (!targetStageId) {
      setError("Choose the stage to move to.");
      return;
    }
    const stage = stages?.find((s) => String(s.id) === targetStageId);
    void patch("move", { currentStageId: Number(targetStageId) }, `Moved to ${stage?.name ?? "the new stage"}`);
  }

  function reject(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setDialogError("Give a reason, so colleagues know why this candidate was rejected.");
      return;
    }
    void patch("reject", { status: "rejected", rejectionReason: reason.trim() }, `${candidateName} was rejected`, true);
  }

  const otherStages = (stages ?? []).filter((stage) => stage.id !== application.currentStageId);

  return (
    <Section id="status" title="Stage and status">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Stage</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{stages === null ? "Loading…" : (current?.name ?? "Unknown stage")}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="mt-0.5">
            <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
          </dd>
        </div>
      </dl>

      {!isActive ? (
        <p className="mt-3 text-sm text-slate-600">
          {application.status === "hired"
            ? "This candidate was hired; the application is closed for good."
            : application.status === "withdrawn"
              ? "The candidate withdrew this application. Reopen it only if they asked to continue."
              : "This application was rejected and can no longer be moved unless it is reopened."}
        </p>
      ) : null}

      {canManage && isActive ? (
        <>
          <form onSubmit={move} className="mt-4 flex flex-wrap items-end gap-2">
            <Select
              label="Move to stage"
              fieldClassName="min-w-0 flex-1"
              placeholder="Choose a stage"
              value={targetStageId}
              disabled={stages === null}
              options={otherStages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
              onChange={(event) => setTargetStageId(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={pending === "move"} disabled={pending !== null}>
              Move
            </Button>
          </form>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => openDialog("hire")} disabled={pending !== null}>
              Hire
            </Button>
            <Button variant="danger" onClick={() => openDialog("reject")} disabled={pending !== null}>
              Reject
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
            onClick={() => void patch("reopen", { status: "active" }, "Application reopened")}
          >
            Reopen application
          </Button>
          <p id="reopen-hint" className="mt-1 text-xs text-slate-600">
            It goes back into the pipeline at its current stage.
          </p>
        </div>
      ) : null}


      <ErrorMessage message={error} className="mt-3" />

      <Dialog
        open={dialog === "reject"}
        onClose={() => setDialog(null)}
        title={`Reject ${candidateName}?`}
        description="The application leaves the pipeline. The reason stays internal and is kept with the audit trail."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button type="submit" form="reject-form" variant="danger" loading={pending === "reject"}>
              Reject
            </Button>
          </>
        }
      >
        <form id="reject-form" onSubmit={reject} noValidate>
          <Textarea
            label="Reason"
            required
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint="For example: needs more backend experience."
          />
        </form>
        <ErrorMessage message={dialogError} className="mt-3" />
      </Dialog>

      <Dialog
        open={dialog === "hire"}
        onClose={() => setDialog(null)}
        title={`Hire ${candidateName}?`}
        description="The application is marked as hired and counts as a hire in reports."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button loading={pending === "hire"} onClick={() => void patch("hire", { status: "hired" }, `${candidateName} was hired`, true)}>
              Mark as hired
            </Button>
          </>
        }
      >
        <ErrorMessage message={dialogError} />
      </Dialog>
    </Section>
  );
}
