"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isAbort, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { Rejection } from "@/components/status/RejectionReasonFields";
import type { ApplicationListItem, RatingSummary } from "@/lib/ui/types";
import { matchesFilter } from "./board-filter";
import { emptyColumn, hasMore, replaced, withCard, withPage, without, type Column } from "./column-state";
import { loadColumnPage, loadHeader, loadRatings, type BoardHeader, type ColumnQuery } from "./load-board";
import type { applicationOperations } from "@/lib/openapi/operations/applications";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

type Loaded = { jobId: string; header: BoardHeader | null; error: string | null; status: number | null };
type Application = { id: number; currentStageId: number; status: ApplicationListItem["status"] };
export type BulkAction =
  | { action: "move"; currentStageId: number }
  | ({ action: "reject"; notifyCandidate: boolean } & Rejection)
  | { action: "requestReviews"; userIds: string[] }
  // the Undo of a bulk reject and requestReviews (decision 280)
  | { action: "reopen" }
  | { action: "cancelReviews"; userIds: string[] }
  // tags on each card's candidate (decision 350), each the other's Undo
  | { action: "addTags"; tags: string[] }
  | { action: "removeTags"; tags: string[] }
  // an e-mail to each card's candidate about that application (decision 403)
  | { action: "sendMessage"; message: { subject: string; body: string; sendAt: string | null } };
// after: each succeeded card as the board now holds it; added: the colleagues a requestReviews newly
// asked, or the tags an addTags really added
export type BulkOutcome = { succeeded: number[]; failed: { application: ApplicationListItem; error: string }[]; after: Map<number, ApplicationListItem>; added: Map<number, string[]> };
// undo: the change takes back the previous one; the API records it as an Undo (decision 280)
type ChangeOptions = { undo?: boolean };

const BULK_CHUNK = 100;

