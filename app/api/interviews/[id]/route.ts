import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { cancelInterview } from "@/lib/server/interviews/cancel-interview";
import { updateInterview } from "@/lib/server/interviews/update-interview";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// PATCH /api/interviews/{id}: reschedule it or change its details
export const PATCH = route(interviewOperations.updateInterview, {
  handler: async ({ caller, params, body }) => json({ interview: await updateInterview(caller, params.id, body) }),
});

// DELETE /api/interviews/{id}: cancel it (the row stays, cancelled)
export const DELETE = route(interviewOperations.cancelInterview, {
  handler: async ({ caller, params }) => json({ interview: await cancelInterview(caller, params.id) }),
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
