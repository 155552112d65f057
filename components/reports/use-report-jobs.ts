"use client";

import { useEffect, useState } from "react";
import { isAbort, call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

export type ReportJobOption = { id: number; title: string; status: string; department: string | null };

// Every job the caller can see, for the report's filters: GET /api/jobs page by page (100 a page),
// sorted by title. The report works without it; a failure only leaves the lists short.
export function useReportJobs() {
  const messageOf = useMessageOf();
  const [state, setState] = useState<{ jobs: ReportJobOption[]; loading: boolean; error: string | null }>({ jobs: [], loading: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const jobs: ReportJobOption[] = [];
      for (let offset = 0; offset < 5_000; offset += 100) {
        const page = await call<typeof jobOperations.listJobs>("GET", "/api/jobs", { query: { limit: 100, offset }, signal: controller.signal });
        jobs.push(...page.jobs.map(({ id, title, status, department }) => ({ id, title, status, department })));
        if (offset + page.jobs.length >= page.page.total || page.jobs.length === 0) break;
      }
      jobs.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
      setState({ jobs, loading: false, error: null });
    })().catch((error: unknown) => {
      if (!isAbort(error)) setState((s) => ({ ...s, loading: false, error: messageOf(error) }));
    });
    return () => controller.abort();
  }, [messageOf]);
  return state;
}
