import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listMyInterviews } from "@/lib/server/interviews/list-interviews";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/interviews?mine=true&from=&to=: the interviews the caller is on, in a window
export const GET = route(interviewOperations.listMyInterviews, {
  handler: async ({ caller, query }) => json({ interviews: await listMyInterviews(caller, query) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
