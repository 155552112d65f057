import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listApplicationInterviews } from "@/lib/server/interviews/list-interviews";
import { scheduleInterview } from "@/lib/server/interviews/schedule-interview";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/applications/{id}/interviews: the application's interviews, by start time
export const GET = route(interviewOperations.listApplicationInterviews, {
  handler: async ({ caller, params }) => json({ interviews: await listApplicationInterviews(caller, params.id) }),
});

// POST /api/applications/{id}/interviews: book interviewers for a time (409 when one is taken then)
export const POST = route(interviewOperations.scheduleInterview, {
  handler: async ({ caller, params, body }) => json({ interview: await scheduleInterview(caller, params.id, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
