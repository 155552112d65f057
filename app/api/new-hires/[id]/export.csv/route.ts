import { route } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { otherMethods } from "@/lib/api/methods";
import { IdParams } from "@/lib/schemas/common";
import { exportNewHire } from "@/lib/server/new-hires/list-new-hires";

// GET /api/new-hires/{id}/export.csv: one new hire as a CSV download (audited)
export const GET = route({
  operation: "exportNewHireCsv",
  params: IdParams,
  handler: async ({ caller, params }) => download(await exportNewHire(caller, params.id, "csv")),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
