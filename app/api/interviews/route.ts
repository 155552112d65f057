import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { InterviewsQuery } from "@/lib/schemas/interview";
import { listMyInterviews } from "@/lib/server/interviews/list-interviews";

// GET /api/interviews?mine=true&from=&to=: the interviews the caller is on, in a window
export const GET = route({
  operation: "listMyInterviews",
  query: InterviewsQuery,
  handler: async ({ caller, query }) => json({ interviews: await listMyInterviews(caller, query) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
