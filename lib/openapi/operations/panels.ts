import { SCHEDULES, rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { BookPanelBody, InterviewAgreementQuery, InterviewerLoadQuery, MovePanelBody, PanelSuggestionsBody } from "@/lib/schemas/panel";
import { InterviewAgreementResponse, InterviewerLoadResponse, PanelResponse, PanelsResponse, PanelSuggestionsResponse } from "@/lib/schemas/responses/panel";
import { interview, OTHER_USER_ID, USER_ID } from "../examples";
import { operations } from "../declare";

const tag = "Interviews";
const MANAGERS = "The caller sees the application but does not manage its job: admins, recruiters and the job's hiring managers schedule.";
const PANEL_404 = "No panel day with this id that the caller sees (it is read with its application).";
const first = { ...interview, id: 31, title: "Technical interview", panelId: 4, startsAt: "2026-12-03T09:00:00.000Z", endsAt: "2026-12-03T10:00:00.000Z", interviewerIds: [OTHER_USER_ID] };
const second = { ...interview, id: 32, title: "System design", panelId: 4, startsAt: "2026-12-03T10:15:00.000Z", endsAt: "2026-12-03T11:15:00.000Z", interviewerIds: [USER_ID] };
const panel = { id: 4, applicationId: interview.applicationId, stageId: 9, status: "scheduled", createdAt: "2026-11-30T09:00:00.000Z", interviews: [first, second] };
const WEEK_RULE = "a member's week runs Monday to Sunday on their own clock (their working hours' zone)";

export const panelOperations = operations({
  suggestPanelDays: {
    method: "post",
    path: "/api/applications/{id}/panel/suggestions",
    tag,
    summary: "Find panel days",
    description: `Extension (issue 47, docs/decisions/486). Days on which the stage's planned interviews (the application's current stage unless \`stageId\`) fit back to back, \`breakMinutes\` (0-120) apart, each with one member of its pool who is inside their working hours and free (interviews booked here and their own calendar's busy time, as GET /api/availability reads them). The interviewer is chosen by fair rotation: the fewest interviews in that week, then the fewest in the four weeks before it, then the lowest id (${WEEK_RULE}); a member at their \`weeklyInterviewLimit\` that week is skipped, and no member gets two interviews of one day. Over \`date\` (one day of \`timeZone\`), \`from\`-\`to\` (at most 31 days) or by default the next 10 working days (Monday to Friday in \`timeZone\`): at most 5, earliest first, one per day (up to 5 starts on \`date\`), starting on the half hours of \`timeZone\`. An empty list comes with a \`reason\` naming the interview no one could take.`,
    access: "authenticated",
    // panel days (decision 486)
    need: SCHEDULES,
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    body: PanelSuggestionsBody,
    bodyExample: { breakMinutes: 15, timeZone: "Europe/Berlin" },
    success: {
      status: 200,
      description: "The suggestions",
      schema: PanelSuggestionsResponse,
      example: {
        stageId: 9,
        suggestions: [
          {
            startsAt: first.startsAt,
            endsAt: second.endsAt,
            interviews: [
              { planInterviewId: 21, name: first.title, interviewerId: OTHER_USER_ID, interviewerName: "Ivan Interviewer", startsAt: first.startsAt, endsAt: first.endsAt },
              { planInterviewId: 22, name: second.title, interviewerId: USER_ID, interviewerName: "Hana Manager", startsAt: second.startsAt, endsAt: second.endsAt },
            ],
          },
        ],
        reason: null,
      },
    },
    errors: {
      400: "Invalid body, or `stageId` is not a stage of the application's job.",
      403: MANAGERS,
      404: "No such application the caller can see.",
      409: "The stage has no planned interviews, or a planned interview's pool has no active member.",
    },
  },
  bookPanel: {
    method: "post",
    path: "/api/applications/{id}/panel",
    tag,
    summary: "Book a panel day",
    description:
      "Extension (issue 47, docs/decisions/486). Books the given planned interviews of `stageId` (typically a suggestion), each with its interviewer (a member of its pool; one interview per member), as one panel day: each is booked as POST /api/applications/{id}/interviews books one (titled with the planned interview's name; invitations, review requests, calendars and `interview.scheduled` alike), all in one transaction. An interviewer who is no longer free, or who reached their weekly limit that week, is a 409 naming them, and nothing is booked. Audited on the application as `panel.scheduled`.",
    access: "authenticated",
    need: SCHEDULES,
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    body: BookPanelBody,
    bodyExample: {
      stageId: 9,
      timeZone: "Europe/Berlin",
      videoUrl: "https://meet.example.com/abc-defg-hij",
      interviews: [
        { planInterviewId: 21, interviewerId: OTHER_USER_ID, startsAt: first.startsAt, endsAt: first.endsAt },
        { planInterviewId: 22, interviewerId: USER_ID, startsAt: second.startsAt, endsAt: second.endsAt },
      ],
    },
    success: { status: 201, description: "The panel day", schema: PanelResponse, example: { panel } },
    errors: {
      400: "Invalid body, a time in the past, a planned interview not of the stage, an interviewer not in its pool (a `details` entry each), or one member named twice.",
      403: MANAGERS,
      404: "No such application the caller can see.",
      409: "An interviewer is no longer free then or is at their weekly limit that week (the message names them); the stage has no planned interviews; or the application is not active.",
    },
  },
  listPanels: {
    method: "get",
    path: "/api/applications/{id}/panels",
    tag,
    summary: "List an application's panel days",
    description: "Extension (issue 47, docs/decisions/486). The application's panel days, newest first, cancelled ones included, each with its interviews.",
    access: "authenticated",
    need: rows("the row-level policies decide which applications, panels and interviews the caller sees"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The panel days", schema: PanelsResponse, example: { panels: [panel] } },
    errors: { 404: "No such application the caller can see." },
  },
  movePanel: {
    method: "patch",
    path: "/api/panels/{id}",
    tag,
    summary: "Move a panel day",
    description:
      "Extension (issue 47, docs/decisions/486). Moves every scheduled interview of the day by `shiftMinutes`, or so that the first starts at `startsAt`, keeping the gaps between them: each is rescheduled as PATCH /api/interviews/{id} reschedules one (a new invitation, SEQUENCE raised, `interview.rescheduled`), all in one transaction. Audited on the application as `panel.moved`.",
    access: "authenticated",
    need: SCHEDULES,
    params: IdParams,
    parameterDocs: { id: "Id of the panel day" },
    body: MovePanelBody,
    bodyExample: { shiftMinutes: 1440 },
    success: { status: 200, description: "The panel day as it is now", schema: PanelResponse, example: { panel } },
    errors: {
      400: "Invalid body (neither or both of `shiftMinutes` and `startsAt`), or a new time in the past.",
      403: MANAGERS,
      404: PANEL_404,
      409: "An interviewer is booked at the new time or at their weekly limit that week, or the panel day is cancelled.",
    },
  },
  cancelPanel: {
    method: "delete",
    path: "/api/panels/{id}",
    tag,
    summary: "Cancel a panel day",
    description:
      "Extension (issue 47, docs/decisions/486). Cancels every scheduled interview of the day as DELETE /api/interviews/{id} cancels one (an iCalendar CANCEL to everyone invited, `interview.cancelled`) and marks the panel `cancelled`, in one transaction. Audited on the application as `panel.cancelled`.",
    access: "authenticated",
    need: SCHEDULES,
    params: IdParams,
    parameterDocs: { id: "Id of the panel day" },
    success: { status: 200, description: "The cancelled panel day", schema: PanelResponse, example: { panel: { ...panel, status: "cancelled", interviews: [first, second].map((i) => ({ ...i, status: "cancelled" })) } } },
    errors: { 403: MANAGERS, 404: PANEL_404, 409: "The panel day is already cancelled." },
  },
});

export const panelReportOperations = operations({
  getInterviewerLoadReport: {
    method: "get",
    path: "/api/reports/interviewer-load",
    tag: "Reports",
    summary: "Interviewer load",
    description: `Extension (issue 47, docs/decisions/486). Per member of the team, their interviews that are not cancelled (scheduled or held) in each week from the one of \`from\` to the one of \`to\` (at most 366 days apart); ${WEEK_RULE}. Every interview counts, also those of jobs the caller does not see: the figure says how busy a member is, never with what.`,
    access: "authenticated",
    need: "reports.view",
    query: InterviewerLoadQuery,
    parameterDocs: { from: "First day (YYYY-MM-DD)", to: "Last day (YYYY-MM-DD)" },
    success: {
      status: 200,
      description: "The load",
      schema: InterviewerLoadResponse,
      example: { members: [{ userId: OTHER_USER_ID, name: "Ivan Interviewer", weeks: [{ weekStart: "2026-11-30", interviews: 3 }, { weekStart: "2026-12-07", interviews: 1 }] }] },
    },
    errors: { 400: "`from` or `to` is not a date, `to` is before `from`, or they are more than 366 days apart." },
  },
  getInterviewAgreementReport: {
    method: "get",
    path: "/api/reports/interview-agreement",
    tag: "Reports",
    summary: "How often each planned interview's recommendations agreed with the outcome",
    description:
      "Extension (issue 47, docs/decisions/486). Per planned interview of the job (`jobId`) or of every job the caller sees: `scored`, the interview scorecards with a recommendation on applications that were hired or rejected; `agreed`, those recommending yes or strong yes on a hire, or no or strong no on a rejection; `rate`, agreed / scored. Applications still active (and withdrawn ones) are not counted. Only the scorecards the caller may read count: a reviewer still blind on an application counts only their own there.",
    access: "authenticated",
    need: "reports.view",
    query: InterviewAgreementQuery,
    parameterDocs: { jobId: "Only this job's planned interviews (one the caller can see; otherwise 404)" },
    success: { status: 200, description: "The agreement", schema: InterviewAgreementResponse, example: { interviews: [{ planInterviewId: 21, name: "Technical interview", scored: 8, agreed: 6, rate: 0.75 }] } },
    errors: { 400: "`jobId` is not a positive integer.", 404: "`jobId` names no job the caller can see." },
  },
});
