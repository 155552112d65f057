import { unstable_cache } from "next/cache";
import { HttpError } from "@/lib/errors";
import { listFeedJobs, type FeedData } from "@/lib/server/feeds/list-feed-jobs";
import { publicBoardTag } from "./public-board-tag";

// The feeds read like the careers pages (lib/cache/public-pages.ts): cached under the board's tag,
// which every job, branding and slug change invalidates; a miss is never cached (decision 272).
export function cachedFeedJobs(slug: string): Promise<FeedData | null> {
  return unstable_cache(listFeedJobs, ["careers", "feed", slug], { tags: [publicBoardTag(slug)], revalidate: 3600 })(slug).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}
