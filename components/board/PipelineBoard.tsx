"use client";

import { useFormatting } from "@/components/ui/use-formatting";
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
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { can } from "@/lib/auth/caller";
import { Button, ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Skeleton } from "@/components/ui/Spinner";
import type { ApplicationListItem } from "@/lib/ui/types";
import { ApplicationCard, CardBody } from "./ApplicationCard";
import { BoardColumn } from "./BoardColumn";
import { BoardDialogs, type OpenDialog } from "./BoardDialogs";
import { BoardScroller } from "./BoardScroller";
import { BoardSkeleton } from "./BoardSkeleton";
import { DEFAULT_STATUS_FILTER, boardSummary, isFiltering, noMatchText, statusOptions, type StatusFilter } from "./board-filter";
import { hasMore } from "./column-state";
import { boardAnnouncements, boardCollision, boardKeyboardCoordinates, idFrom, screenReaderInstructions, stageDndId, type DragData } from "./dnd";
import { SelectionBar } from "./SelectionBar";
import { useBoard, type BulkOutcome } from "./use-board";
import { useBoardActions } from "./use-board-actions";
import { useBoardKeys } from "./use-board-keys";
import { VirtualCardList } from "./VirtualCardList";
import { useTranslations } from "next-intl";

const SEARCH_DELAY_MS = 300;