// The board's data and every change to it: the job's header once, then each column's pages on its
// own (docs/decisions/220). Moves are optimistic and roll back on refusal; the server's answer rules.
export function useBoard(jobId: string, filter: ColumnQuery) {
  const messageOf = useMessageOf();
  const [state, setState] = useState<Loaded>({ jobId: "", header: null, error: null, status: null });
  // the columns as loaded for one filter and set of stages (key); another key shows them loading
  const [store, setStore] = useState<{ key: string; map: Map<number, Column> }>({ key: "", map: new Map() });
  const [ratings, setRatings] = useState<Map<number, RatingSummary>>(new Map());
  // why the ratings did not load, as the server or the browser said it (the board says it in its words)
  const [ratingsError, setRatingsError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // columns whose next page is on its way
  const inFlight = useRef(new Set<number>());
  // the filter's generation: a page answered for an older filter is dropped
  const generation = useRef({ id: 0, signal: new AbortController().signal });
  // each column's latest first-page request: the answer to an older one is dropped, so a page asked
  // for before a card moved into a column that had not loaded yet cannot replace the page asked for
  // once the server has the move (reloadColumn)
  const firstPages = useRef({ asked: 0, latest: new Map<number, number>() });

  useEffect(() => {
    const controller = new AbortController();
    loadHeader(jobId, controller.signal).then(
      (header) => setState({ jobId, header, error: null, status: 200 }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const status = (error as { status?: number }).status ?? null;
        setState((s) => ({ jobId, header: s.header, error: messageOf(error), status }));
      },
    );
    loadRatings(jobId, controller.signal).then(
      (map) => {
        setRatings(map);
        setRatingsError(null);
      },
      (error: unknown) => {
        if (!isAbort(error)) setRatingsError(messageOf(error));
      },
    );
    return () => controller.abort();
  }, [jobId, version, messageOf]);

  const header = state.jobId === jobId ? state.header : null;
  const stageKey = header?.stages.map((s) => s.id).sort((a, b) => a - b).join(",") ?? "";
  const key = `${jobId}|${stageKey}|${filter.status}|${filter.q}|${version}`;
  const columns = useMemo(() => (store.key === key ? store.map : new Map<number, Column>()), [store, key]);
  const setColumns = useCallback((change: (m: Map<number, Column>) => Map<number, Column>) => setStore((s) => ({ key: s.key, map: change(s.map) })), []);
  const columnsRef = useRef(columns);
  const keyRef = useRef(key);
  useEffect(() => {
    columnsRef.current = columns;
  }, [columns]);

  // every column's first page at once, again whenever the filter or the set of stages changes
  useEffect(() => {
    if (!stageKey) return;
    const controller = new AbortController();
    const id = generation.current.id + 1;
    generation.current = { id, signal: controller.signal };
    keyRef.current = key;
    for (const stageId of stageKey.split(",").map(Number)) loadFirstPage(stageId, key, controller.signal);
    return () => controller.abort();
  }, [jobId, stageKey, filter, key]); // eslint-disable-line react-hooks/exhaustive-deps -- loadFirstPage reads the same inputs

  // a column's first page, shown unless the filter changed or the column was asked for again since
  function loadFirstPage(stageId: number, forKey: string, signal: AbortSignal) {
    const asked = ++firstPages.current.asked;
    firstPages.current.latest.set(stageId, asked);
    const set = (column: Column) => {
      if (firstPages.current.latest.get(stageId) !== asked) return;
      setStore((s) => ({ key: forKey, map: new Map(s.key === forKey ? s.map : []).set(stageId, column) }));
    };
    loadColumnPage(jobId, stageId, 0, filter, signal).then(
      (page) => set(withPage(emptyColumn(), page.applications, page.total)),
      (error: unknown) => {
        if (!isAbort(error)) set({ ...emptyColumn(), loading: false, error: messageOf(error) });
      },
    );
  }

  // A card that moved into a column whose first page had not arrived went nowhere on the board, and
  // that page, asked for before the move, could come back without it: the column is asked for again
  // once the server has the move.
  function reloadColumn(stageId: number) {
    loadFirstPage(stageId, keyRef.current, generation.current.signal);
  }
  const loaded = (stageId: number) => columnsRef.current.has(stageId);

  const setColumn = useCallback((stageId: number, change: (c: Column) => Column) => {
    setColumns((m) => {
      const column = m.get(stageId);
      return column ? new Map(m).set(stageId, change(column)) : m;
    });
  }, [setColumns]);

  // the next page of a column (its sentinel came into view)
  const loadMore = useCallback(
    (stageId: number) => {
      const column = columnsRef.current.get(stageId);
      if (!column || column.loading || !hasMore(column) || inFlight.current.has(stageId)) return;
      const { id, signal } = generation.current;
      inFlight.current.add(stageId);
      setColumn(stageId, (c) => ({ ...c, loading: true }));
      loadColumnPage(jobId, stageId, column.offset, filter, signal)
        .then(
          (page) => {
            if (generation.current.id === id) setColumn(stageId, (c) => withPage(c, page.applications, page.total));
          },
          (error: unknown) => {
            if (!isAbort(error) && generation.current.id === id) setColumn(stageId, (c) => ({ ...c, loading: false, error: messageOf(error) }));
          },
        )
        .finally(() => inFlight.current.delete(stageId));
    },
    [jobId, filter, setColumn, messageOf],
  );

  const find = useCallback((id: number): ApplicationListItem | undefined => {
    for (const column of columnsRef.current.values()) {
      const found = column.items.find((a) => a.id === id);
      if (found) return found;
    }
    return undefined;
  }, []);

  // the board after the server answered for an application: out of its old column, into its new
  // one when the filter still shows it
  const place = useCallback(
    (before: ApplicationListItem, after: Application) => {
      const next = { ...before, currentStageId: after.currentStageId, status: after.status };
      setColumns((m) => {
        const copy = new Map(m);
        const from = copy.get(before.currentStageId);
        const wasShown = matchesFilter(before, filter);
        // a card the team moved or closed under "awaiting an answer" has just been answered: it leaves
        const isShown = filter.status !== "awaiting" && matchesFilter(next, filter);
        if (before.currentStageId === next.currentStageId && wasShown && isShown) {
          if (from) copy.set(before.currentStageId, replaced(from, next));
          return copy;
        }
        // a reopened card was not counted in its column; a rejected one no longer is
        if (wasShown && from) copy.set(before.currentStageId, without(from, before.id));
        const to = copy.get(next.currentStageId);
        if (isShown && to) copy.set(next.currentStageId, withCard(to, next));
        return copy;
      });
      return next;
    },
    [filter, setColumns],
  );

  // resolves to null on success, or the API's message after rolling back
  async function moveApplication(application: ApplicationListItem, toStageId: number, options: ChangeOptions = {}): Promise<string | null> {
    if (application.currentStageId === toStageId) return null;
    const intoUnloaded = !loaded(toStageId);
    const moved = place(application, { ...application, currentStageId: toStageId });
    try {
      const result = await call<typeof applicationOperations.updateApplication>("PATCH", `/api/applications/${application.id}`, { body: { currentStageId: toStageId, ...options } });
      if (result.application.currentStageId !== toStageId || result.application.status !== moved.status) place(moved, result.application);
      if (intoUnloaded) reloadColumn(toStageId);
      return null;
    } catch (caught) {
      place(moved, application);
      return messageOf(caught);
    }
  }

  async function setStatus(application: ApplicationListItem, status: "rejected" | "hired" | "active", rejection: (Rejection & { notifyCandidate?: boolean }) | null, options: ChangeOptions = {}): Promise<ApplicationListItem> {
    const body = { status, ...(status === "rejected" ? rejection : {}), ...options };
    const result = await call<typeof applicationOperations.updateApplication>("PATCH", `/api/applications/${application.id}`, { body });
    const intoUnloaded = !loaded(result.application.currentStageId);
    const placed = place(application, result.application);
    if (intoUnloaded) reloadColumn(result.application.currentStageId);
    return placed;
  }

  // Many applications at once through the bulk API, 100 per request; the board follows each success.
  async function bulk(applications: ApplicationListItem[], action: BulkAction, options: ChangeOptions = {}): Promise<BulkOutcome> {
    const outcome: BulkOutcome = { succeeded: [], failed: [], after: new Map(), added: new Map() };
    const byId = new Map(applications.map((a) => [a.id, a]));
    const unloaded = new Set<number>();
    for (let start = 0; start < applications.length; start += BULK_CHUNK) {
      const chunk = applications.slice(start, start + BULK_CHUNK);
      try {
        const { results } = await call<typeof applicationOperations.bulkUpdateApplications>("POST", "/api/applications/bulk", { body: { applicationIds: chunk.map((a) => a.id), ...action, ...options } });
        for (const result of results) {
          const application = byId.get(result.applicationId);
          if (!application) continue;
          if (result.ok) {
            if (!loaded(result.application.currentStageId)) unloaded.add(result.application.currentStageId);
            outcome.succeeded.push(result.applicationId);
            outcome.after.set(result.applicationId, place(application, result.application));
            const added = result.addedUserIds ?? result.changedTags;
            if (added) outcome.added.set(result.applicationId, added);
          } else outcome.failed.push({ application, error: result.error });
        }
      } catch (caught) {
        for (const application of chunk) outcome.failed.push({ application, error: messageOf(caught) });
      }
    }
    for (const stageId of unloaded) reloadColumn(stageId);
    return outcome;
  }

  const updateHeader = useCallback((change: (h: BoardHeader) => BoardHeader) => {
    setState((s) => (s.header ? { ...s, header: change(s.header) } : s));
  }, []);

  async function reorderStages(fromIndex: number, toIndex: number): Promise<string | null> {
    const before = header?.stages;
    if (!before || fromIndex === toIndex) return null;
    const moved = arrayMove(before, fromIndex, toIndex).map((s, position) => ({ ...s, position }));
    updateHeader((h) => ({ ...h, stages: moved }));
    try {
      const result = await call<typeof jobOperations.reorderStages>("PATCH", `/api/jobs/${encodeURIComponent(jobId)}/stages/reorder`, { body: { orderedIds: moved.map((s) => s.id) } });
      updateHeader((h) => ({ ...h, stages: result.stages }));
      return null;
    } catch (caught) {
      updateHeader((h) => ({ ...h, stages: before }));
      return messageOf(caught);
    }
  }

  // The API adds a stage last; the board puts it before the final stage (where hiring moves
  // applications) with a reorder (docs/decisions/162). Resolves to null, or the reorder's failure
  // after the stage was added at the end.
  async function addStage(name: string): Promise<string | null> {
    const path = `/api/jobs/${encodeURIComponent(jobId)}/stages` as const;
    const { stage } = await call<typeof jobOperations.createStage>("POST", path, { body: { name } });
    const known = header?.stages ?? [];
    updateHeader((h) => ({ ...h, stages: [...h.stages, stage] }));
    if (known.length === 0) return null;
    const orderedIds = [...known.slice(0, -1), stage, known[known.length - 1]].map((s) => s.id);
    try {
      const result = await call<typeof jobOperations.reorderStages>("PATCH", `${path}/reorder`, { body: { orderedIds } });
      updateHeader((h) => ({ ...h, stages: result.stages }));
      return null;
    } catch (caught) {
      // someone changed the stages meanwhile: show them as they are now
      setVersion((v) => v + 1);
      return messageOf(caught);
    }
  }

  // Applications in the stage move to `moveToStageId` (all of them, whatever their status); the
  // columns load again with their new counts.
  async function deleteStage(stageId: number, moveToStageId: number | null) {
    const query = moveToStageId === null ? undefined : { moveToStageId };
    const result = await call<typeof jobOperations.deleteStage>("DELETE", `/api/stages/${stageId}`, { query });
    updateHeader((h) => ({ ...h, stages: result.stages }));
    setVersion((v) => v + 1);
    return result;
  }

  async function renameStage(stageId: number, name: string, candidateLabel?: string | null) {
    const { stage } = await call<typeof jobOperations.renameStage>("PATCH", `/api/stages/${stageId}`, { body: candidateLabel === undefined ? { name } : { name, candidateLabel } });
    updateHeader((h) => ({ ...h, stages: h.stages.map((s) => (s.id === stage.id ? stage : s)) }));
    return stage;
  }

  // every application in a stage, whatever its status (deleting a stage moves them all)
  const countInStage = useCallback(
    async (stageId: number): Promise<number> => {
      const { page } = await call<typeof applicationOperations.listJobApplications>("GET", `/api/jobs/${encodeURIComponent(jobId)}/applications`, { query: { stageId, limit: 1 } });
      return page.total;
    },
    [jobId],
  );

  const current = state.jobId === jobId;
  return {
    header,
    columns,
    error: current ? state.error : null,
    status: current ? state.status : null,
    loading: !current,
    ratings,
    ratingsError,
    reload: () => setVersion((v) => v + 1),
    loadMore,
    find,
    moveApplication,
    setStatus,
    bulk,
    reorderStages,
    addStage,
    renameStage,
    deleteStage,
    countInStage,
  };
}

export type Board = ReturnType<typeof useBoard>;
