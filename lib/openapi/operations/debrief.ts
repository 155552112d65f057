import { rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { DebriefDecisionBody, SubmitInterviewScorecardBody } from "@/lib/schemas/interview-scorecard";
import { DebriefDecisionResponse, DebriefResponse, InterviewScorecardResponse } from "@/lib/schemas/responses/interview-scorecard";
import { interview, OTHER_USER_ID } from "../examples";
import { operations } from "../declare";

const tag = "Feedback";
const INTERVIEW_404 = "No interview with this id that the caller sees (its application's readers and its interviewers see it).";
const APPLICATION_404 = "The application does not exist, belongs to another organization, or the caller may not see it.";

const kit = {
  questions: [{ id: 5, text: "Design a job queue for e-mails.", guidance: "Listen for retries and idempotency." }],
  attributes: [{ id: 7, name: "System design" }],
};
const scorecard = {
  interview: { id: interview.id, title: interview.title, startsAt: interview.startsAt, applicationId: interview.applicationId },
  kit,
  ratings: [{ attributeId: 7, score: 3 }],
  answers: [{ questionId: 5, note: "Chose at-least-once delivery with an idempotency key." }],
  notes: "Clear and careful.",
  recommendation: "yes",
  submitted: true,
};
const decision = {
  id: 3,
  decision: "advance",
  reason: "Strong design round; @[Rita Recruiter](usr_rita) please book the onsite.",
  rejectionReasonId: null,
  toStageId: 34,
  decidedBy: { id: OTHER_USER_ID, name: "Hana Manager" },
  decidedAt: "2026-12-03T16:00:00.000Z",
};

export const debriefOperations = operations({
  getInterviewScorecard: {
    method: "get",
    path: "/api/interviews/{id}/scorecard",
    tag,
    summary: "The caller's scorecard for an interview, with its kit",
    description:
      "Extension (issue 47, docs/decisions/486). The caller's own scorecard for the interview (empty, `submitted` false, when none) and the kit it is written against: the questions with guidance and the focus attributes of the interview's planned interview (empty for an interview outside a plan).",
    access: "authenticated",
    // structured interviews (docs/decisions/486)
    need: rows("an interview the caller cannot see is 404; the scorecard answered is the caller's own"),
    params: IdParams,
    parameterDocs: { id: "Id of the interview" },
    success: { status: 200, description: "The scorecard and its kit", schema: InterviewScorecardResponse, example: scorecard },
    errors: { 404: INTERVIEW_404 },
  },
  submitInterviewScorecard: {
    method: "put",
    path: "/api/interviews/{id}/scorecard",
    tag,
    summary: "Submit or update the caller's scorecard for an interview",
    description:
      "Extension (docs/decisions/486). An interviewer booked on the interview rates the kit's focus attributes 1 (strong no) to 4 (strong yes), notes its questions (a blank note is none), and gives notes and an overall `recommendation` (`strong_no`, `no`, `yes`, `strong_yes` or null). Sending it again replaces it. The first submission completes the caller's review request for the application and lifts the blind rule on it, as feedback does. Emits `interview_scorecard.submitted`; audited as `interview_scorecard.submitted` (without the notes).",
    access: "authenticated",
    need: rows("an interview the caller cannot see is 404; only an interviewer booked on it files its scorecard (403)"),
    params: IdParams,
    parameterDocs: { id: "Id of the interview" },
    body: SubmitInterviewScorecardBody,
    bodyExample: { ratings: scorecard.ratings, answers: scorecard.answers, notes: scorecard.notes, recommendation: "yes" },
    success: { status: 200, description: "The caller's scorecard and its kit", schema: InterviewScorecardResponse, example: scorecard },
    errors: {
      400: "Invalid body: a score outside 1-4, an attribute or question given twice, or one that is not of this interview's kit (an interview outside a plan takes no ratings).",
      403: "The caller sees the interview but is not booked on it (or may not see its application).",
      404: INTERVIEW_404,
    },
  },
  getDebrief: {
    method: "get",
    path: "/api/applications/{id}/debrief",
    tag,
    summary: "The debrief: every interviewer's scorecard side by side, and the decision",
    description:
      "Extension (docs/decisions/486). One entry per non-cancelled interview and booked interviewer, by start time; `attributes` are the rows of the grid. A caller still blind on the application (asked to review and not yet submitted), or one who sees every job without `feedback.view_all` and has not scored it, reads only their own entries: the others answer `submitted`, `recommendation` null and no ratings, `pending` is empty, and for a blind reviewer `decision` is null.",
    access: "authenticated",
    need: rows("the row-level policies decide whose scorecards and which decision the caller reads (blind review included)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: {
      status: 200,
      description: "The debrief",
      schema: DebriefResponse,
      example: {
        interviews: [
          { id: interview.id, name: "System design", interviewerId: OTHER_USER_ID, interviewerName: "Ivan Interviewer", submitted: true, recommendation: "yes", ratings: [{ attributeId: 7, name: "System design", score: 3 }] },
        ],
        attributes: kit.attributes,
        pending: [],
        decision,
        canDecide: true,
      },
    },
    errors: { 404: APPLICATION_404 },
  },
  decideDebrief: {
    method: "post",
    path: "/api/applications/{id}/debrief/decision",
    tag,
    summary: "Record the debrief's decision",
    description:
      "Extension (docs/decisions/486). `advance` moves the application to the next stage of its job, `reject` rejects it as `PATCH /api/applications/{id}` does (with `rejectionReasonId`, the reason's text and, with `notifyCandidate`, the rejection e-mail; `application.updated` is emitted), `hold` records only. The `reason` may @mention members as `@[Name](userId)`: those who may see the candidate are notified. Earlier decisions are kept; the newest is the answer. Audited as `debrief.decided`.",
    access: "authenticated",
    need: rows("an application the caller cannot see is 404; deciding needs `applications.manage` and a job the caller manages (403)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    body: DebriefDecisionBody,
    bodyExample: { decision: "advance", reason: decision.reason },
    success: { status: 201, description: "The decision recorded", schema: DebriefDecisionResponse, example: { decision } },
    errors: {
      400: "Invalid body: an unknown decision, no reason, or a rejection reason that is not the organization's (or archived).",
      403: "The caller may see the application but not move it: `applications.manage` and a job the caller manages are needed.",
      404: APPLICATION_404,
      409: "Advance: the application is in its job's last stage, or it is not active. Reject: it is not active.",
    },
  },
});