export function PipelineBoard({ jobId }: { jobId: string }) {
  const t = useTranslations("Recruiter.Board.PipelineBoard");
  const tr = useTranslations("Recruiter");
  const format = useFormatting();
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [q, setQ] = useState("");
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const filter = useMemo(() => ({ status: statusFilter, q }), [statusFilter, q]);
  const board = useBoard(jobId, filter);
  const [boardError, setBoardError] = useState<string | null>(null);
  const actions = useBoardActions(board, setBoardError);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [dragging, setDragging] = useState<ApplicationListItem | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // the search goes to the server once typing pauses; a new filter starts a new selection. Only a
  // changed search does: on the first render the timer would otherwise clear what was selected in
  // the board's first 300 ms.
  useEffect(() => {
    const next = query.trim();
    if (next === q) return;
    const timer = window.setTimeout(() => {
      setSelected(new Set());
      setQ(next);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, q]);
  const chooseStatus = (status: StatusFilter) => {
    setSelected(new Set());
    setStatusFilter(status);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const header = board.header;
  const stages = useMemo(() => header?.stages ?? [], [header]);
  const finalStageId = stages.at(-1)?.id;
  const columns = board.columns;
  const canManage = header?.canManage ?? false;
  // adding candidates from résumé files (docs/decisions/502) also needs applications.manage
  const user = useCurrentUser();
  const mayAdd = canManage && can(user, "applications.manage");
  // the stage after a card's, where "Move to …" and the n key send it; none after the final stage
  const nextStageOf = useCallback(
    (stageId: number) => {
      const at = stages.findIndex((s) => s.id === stageId);
      return at >= 0 && at < stages.length - 1 ? stages[at + 1] : null;
    },
    [stages],
  );
  const announcements = useMemo(() => boardAnnouncements((id) => stages.find((s) => s.id === idFrom(id))?.name ?? tr("Board.Dnd.unknownStage"), tr), [stages, tr]);

  const selectedApplications = useMemo(() => {
    const list: ApplicationListItem[] = [];
    for (const column of columns.values()) for (const a of column.items) if (selected.has(a.id)) list.push(a);
    return list;
  }, [columns, selected]);

  const select = useCallback(
    (application: ApplicationListItem, { range }: { range: boolean }) => {
      const items = columns.get(application.currentStageId)?.items ?? [];
      const from = anchor === null ? -1 : items.findIndex((a) => a.id === anchor);
      setSelected((current) => {
        const next = new Set(current);
        if (range && from >= 0) {
          const to = items.findIndex((a) => a.id === application.id);
          for (const a of items.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(a.id);
        } else if (next.has(application.id)) next.delete(application.id);
        else next.add(application.id);
        return next;
      });
      if (!range) setAnchor(application.id);
    },
    [columns, anchor],
  );

  const onBulkDone = useCallback((outcome: BulkOutcome, title: string) => {
    const done = new Set(outcome.succeeded);
    setSelected((s) => new Set([...s].filter((id) => !done.has(id))));
    setOpen(outcome.failed.length ? { kind: "bulk-failures", title, outcome } : null);
  }, []);

  useBoardKeys({
    enabled: Boolean(header) && open === null && dragging === null,
    stages,
    columns,
    canManage,
    selected: selectedApplications,
    onOpenShortcuts: () => setOpen({ kind: "shortcuts" }),
    onSearch: () => searchRef.current?.focus(),
    onToggle: (application, range) => select(application, { range }),
    onClearSelection: () => setSelected(new Set()),
    onOpen: (application) => router.push(`/applications/${application.id}`),
    onMove: (applications) => setOpen({ kind: "move", applications }),
    onReject: (applications) => setOpen(applications.length === 1 ? { kind: "reject", application: applications[0] } : { kind: "bulk-reject", applications }),
    onMoveNext: (application) => {
      const next = nextStageOf(application.currentStageId);
      if (next) void actions.move(application, next.id);
    },
    onUndo: actions.undoLatest,
    onLoadMore: board.loadMore,
  });

  if (board.status === 404 || board.status === 400) {
    return <EmptyState title={t("jobNotFound")} description={t("itDoesNotExistOr")} action={<ButtonLink href="/jobs" variant="secondary">{t("backToJobs")}</ButtonLink>} />;
  }

  function onDragStart(event: DragStartEvent) {
    setBoardError(null);
    const drag = event.active.data.current as DragData | undefined;
    if (drag?.type === "application") setDragging(board.find(idFrom(event.active.id)) ?? null);
  }

  async function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const { active, over } = event;
    if (!over) return;
    const drag = active.data.current as DragData | undefined;
    if (drag?.type === "application") {
      const application = board.find(idFrom(active.id));
      const toStageId = idFrom(over.id);
      if (!application || application.currentStageId === toStageId) return;
      // the final stage is where hires go: dropping there offers to mark the candidate hired
      if (toStageId === finalStageId) return setOpen({ kind: "dropped-on-final", application });
      await actions.move(application, toStageId);
    } else if (drag?.type === "stage") {
      const from = stages.findIndex((s) => stageDndId(s.id) === active.id);
      const to = stages.findIndex((s) => stageDndId(s.id) === over.id);
      if (from < 0 || to < 0 || from === to) return;
      const failure = await board.reorderStages(from, to);
      if (failure) setBoardError(t("couldNotReorder", { reason: failure }));
      else if (drag) setBoardError(null);
    }
  }

  const allLoaded = stages.length > 0 && stages.every((s) => columns.get(s.id) && !columns.get(s.id)?.loading);
  const shown = [...columns.values()].reduce((sum, c) => sum + c.total, 0);
  const total = header?.total ?? 0;
  const filtering = isFiltering(q, statusFilter);
  const clearFilters = () => {
    setQuery("");
    setQ("");
    chooseStatus(DEFAULT_STATUS_FILTER);
  };
  const emptyText = t(filtering ? "emptyFiltered" : canManage ? "emptyDrop" : "emptyNone");
  const dropped = statusFilter === DEFAULT_STATUS_FILTER && !q;
  return (
    <>
      <PageHeader
        title={header ? header.job.title : <Skeleton className="h-8 w-64" />}
        description={header && allLoaded ? boardSummary(tr, shown, total, stages.length, format.locale) : "\u00a0"}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen({ kind: "shortcuts" })} aria-keyshortcuts="?">
              {t("shortcuts")}
            </Button>
            {canManage ? (
              <>
                <ButtonLink href={`/jobs/${jobId}/edit`} variant="secondary">
                  {t("editJob")}
                </ButtonLink>
                {mayAdd ? (
                  <ButtonLink href={`/jobs/${jobId}/resume-uploads`} variant="secondary">
                    {t("uploadResumes")}
                  </ButtonLink>
                ) : null}
                <Button onClick={() => setOpen({ kind: "add-stage" })}>{t("addStage")}</Button>
              </>
            ) : null}
          </>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]" role="search" aria-label={t("filterApplications")}>
        <Input ref={searchRef} label={t("filterByNameOrE")} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-keyshortcuts="/" />
        <Select label={t("status")} value={statusFilter} onChange={(e) => chooseStatus(e.target.value as StatusFilter)} options={statusOptions(tr)} />
      </div>
      <ErrorMessage message={board.error} onRetry={board.reload} className="mb-3" />
      <ErrorMessage message={boardError} className="mb-3" />
      {board.ratingsError ? <p className="mb-3 text-sm text-slate-600">{t("ratingsNotLoaded", { reason: board.ratingsError })}</p> : null}
      {canManage && selectedApplications.length > 0 ? (
        <SelectionBar
          count={selectedApplications.length}
          onMove={() => setOpen({ kind: "move", applications: selectedApplications })}
          onReject={() => setOpen({ kind: "bulk-reject", applications: selectedApplications.filter((a) => a.status === "active") })}
          onRequestReviews={() => setOpen({ kind: "bulk-reviews", applications: selectedApplications })}
          onTag={() => setOpen({ kind: "bulk-tags", applications: selectedApplications })}
          onMessage={() => setOpen({ kind: "bulk-message", applications: selectedApplications })}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      {!header ? (
        board.error ? null : <BoardSkeleton />
      ) : total > 0 && allLoaded && shown === 0 ? (
        <EmptyState
          {...noMatchText(tr, q, statusFilter, total)}
          action={
            <Button variant="secondary" onClick={dropped ? () => chooseStatus("all") : clearFilters}>
              {dropped ? t("showAllStatuses") : t("clearFilters")}
            </Button>
          }
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollision}
          accessibility={{ announcements, screenReaderInstructions: screenReaderInstructions(tr) }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
        >
          <BoardScroller stageCount={stages.length}>
            <SortableContext items={stages.map((s) => stageDndId(s.id))} strategy={horizontalListSortingStrategy}>
              {stages.map((stage) => {
                const column = columns.get(stage.id);
                const isFinal = stage.id === finalStageId;
                const nextStage = nextStageOf(stage.id);
                return (
                  <BoardColumn
                    key={stage.id}
                    stage={stage}
                    count={column && !(column.loading && column.items.length === 0) ? column.total : null}
                    isFinal={isFinal}
                    canManage={canManage}
                    onEdit={(s) => setOpen({ kind: "edit-stage", stage: s })}
                  >
                    <VirtualCardList
                      stageId={stage.id}
                      label={t("columnLabel", { stage: stage.name })}
                      items={column?.items ?? []}
                      total={column?.total ?? 0}
                      hasMore={column ? hasMore(column) : false}
                      loading={column?.loading ?? true}
                      onLoadMore={() => board.loadMore(stage.id)}
                      empty={
                        column?.error ? (
                          <li className="px-1 py-2 text-xs text-red-800">
                            {t("couldNotLoad", { error: column.error })}{" "}
                            <button type="button" className="underline" onClick={board.reload}>
                              {t("tryAgain")}
                            </button>
                          </li>
                        ) : (
                          <li className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">{emptyText}</li>
                        )
                      }
                      renderCard={(application, index, style) => (
                        <ApplicationCard
                          key={application.id}
                          application={application}
                          rating={board.ratings.get(application.id)}
                          canManage={canManage}
                          inFinalStage={isFinal}
                          nextStage={nextStage}
                          selected={selected.has(application.id)}
                          position={{ index, of: column?.total ?? 0 }}
                          style={style}
                          onSelect={select}
                          onReject={(a) => setOpen({ kind: "reject", application: a })}
                          onHire={(a) => setOpen({ kind: "hire", application: a })}
                          onMoveNext={(a, next) => void actions.move(a, next.id)}
                        />
                      )}
                    />
                  </BoardColumn>
                );
              })}
            </SortableContext>
          </BoardScroller>
          <DragOverlay>
            {dragging ? (
              <div className="w-52 rotate-2 rounded-lg border border-brand-500 bg-white p-2.5 shadow-xl">
                <CardBody application={dragging} rating={board.ratings.get(dragging.id)} />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      {header && total === 0 ? <p className="mt-2 text-sm text-slate-600">{t("noApplicationsYetTheyArrive")}</p> : null}
      <BoardDialogs open={open} setOpen={setOpen} board={board} actions={actions} onBulkDone={onBulkDone} />
    </>
  );
}
