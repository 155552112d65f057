import { route } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { otherMethods } from "@/lib/api/methods";
import { exportNewHire } from "@/lib/server/new-hires/list-new-hires";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/new-hires/{id}/export: one new hire as a JSON download (audited)
export const GET = route(newHireOperations.exportNewHire, {
  handler: async ({ caller, params }) => download(await exportNewHire(caller, params.id, "json")),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
