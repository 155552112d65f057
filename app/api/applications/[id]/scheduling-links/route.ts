import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { CreateSchedulingLinkBody } from "@/lib/schemas/interview";
import { createSchedulingLink } from "@/lib/server/scheduling/create-scheduling-link";

// POST /api/applications/{id}/scheduling-links: a single-use link for the candidate to pick a time
export const POST = route({
  params: IdParams,
  body: CreateSchedulingLinkBody,
  handler: async ({ caller, params, body }) => json(await createSchedulingLink(caller, params.id, body), 201),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
