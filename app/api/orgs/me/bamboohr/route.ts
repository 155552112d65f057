import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { connectBambooHr, disconnectBambooHr, getBambooHrConnection } from "@/lib/server/new-hires/bamboohr-connection";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/orgs/me/bamboohr: whether new hires go to BambooHR (settings.manage)
export const GET = route(newHireOperations.getBambooHrConnection, {
  handler: async ({ caller }) => json({ bamboohr: await getBambooHrConnection(caller) }),
});

// PUT /api/orgs/me/bamboohr {companyDomain, apiKey}: connect BambooHR, the key tried first (settings.manage)
export const PUT = route(newHireOperations.connectBambooHr, {
  handler: async ({ caller, body }) => json({ bamboohr: await connectBambooHr(caller, body) }),
});

// DELETE /api/orgs/me/bamboohr: forget the key (settings.manage)
export const DELETE = route(newHireOperations.disconnectBambooHr, {
  handler: async ({ caller }) => json({ bamboohr: await disconnectBambooHr(caller) }),
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
