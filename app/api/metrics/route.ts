import { otherMethods } from "@/lib/api/methods";
import { errorResponse } from "@/lib/api/respond";
import { metricsTokenMatches } from "@/lib/observability/metrics-token";
import { renderMetrics } from "@/lib/observability/metrics";

export const dynamic = "force-dynamic";

// GET /api/metrics: this instance's metrics in the Prometheus text format, for a scraper.
// With METRICS_TOKEN set it wants `Authorization: Bearer <token>`; no rate limit.
export async function GET(request: Request) {
  if (!metricsTokenMatches(request.headers.get("authorization"))) {
    return errorResponse(401, "Send Authorization: Bearer <METRICS_TOKEN> to read the metrics");
  }
  const { contentType, body } = await renderMetrics();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
