import { api } from "@/lib/ui/api";
import type { ApplicationListItem, ListApplicationsResponse, RatingSummary } from "@/lib/ui/types";

const PAGE = 100;

export type BoardData = Omit<ListApplicationsResponse, "page" | "applications"> & { applications: ApplicationListItem[] };

// Every application of the job: the listing is paged (max 100), the board needs all of them at once.
export async function loadBoard(jobId: string, signal: AbortSignal): Promise<BoardData> {
  const path = `/api/jobs/${encodeURIComponent(jobId)}/applications`;
  const first = await api<ListApplicationsResponse>("GET", path, { query: { limit: PAGE, offset: 0 }, signal });
  const applications = [...first.applications];
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.page.total; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(offsets.map((offset) => api<ListApplicationsResponse>("GET", path, { query: { limit: PAGE, offset }, signal })));
  for (const page of rest) applications.push(...page.applications);
  // a page boundary shifting under a concurrent insert could repeat a row
  const unique = [...new Map(applications.map((a) => [a.id, a])).values()];
  return { job: first.job, org: first.org, canManage: first.canManage, stages: first.stages, applications: unique };
}

export async function loadRatings(jobId: string, signal: AbortSignal): Promise<Map<number, RatingSummary>> {
  const { summaries } = await api<{ summaries: RatingSummary[] }>("GET", `/api/jobs/${encodeURIComponent(jobId)}/rating-summary`, { signal });
  return new Map(summaries.map((s) => [s.applicationId, s]));
}
