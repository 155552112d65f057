import { feedResponse } from "@/lib/server/feeds/feed-response";

// GET /careers/{slug}/rss.xml: the organization's open jobs as a feed (docs/decisions/344)
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return feedResponse("rss.xml", (await params).slug);
}
