import { feedResponse } from "@/lib/server/feeds/feed-response";

// GET /careers/{slug}/feed.xml: the organization's open jobs as a feed (docs/decisions/344)
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return feedResponse("feed.xml", (await params).slug);
}
