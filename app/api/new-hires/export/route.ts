import { route } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { otherMethods } from "@/lib/api/methods";
import { ExportNewHiresQuery } from "@/lib/schemas/new-hire";
import { exportNewHires } from "@/lib/server/new-hires/list-new-hires";

// GET /api/new-hires/export?jobId&applicationId&since: the list's new hires as a JSON download (audited)
export const GET = route({
  operation: "exportNewHires",
  query: ExportNewHiresQuery,
  handler: async ({ caller, query }) => download(await exportNewHires(caller, query, "json")),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
