import { route } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { otherMethods } from "@/lib/api/methods";
import { exportNewHires } from "@/lib/server/new-hires/list-new-hires";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/new-hires/export?jobId&applicationId&since: the list's new hires as a JSON download (audited)
export const GET = route(newHireOperations.exportNewHires, {
  handler: async ({ caller, query }) => download(await exportNewHires(caller, query, "json")),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
