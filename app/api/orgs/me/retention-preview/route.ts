import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { previewRetention } from "@/lib/server/candidates/preview-retention";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/orgs/me/retention-preview?days=N: candidates the next retention run would erase (admins)
export const GET = route(privacyOperations.previewRetention, {
  handler: async ({ caller, query }) => json(await previewRetention(caller, query.days)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
