import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { exportCandidate } from "@/lib/server/candidates/export-candidate";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/candidates/{id}/export: everything held about the person, as a JSON download (admins)
export const GET = route(privacyOperations.exportCandidate, {
  handler: async ({ caller, params }) =>
    json(await exportCandidate(caller, params.id), 200, { "Content-Disposition": `attachment; filename="candidate-${params.id}.json"` }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
