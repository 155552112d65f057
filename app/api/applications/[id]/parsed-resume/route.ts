import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { getParsedResume } from "@/lib/server/resumes/get-parsed-resume";

// GET /api/applications/{id}/parsed-resume: the fields read from the application's résumé (extension)
export const GET = route({
  operation: "getParsedResume",
  params: IdParams,
  handler: async ({ caller, params }) => json(await getParsedResume(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
