import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getFeedbackView } from "@/lib/server/feedback/get-feedback-view";
import { submitFeedback } from "@/lib/server/feedback/submit-feedback";
import { otherMethods } from "@/lib/api/methods";
import { feedbackOperations } from "@/lib/openapi/operations/feedback";

// GET /api/applications/{id}/feedback: feedback, criteria, scorecard and interviewers
export const GET = route(feedbackOperations.getFeedbackView, {
  handler: async ({ caller, params }) => json(await getFeedbackView(caller, params.id)),
});

// PUT /api/applications/{id}/feedback: submit or replace the caller's own feedback (extension)
export const PUT = route(feedbackOperations.submitFeedback, {
  handler: async ({ caller, params, body }) => json({ feedback: await submitFeedback(caller, params.id, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
