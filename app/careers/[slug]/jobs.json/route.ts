import { feedResponse } from "@/lib/server/feeds/feed-response";

// GET /careers/{slug}/jobs.json: the organization's open jobs as a feed (docs/decisions/344)
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return feedResponse("jobs.json", (await params).slug);
}
