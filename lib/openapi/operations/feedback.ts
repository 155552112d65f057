import { rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { RequestReviewersBody, SubmitFeedbackBody } from "@/lib/schemas/feedback";
import { FeedbackResponse, FeedbackViewResponse, InterviewersResponse } from "@/lib/schemas/responses";
import { criterion, feedbackEntry, interviewer, job, OTHER_USER_ID, rating } from "../examples";
import { operations } from "../declare";

const tag = "Feedback";
const APPLICATION_404 = "The application does not exist, belongs to another organization, or the caller may not see it.";
const id = { id: "Id of the application" };

export const feedbackOperations = operations({
  getFeedbackView: {
    method: "get",
    path: "/api/applications/{id}/feedback",
    tag,
    summary: "Feedback, scorecard and interviewers of an application",
    description:
      "Any caller who can see the application. `canManage`: admin, recruiter or hiring manager of the job. `canSeeAll`: `canManage`, or the caller has submitted own feedback; without it `feedback` holds only the caller's own entry, `scorecard` is empty and `recommendations` is null (no anchoring on colleagues' scores or recommendations).",
    access: "authenticated",
    // feedback and reviews
    need: rows("the row-level policies decide whose feedback the caller reads (blind review included)"),
    params: IdParams,
    parameterDocs: id,
    success: {
      status: 200,
      description: "The feedback view",
      schema: FeedbackViewResponse,
      example: {
        application: {
          id: 55,
          candidateId: 40,
          jobId: job.id,
          name: "Grace Hopper",
          email: "grace@example.com",
          phone: null,
          resumeUrl: null,
          jobTitle: job.title,
          kitBody: job.kitBody,
          referral: { referrerName: "Hank Hill", relationship: "We worked together at Initech", note: null, createdAt: "2026-12-10T09:30:00.000Z" },
          agency: null,
        },
        canSeeAll: true,
        canManage: false,
        myFeedback: { notes: feedbackEntry.notes, ratings: [rating], recommendation: "yes" },
        feedback: [feedbackEntry],
        criteria: [criterion],
        scorecard: [{ criterionId: criterion.id, name: criterion.name, average: 3, count: 1 }],
        recommendations: { strong_no: 0, no: 0, yes: 1, strong_yes: 0 },
        interviewers: [interviewer],
      },
    },
    errors: { 404: APPLICATION_404 },
  },
  submitFeedback: {
    method: "put",
    path: "/api/applications/{id}/feedback",
    tag,
    summary: "Submit or update the caller's feedback",
    description:
      "Any caller who can see the application submits (or replaces) their own notes, ratings and overall `recommendation` (`strong_no`, `no`, `yes`, `strong_yes` or null; optional, and omitting it on a resubmission clears it); scores are 1 (strong no) to 4 (strong yes), each criterion of the job at most once. Completes the caller's review request. Audited as `feedback.submitted` (first time) or `feedback.updated`.",
    access: "authenticated",
    need: rows("a member asked to review an application, or who works on its job, gives their own feedback"),
    params: IdParams,
    parameterDocs: id,
    body: SubmitFeedbackBody,
    bodyExample: { notes: "Clear thinker.", ratings: [rating], recommendation: "yes" },
    success: { status: 200, description: "The caller's feedback entry", schema: FeedbackResponse, example: { feedback: feedbackEntry } },
    errors: {
      400: "Invalid body: no notes, no recommendation and no ratings, an unknown recommendation, a score outside 1-4, a criterion rated twice or not of this job.",
      404: APPLICATION_404,
    },
  },
  requestReviews: {
    method: "post",
    path: "/api/applications/{id}/interviewers",
    tag,
    summary: "Ask colleagues to review",
    description:
      "Managers of the job ask users of the organization to review the application; each gets a task in `myTasks` of GET /api/home until they submit feedback. Asking someone again is harmless. Audited as `review.requested`.",
    access: "authenticated",
    need: rows("an application the caller cannot see is 404; asking for reviews needs `applications.manage` and a job the caller manages (403)"),
    params: IdParams,
    parameterDocs: id,
    body: RequestReviewersBody,
    bodyExample: { userIds: [OTHER_USER_ID] },
    success: {
      status: 200,
      description: "Everyone asked to review this application",
      schema: InterviewersResponse,
      example: { interviewers: [interviewer] },
    },
    errors: {
      400: "Invalid body, or a user id that is not a member of the organization.",
      403: "The caller may see the application but not manage its job.",
      404: APPLICATION_404,
    },
  },
});
