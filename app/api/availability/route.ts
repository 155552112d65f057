import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { findAvailability } from "@/lib/server/availability/find-availability";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/availability?userIds=a,b&from=&to=&durationMinutes=: the members' common free slots
export const GET = route(interviewOperations.findAvailability, {
  handler: async ({ caller, query }) => json(await findAvailability(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
