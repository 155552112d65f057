import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { RequestReviewersBody } from "@/lib/schemas/feedback";
import { requestReviews } from "@/lib/server/reviews/request-reviews";
import { otherMethods } from "@/lib/api/methods";

// POST /api/applications/{id}/interviewers: ask colleagues to review (extension, managers only)
export const POST = route({
  operation: "requestReviews",
  params: IdParams,
  body: RequestReviewersBody,
  handler: async ({ caller, params, body }) => json({ interviewers: (await requestReviews(caller, params.id, body.userIds)).interviewers }),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
