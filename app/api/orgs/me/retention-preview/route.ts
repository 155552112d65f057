import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { RetentionPreviewQuery } from "@/lib/schemas/organization";
import { previewRetention } from "@/lib/server/candidates/preview-retention";

// GET /api/orgs/me/retention-preview?days=N: candidates the next retention run would erase (admins)
export const GET = route({
  operation: "previewRetention",
  query: RetentionPreviewQuery,
  handler: async ({ caller, query }) => json(await previewRetention(caller, query.days)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
