import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requestReviews } from "@/lib/server/reviews/request-reviews";
import { otherMethods } from "@/lib/api/methods";
import { feedbackOperations } from "@/lib/openapi/operations/feedback";

// POST /api/applications/{id}/interviewers: ask colleagues to review (extension, managers only)
export const POST = route(feedbackOperations.requestReviews, {
  handler: async ({ caller, params, body }) => json({ interviewers: (await requestReviews(caller, params.id, body.userIds)).interviewers }),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
