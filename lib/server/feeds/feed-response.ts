import { cachedFeedJobs } from "@/lib/cache/public-feeds";
import { appUrl } from "@/lib/env";
import type { FeedData } from "./list-feed-jobs";
import { indeedFeed, jsonFeed, rssFeed, type FeedUrls } from "./render-feeds";

const KINDS = {
  "feed.xml": { render: indeedFeed, type: "application/xml; charset=utf-8" },
  "rss.xml": { render: rssFeed, type: "application/rss+xml; charset=utf-8" },
  "jobs.json": { render: jsonFeed, type: "application/feed+json; charset=utf-8" },
} as const;
export type FeedKind = keyof typeof KINDS;

// GET /careers/{slug}/{feed.xml|rss.xml|jobs.json}: the organization's open jobs (docs/decisions/344).
// Readers and aggregators may keep a copy for 5 minutes; the data behind it is fresh on every change.
export async function feedResponse(kind: FeedKind, slug: string, load: (slug: string) => Promise<FeedData | null> = cachedFeedJobs): Promise<Response> {
  const data = await load(slug);
  if (!data) return new Response("No careers site has this address.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const board = `${appUrl()}/careers/${data.organization.slug}`;
  const urls: FeedUrls = { board, self: `${board}/${kind}`, job: (job) => `${board}/${job.slug}` };
  return new Response(KINDS[kind].render(data, urls), {
    headers: { "Content-Type": KINDS[kind].type, "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" },
  });
}
