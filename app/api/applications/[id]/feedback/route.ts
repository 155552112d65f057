import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { SubmitFeedbackBody } from "@/lib/schemas/feedback";
import { getFeedbackView } from "@/lib/server/feedback/get-feedback-view";
import { submitFeedback } from "@/lib/server/feedback/submit-feedback";
import { otherMethods } from "@/lib/api/methods";

// GET /api/applications/{id}/feedback: feedback, criteria, scorecard and interviewers
export const GET = route({
  operation: "getFeedbackView",
  params: IdParams,
  handler: async ({ caller, params }) => json(await getFeedbackView(caller, params.id)),
});

// PUT /api/applications/{id}/feedback: submit or replace the caller's own feedback (extension)
export const PUT = route({
  operation: "submitFeedback",
  params: IdParams,
  body: SubmitFeedbackBody,
  handler: async ({ caller, params, body }) => json({ feedback: await submitFeedback(caller, params.id, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
