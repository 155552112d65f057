import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createSchedulingLink } from "@/lib/server/scheduling/create-scheduling-link";
import { listSchedulingLinks } from "@/lib/server/scheduling/list-scheduling-links";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/applications/{id}/scheduling-links: the open links, for whoever manages the job
export const GET = route(interviewOperations.listSchedulingLinks, {
  handler: async ({ caller, params }) => json({ links: await listSchedulingLinks(caller, params.id) }),
});

// POST /api/applications/{id}/scheduling-links: a single-use link for the candidate to pick a time
export const POST = route(interviewOperations.createSchedulingLink, {
  handler: async ({ caller, params, body }) => json(await createSchedulingLink(caller, params.id, body), 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
