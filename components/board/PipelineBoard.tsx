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
import type { ApplicationListItem } from "@/lib/ui/types";
import { ApplicationCard, CardBody } from "./ApplicationCard";
import { BoardColumn } from "./BoardColumn";
import { BoardDialogs, type OpenDialog } from "./BoardDialogs";
import { BoardScroller } from "./BoardScroller";
import { BoardSkeleton } from "./BoardSkeleton";
import { DEFAULT_STATUS_FILTER, STATUS_OPTIONS, boardSummary, filterApplications, isFiltering, noMatchText, type StatusFilter } from "./board-filter";
import { appDndId, boardAnnouncements, boardCollision, boardKeyboardCoordinates, idFrom, screenReaderInstructions, stageDndId, type DragData } from "./dnd";
import { useBoard } from "./use-board";

export function PipelineBoard({ jobId }: { jobId: string }) {
  const board = useBoard(jobId);
  const toast = useToast();
  const [query, setQuery] = useState("");
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [boardError, setBoardError] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [dragging, setDragging] = useState<ApplicationListItem | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const data = board.data;
  const stages = useMemo(() => data?.stages ?? [], [data]);
  const finalStageId = stages.at(-1)?.id;
  const visible = useMemo(() => filterApplications(data?.applications ?? [], query, statusFilter), [data, query, statusFilter]);
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
      // the final stage is where hires go: dropping there offers to mark the candidate hired
      if (toStageId === finalStageId) return setOpen({ kind: "dropped-on-final", application });
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
  const total = data?.applications.length ?? 0;
  const filtering = isFiltering(query, statusFilter);
  const clearFilters = () => {
    setQuery("");
    setStatusFilter(DEFAULT_STATUS_FILTER);
  };
  const emptyColumn = filtering ? "No matches" : canManage ? "Drop an application here" : "No applications";
  return (
    <>
      <PageHeader
        title={data ? data.job.title : <Skeleton className="h-8 w-64" />}
        description={data ? boardSummary(visible.length, total, stages.length) : "\u00a0"}
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
      ) : total > 0 && visible.length === 0 ? (
        <EmptyState
          {...noMatchText(query, statusFilter, total)}
          action={
            <Button variant="secondary" onClick={statusFilter === DEFAULT_STATUS_FILTER && !query.trim() ? () => setStatusFilter("all") : clearFilters}>
              {statusFilter === DEFAULT_STATUS_FILTER && !query.trim() ? "Show all statuses" : "Clear filters"}
            </Button>
          }
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollision}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
        >
          <BoardScroller stageCount={stages.length}>
            <SortableContext items={stages.map((s) => stageDndId(s.id))} strategy={horizontalListSortingStrategy}>
              {stages.map((stage) => {
                const cards = byStage.get(stage.id) ?? [];
                const isFinal = stage.id === finalStageId;
                return (
                  <BoardColumn key={stage.id} stage={stage} count={cards.length} isFinal={isFinal} canManage={canManage} onEdit={(s) => setOpen({ kind: "edit-stage", stage: s })}>
                    {cards.length === 0 ? (
                      <li className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">{emptyColumn}</li>
                    ) : (
                      cards.map((application) => (
                        <ApplicationCard
                          key={application.id}
                          application={application}
                          rating={board.ratings.get(application.id)}
                          canManage={canManage}
                          inFinalStage={isFinal}
                          onReject={(a) => setOpen({ kind: "reject", application: a })}
                          onHire={(a) => setOpen({ kind: "hire", application: a })}
                        />
                      ))
                    )}
                  </BoardColumn>
                );
              })}
            </SortableContext>
          </BoardScroller>
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
      <BoardDialogs open={open} setOpen={setOpen} board={board} onError={setBoardError} />
    </>
  );
}
