import { unstable_cache } from "next/cache";
import { HttpError } from "@/lib/errors";
import type { PublicJobsQuery } from "@/lib/schemas/public";
import { getPublicJob } from "@/lib/server/public/get-public-job";
import { listPublicJobFacets } from "@/lib/server/public/list-public-job-facets";
import { listPublicJobs } from "@/lib/server/public/list-public-jobs";
import { findPublicOrganization } from "@/lib/server/public/find-public-organization";
import { publicBoardTag } from "./public-board-tag";

// The careers pages read through these: the same domain functions as the API handlers, cached
// under the organization's board tag, so invalidatePublicBoard(slug) after a job, branding or
// slug change refreshes them. The time limit is only a backstop for a missed invalidation.
// A miss (unknown organization or job) is thrown through the cache, which keeps nothing for it:
// whatever creates the organization or job (API, CLI, seed, import, SQL) shows at once (decision 272).
const BACKSTOP_SECONDS = 3600;

function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

function cached<A extends unknown[], T>(name: string, slug: string, fn: (...args: A) => Promise<T>) {
  return unstable_cache(fn, ["careers", name, slug], { tags: [publicBoardTag(slug)], revalidate: BACKSTOP_SECONDS });
}

export function cachedPublicBoard(slug: string, query: PublicJobsQuery) {
  return orNull(cached("board", slug, listPublicJobs)(slug, query));
}

export function cachedPublicJobFacets(slug: string) {
  return cached("facets", slug, (s: string) => listPublicJobFacets(s))(slug);
}

export function cachedPublicJob(slug: string, jobSlug: string) {
  return orNull(cached("job", slug, getPublicJob)(slug, jobSlug));
}

// the languages an organization's careers pages offer; null for an unknown organization
export function cachedCareersLanguages(slug: string) {
  return orNull(cached("languages", slug, async (s: string) => (await findPublicOrganization(s)).careersLanguages)(slug));
}
