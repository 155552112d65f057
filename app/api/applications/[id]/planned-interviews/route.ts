import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listPlannedInterviews } from "@/lib/server/interview-plans/list-planned-interviews";
import { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// GET /api/applications/{id}/planned-interviews: the current stage's planned interviews, booked or not
export const GET = route(interviewPlanOperations.listPlannedInterviews, {
  handler: async ({ params }) => json(await listPlannedInterviews(params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
