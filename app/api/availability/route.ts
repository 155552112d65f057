import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { AvailabilityQuery } from "@/lib/schemas/availability";
import { findAvailability } from "@/lib/server/availability/find-availability";

// GET /api/availability?userIds=a,b&from=&to=&durationMinutes=: the members' common free slots
export const GET = route({
  operation: "findAvailability",
  query: AvailabilityQuery,
  handler: async ({ caller, query }) => json(await findAvailability(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
