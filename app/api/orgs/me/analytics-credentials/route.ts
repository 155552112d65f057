import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createAnalyticsLogin, getAnalyticsLogin, revokeAnalyticsLogin } from "@/lib/server/analytics/analytics-login";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/orgs/me/analytics-credentials: whether the organization has a login for its BI tool
export const GET = route(reportOperations.getAnalyticsCredentials, {
  handler: async ({ caller }) => json({ credentials: await getAnalyticsLogin(caller) }),
});

// POST /api/orgs/me/analytics-credentials: a new read-only login, its password shown once
export const POST = route(reportOperations.createAnalyticsCredentials, {
  handler: async ({ caller }) => json(await createAnalyticsLogin(caller), 201),
});

// DELETE /api/orgs/me/analytics-credentials: the login is dropped
export const DELETE = route(reportOperations.revokeAnalyticsCredentials, {
  handler: async ({ caller }) => json({ credentials: await revokeAnalyticsLogin(caller) }),
});

export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
