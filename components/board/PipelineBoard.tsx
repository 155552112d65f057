"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { SortableContext, horizontalListSortingStrategy } from "@dnd-kit/sortable";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { Button, ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { APPLICATION_STATUS_LABELS } from "@/lib/ui/format";
import type { ApplicationListItem, Stage } from "@/lib/ui/types";
import { ApplicationCard, CardBody } from "./ApplicationCard";
import { BoardColumn } from "./BoardColumn";
import { BoardSkeleton } from "./BoardSkeleton";
import { appDndId, boardAnnouncements, boardCollision, boardKeyboardCoordinates, idFrom, screenReaderInstructions, stageDndId, type DragData } from "./dnd";
import { StageNameDialog } from "./StageNameDialog";
import { HireDialog, RejectDialog } from "./StatusDialogs";
import { useBoard } from "./use-board";

type StatusFilter = "active" | "all" | ApplicationListItem["status"];
type Open =
  | { kind: "add-stage" }
  | { kind: "rename-stage"; stage: Stage }
  | { kind: "reject"; application: ApplicationListItem }
  | { kind: "hire"; application: ApplicationListItem }
  | null;

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "all", label: "All statuses" },
  ...(["hired", "rejected", "withdrawn"] as const).map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] })),
];

export function PipelineBoard({ jobId }: { jobId: string }) {
  const board = useBoard(jobId);
  const toast = useToast();
  const [query, setQuery] = useState("");
  const [statusFilter, setStatusFilter] = useState<StatusFilter>("active");
  const [boardError, setBoardError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [dragging, setDragging] = useState<ApplicationListItem | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const data = board.data;
  const stages = useMemo(() => data?.stages ?? [], [data]);
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (data?.applications ?? []).filter(
      (a) =>
        (statusFilter === "all" || a.status === statusFilter) &&
        (!needle || a.name.toLowerCase().includes(needle) || a.email.toLowerCase().includes(needle)),
    );
  }, [data, query, statusFilter]);
  const byStage = useMemo(() => {
    const map = new Map<number, ApplicationListItem[]>(stages.map((s) => [s.id, []]));
    for (const a of visible) map.get(a.currentStageId)?.push(a);
    return map;
  }, [stages, visible]);

  const stageName = (dndId: string | number) => stages.find((s) => s.id === idFrom(dndId))?.name ?? "unknown";
  const announcements = useMemo(() => boardAnnouncements((id) => stages.find((s) => s.id === idFrom(id))?.name ?? "unknown"), [stages]);

  if (board.status === 404 || board.status === 400) {
    return <EmptyState title="Job not found" description="It does not exist or you do not have access to it." action={<ButtonLink href="/jobs" variant="secondary">Back to jobs</ButtonLink>} />;
  }

  function onDragStart(event: DragStartEvent) {
    setBoardError(null);
    const drag = event.active.data.current as DragData | undefined;
    if (drag?.type === "application") setDragging(data?.applications.find((a) => appDndId(a.id) === event.active.id) ?? null);
  }

  async function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const { active, over } = event;
    if (!over) return;
    const drag = active.data.current as DragData | undefined;
    if (drag?.type === "application") {
      const application = data?.applications.find((a) => appDndId(a.id) === active.id);
      const toStageId = idFrom(over.id);
      if (!application || application.currentStageId === toStageId) return;
      const failure = await board.moveApplication(application, toStageId);
      if (failure) setBoardError(`Could not move ${application.name} to ${stageName(over.id)}: ${failure}`);
      else toast.show(`Moved ${application.name} to ${stageName(over.id)}`);
    } else if (drag?.type === "stage") {
      const from = stages.findIndex((s) => stageDndId(s.id) === active.id);
      const to = stages.findIndex((s) => stageDndId(s.id) === over.id);
      if (from < 0 || to < 0 || from === to) return;
      const failure = await board.reorderStages(from, to);
      if (failure) setBoardError(`Could not reorder the stages: ${failure}`);
      else toast.show(`Moved stage ${drag.name}`);
    }
  }

  const canManage = data?.canManage ?? false;
  return (
    <>
      <PageHeader
        title={data ? data.job.title : <Skeleton className="h-8 w-64" />}
        description={data ? `${data.applications.length} ${data.applications.length === 1 ? "application" : "applications"} in ${stages.length} stages` : "\u00a0"}
        actions={
          canManage ? (
            <>
              <ButtonLink href={`/jobs/${jobId}/edit`} variant="secondary">
                Edit job
              </ButtonLink>
              <Button onClick={() => setOpen({ kind: "add-stage" })}>Add stage</Button>
            </>
          ) : null
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]" role="search" aria-label="Filter applications">
        <Input label="Filter by name or e-mail" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <Select label="Status" value={statusFilter} onChange={(e) => setStatusFilter(e.target.value as StatusFilter)} options={STATUS_OPTIONS} />
      </div>
      <ErrorMessage message={board.error} onRetry={board.reload} className="mb-3" />
      <ErrorMessage message={boardError} className="mb-3" />
      {board.ratingsError ? <p className="mb-3 text-sm text-slate-600">{board.ratingsError}</p> : null}
      {!data ? (
        board.error ? null : <BoardSkeleton />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollision}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
        >
          <div role="region" aria-label="Pipeline board" tabIndex={0} className="-mx-3 flex gap-3 overflow-x-auto px-3 pb-4 sm:mx-0 sm:px-0">
            <SortableContext items={stages.map((s) => stageDndId(s.id))} strategy={horizontalListSortingStrategy}>
              {stages.map((stage) => {
                const cards = byStage.get(stage.id) ?? [];
                return (
                  <BoardColumn key={stage.id} stage={stage} count={cards.length} canManage={canManage} onRename={(s) => setOpen({ kind: "rename-stage", stage: s })}>
                    {cards.length === 0 ? (
                      <li className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">{canManage ? "Drop an application here" : "No applications"}</li>
                    ) : (
                      cards.map((application) => (
                        <ApplicationCard
                          key={application.id}
                          application={application}
                          rating={board.ratings.get(application.id)}
                          canManage={canManage}
                          onReject={(a) => setOpen({ kind: "reject", application: a })}
                          onHire={(a) => setOpen({ kind: "hire", application: a })}
                        />
                      ))
                    )}
                  </BoardColumn>
                );
              })}
            </SortableContext>
          </div>
          <DragOverlay>
            {dragging ? (
              <div className="w-54 rotate-2 rounded-lg border border-brand-500 bg-white p-3 shadow-xl">
                <CardBody application={dragging} rating={board.ratings.get(dragging.id)} />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      {data && data.applications.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No applications yet. They arrive here when candidates apply on your careers page.</p>
      ) : null}
      {open?.kind === "add-stage" ? (
        <StageNameDialog
          title="Add stage"
          submitLabel="Add stage"
          initialName=""
          onClose={() => setOpen(null)}
          onSubmit={async (name) => {
            await board.addStage(name);
            setOpen(null);
            toast.show(`Stage ${name} added`);
          }}
        />
      ) : null}
      {open?.kind === "rename-stage" ? (
        <StageNameDialog
          title={`Rename stage ${open.stage.name}`}
          submitLabel="Rename"
          initialName={open.stage.name}
          onClose={() => setOpen(null)}
          onSubmit={async (name) => {
            await board.renameStage(open.stage.id, name);
            setOpen(null);
            toast.show(`Stage renamed to ${name}`);
          }}
        />
      ) : null}
      {open?.kind === "reject" ? (
        <RejectDialog
          application={open.application}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            await board.setStatus(open.application, "rejected", reason);
            setOpen(null);
            toast.show(`${open.application.name} rejected`);
          }}
        />
      ) : null}
      {open?.kind === "hire" ? (
        <HireDialog
          application={open.application}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await board.setStatus(open.application, "hired", null);
            setOpen(null);
            toast.show(`${open.application.name} marked as hired`);
          }}
        />
      ) : null}
    </>
  );
}
