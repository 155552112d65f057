import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getParsedResume } from "@/lib/server/resumes/get-parsed-resume";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/applications/{id}/parsed-resume: the fields read from the application's résumé (extension)
export const GET = route(privacyOperations.getParsedResume, {
  handler: async ({ caller, params }) => json(await getParsedResume(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
