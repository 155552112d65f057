import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { myWorkingHours, setMyWorkingHours } from "@/lib/server/availability/working-hours";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/me/working-hours: the caller's working week and time zone (the defaults until set)
export const GET = route(interviewOperations.getMyWorkingHours, {
  handler: async ({ caller }) => json({ workingHours: await myWorkingHours(caller) }),
});

// PUT /api/me/working-hours: set them
export const PUT = route(interviewOperations.setMyWorkingHours, {
  handler: async ({ caller, body }) => json({ workingHours: await setMyWorkingHours(caller, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
