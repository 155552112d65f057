import { call } from "@/lib/ui/api";
import type { ApplicationListItem, ListApplicationsResponse, RatingSummary } from "@/lib/ui/types";
import type { StatusFilter } from "./board-filter";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { applicationOperations } from "@/lib/openapi/operations/applications";

// A column's page: enough to fill a tall column; more arrive as it is scrolled (docs/decisions/220).
export const COLUMN_PAGE = 40;

export type BoardHeader = Omit<ListApplicationsResponse, "page" | "applications"> & { total: number };
export type ColumnQuery = { status: StatusFilter; q: string };

const path = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/applications` as const;

// The statuses a filter asks the server for ("current" is active and hired).
export function statusParam(status: StatusFilter): string | undefined {
  if (status === "all") return undefined;
  if (status === "awaiting") return "active";
  return status === "current" ? "active,hired" : status;
}

// The job, its stages and how many applications it has, without loading any of them.
export async function loadHeader(jobId: string, signal: AbortSignal): Promise<BoardHeader> {
  const { job, org, canManage, stages, page } = await call<typeof applicationOperations.listJobApplications>("GET", path(jobId), { query: { limit: 1 }, signal });
  return { job, org, canManage, stages, total: page.total };
}

// One page of one column, with the column's count under the same filter.
export async function loadColumnPage(jobId: string, stageId: number, offset: number, filter: ColumnQuery, signal: AbortSignal): Promise<{ applications: ApplicationListItem[]; total: number }> {
  const query = { stageId, limit: COLUMN_PAGE, offset, status: statusParam(filter.status), q: filter.q.trim() || undefined, awaitingAnswer: filter.status === "awaiting" ? "true" : undefined };
  const { applications, page } = await call<typeof applicationOperations.listJobApplications>("GET", path(jobId), { query, signal });
  return { applications, total: page.total };
}

export async function loadRatings(jobId: string, signal: AbortSignal): Promise<Map<number, RatingSummary>> {
  const { summaries } = await call<typeof jobOperations.getRatingSummary>("GET", `/api/jobs/${encodeURIComponent(jobId)}/rating-summary`, { signal });
  return new Map(summaries.map((s) => [s.applicationId, s]));
}
