import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { CreateSchedulingLinkBody } from "@/lib/schemas/interview";
import { createSchedulingLink } from "@/lib/server/scheduling/create-scheduling-link";
import { listSchedulingLinks } from "@/lib/server/scheduling/list-scheduling-links";

// GET /api/applications/{id}/scheduling-links: the open links, for whoever manages the job
export const GET = route({
  operation: "listSchedulingLinks",
  params: IdParams,
  handler: async ({ caller, params }) => json({ links: await listSchedulingLinks(caller, params.id) }),
});

// POST /api/applications/{id}/scheduling-links: a single-use link for the candidate to pick a time
export const POST = route({
  operation: "createSchedulingLink",
  params: IdParams,
  body: CreateSchedulingLinkBody,
  handler: async ({ caller, params, body }) => json(await createSchedulingLink(caller, params.id, body), 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
