import { route } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { otherMethods } from "@/lib/api/methods";
import { exportNewHire } from "@/lib/server/new-hires/list-new-hires";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/new-hires/{id}/export.csv: one new hire as a CSV download (audited)
export const GET = route(newHireOperations.exportNewHireCsv, {
  handler: async ({ caller, params }) => download(await exportNewHire(caller, params.id, "csv")),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
