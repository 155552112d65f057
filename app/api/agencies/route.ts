import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createAgency, listAgencies } from "@/lib/server/agencies/agencies";
import { agencyOperations } from "@/lib/openapi/operations/agencies";

// GET /api/agencies: the organization's agencies with their jobs and recruiters (docs/decisions/504)
export const GET = route(agencyOperations.listAgencies, {
  handler: async () => json(await listAgencies()),
});

// POST /api/agencies: add an agency
export const POST = route(agencyOperations.createAgency, {
  handler: async ({ caller, body }) => json({ agency: await createAgency(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
