import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { listPlannedInterviews } from "@/lib/server/interview-plans/list-planned-interviews";

// GET /api/applications/{id}/planned-interviews: the current stage's planned interviews, booked or not
export const GET = route({
  operation: "listPlannedInterviews",
  params: IdParams,
  handler: async ({ params }) => json(await listPlannedInterviews(params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
