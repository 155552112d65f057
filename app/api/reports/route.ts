import { route } from "@/lib/api/handler";
import { readIfNoneMatch } from "@/lib/api/etag";
import { jsonText, notModified } from "@/lib/api/respond";
import { buildReport } from "@/lib/server/reports/build-report";
import { otherMethods } from "@/lib/api/methods";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports?range=30d|90d|all[&jobId=][&department=]: the hiring report over the jobs the
// caller can see, narrowed to one job or one department when asked (docs/decisions/201); served
// from the organization's report cache while nothing changed (docs/decisions/253), with an ETag
// the client may send back in If-None-Match for a 304 (docs/decisions/256)
export const GET = route(reportOperations.getReport, {
  handler: async ({ caller, query, request }) => {
    const { body, etag } = await buildReport(caller, query, readIfNoneMatch(request));
    const revalidate = { ETag: `W/${etag}`, "Cache-Control": "private, no-cache" };
    return body === null ? notModified(revalidate) : jsonText(body, 200, revalidate);
  },
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
