"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { useCallback, useEffect, useState } from "react";
import { api, isAbort, messageOf } from "@/lib/ui/api";
import type { ApplicationListItem, RatingSummary, Stage } from "@/lib/ui/types";
import { loadBoard, loadRatings, type BoardData } from "./load-board";

type Loaded = { jobId: string; data: BoardData | null; error: string | null; status: number | null };
type Application = { id: number; currentStageId: number; status: ApplicationListItem["status"] };

// The board's data and every change to it. Moves and reorders are optimistic and roll back on refusal.
export function useBoard(jobId: string) {
  const [state, setState] = useState<Loaded>({ jobId: "", data: null, error: null, status: null });
  const [ratings, setRatings] = useState<Map<number, RatingSummary>>(new Map());
  const [ratingsError, setRatingsError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadBoard(jobId, controller.signal).then(
      (data) => setState({ jobId, data, error: null, status: 200 }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const status = (error as { status?: number }).status ?? null;
        setState((s) => ({ jobId, data: s.data, error: messageOf(error), status }));
      },
    );
    loadRatings(jobId, controller.signal).then(
      (map) => {
        setRatings(map);
        setRatingsError(null);
      },
      (error: unknown) => {
        if (!isAbort(error)) setRatingsError(`Ratings could not be loaded: ${messageOf(error)}`);
      },
    );
    return () => controller.abort();
  }, [jobId, version]);

  const update = useCallback((change: (data: BoardData) => BoardData) => {
    setState((s) => (s.data ? { ...s, data: change(s.data) } : s));
  }, []);

  const setApplication = useCallback(
    (id: number, patch: Partial<ApplicationListItem>) =>
      update((d) => ({ ...d, applications: d.applications.map((a) => (a.id === id ? { ...a, ...patch } : a)) })),
    [update],
  );

  // resolves to null on success, or the API's message after rolling back
  async function moveApplication(application: ApplicationListItem, toStageId: number): Promise<string | null> {
    const fromStageId = application.currentStageId;
    if (fromStageId === toStageId) return null;
    setApplication(application.id, { currentStageId: toStageId });
    try {
      const result = await api<{ application: Application }>("PATCH", `/api/applications/${application.id}`, { body: { currentStageId: toStageId } });
      setApplication(application.id, { currentStageId: result.application.currentStageId, status: result.application.status });
      return null;
    } catch (caught) {
      update((d) => ({
        ...d,
        applications: d.applications.map((a) => (a.id === application.id && a.currentStageId === toStageId ? { ...a, currentStageId: fromStageId } : a)),
      }));
      return messageOf(caught);
    }
  }

  async function setStatus(application: ApplicationListItem, status: "rejected" | "hired", rejectionReason: string | null) {
    const body = status === "rejected" ? { status, rejectionReason } : { status };
    const result = await api<{ application: Application }>("PATCH", `/api/applications/${application.id}`, { body });
    setApplication(application.id, { currentStageId: result.application.currentStageId, status: result.application.status });
  }

  async function reorderStages(fromIndex: number, toIndex: number): Promise<string | null> {
    const before = state.data?.stages;
    if (!before || fromIndex === toIndex) return null;
    const moved = arrayMove(before, fromIndex, toIndex).map((s, position) => ({ ...s, position }));
    update((d) => ({ ...d, stages: moved }));
    try {
      const result = await api<{ stages: Stage[] }>("PATCH", `/api/jobs/${encodeURIComponent(jobId)}/stages/reorder`, { body: { orderedIds: moved.map((s) => s.id) } });
      update((d) => ({ ...d, stages: result.stages }));
      return null;
    } catch (caught) {
      update((d) => ({ ...d, stages: before }));
      return messageOf(caught);
    }
  }

  // The API adds a stage last; the board puts it before the final stage (where hiring moves
  // applications) with a reorder (docs/decisions/162). Resolves to null, or the reorder's failure
  // after the stage was added at the end.
  async function addStage(name: string): Promise<string | null> {
    const path = `/api/jobs/${encodeURIComponent(jobId)}/stages`;
    const { stage } = await api<{ stage: Stage }>("POST", path, { body: { name } });
    const known = state.data?.stages ?? [];
    update((d) => ({ ...d, stages: [...d.stages, stage] }));
    if (known.length === 0) return null;
    const orderedIds = [...known.slice(0, -1), stage, known[known.length - 1]].map((s) => s.id);
    try {
      const result = await api<{ stages: Stage[] }>("PATCH", `${path}/reorder`, { body: { orderedIds } });
      update((d) => ({ ...d, stages: result.stages }));
      return null;
    } catch (caught) {
      // someone changed the stages meanwhile: show them as they are now
      setVersion((v) => v + 1);
      return messageOf(caught);
    }
  }

  // Applications in the stage move to `moveToStageId` (all of them, whatever their status).
  async function deleteStage(stageId: number, moveToStageId: number | null) {
    const query = moveToStageId === null ? undefined : { moveToStageId };
    const result = await api<{ stages: Stage[]; movedApplications: number }>("DELETE", `/api/stages/${stageId}`, { query });
    update((d) => ({
      ...d,
      stages: result.stages,
      applications: d.applications.map((a) => (a.currentStageId === stageId && moveToStageId !== null ? { ...a, currentStageId: moveToStageId } : a)),
    }));
    return result;
  }

  async function renameStage(stageId: number, name: string) {
    const { stage } = await api<{ stage: Stage }>("PATCH", `/api/stages/${stageId}`, { body: { name } });
    update((d) => ({ ...d, stages: d.stages.map((s) => (s.id === stage.id ? stage : s)) }));
    return stage;
  }

  const current = state.jobId === jobId;
  return {
    data: state.data,
    error: current ? state.error : null,
    status: current ? state.status : null,
    loading: !current,
    ratings,
    ratingsError,
    reload: () => setVersion((v) => v + 1),
    moveApplication,
    setStatus,
    reorderStages,
    addStage,
    renameStage,
    deleteStage,
  };
}
