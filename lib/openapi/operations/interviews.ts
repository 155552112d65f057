import { IdParams } from "@/lib/schemas/common";
import { InterviewsQuery, ScheduleInterviewBody, UpdateInterviewBody } from "@/lib/schemas/interview";
import { InterviewResponse, InterviewsResponse } from "@/lib/schemas/responses/interview";
import { interview } from "../examples";
import type { Operation } from "../types";

const tag = "Interviews";
const MANAGERS = "The caller sees the application (or is on the interview) but does not manage its job: admins, recruiters and the job's hiring managers schedule.";
const INTERVIEW_404 = "No interview with this id that the caller sees (its application's readers and its interviewers see it).";
const OVERLAP = "An interviewer is already booked at an overlapping time (PostgreSQL's exclusion constraint decides, so of racing requests for one slot exactly one succeeds), or the interview is no longer scheduled.";
const bodyExample = {
  title: interview.title,
  startsAt: interview.startsAt,
  endsAt: interview.endsAt,
  timeZone: interview.timeZone,
  videoUrl: interview.videoUrl,
  instructions: interview.instructions,
  interviewerIds: interview.interviewerIds,
};

export const interviewOperations: Operation[] = [
  {
    method: "get",
    path: "/api/applications/{id}/interviews",
    operationId: "listApplicationInterviews",
    tag,
    summary: "List an application's interviews",
    description: "Extension (issue 24, docs/decisions/370). Every interview of the application, cancelled ones included, by start time.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The interviews", schema: InterviewsResponse, example: { interviews: [interview] } },
    errors: { 404: "No such application the caller can see." },
  },
  {
    method: "post",
    path: "/api/applications/{id}/interviews",
    operationId: "scheduleInterview",
    tag,
    summary: "Schedule an interview",
    description:
      "Extension (docs/decisions/370). Books 1-20 interviewers (active members) from `startsAt` to `endsAt` (5 minutes to 24 hours, in the future), shown in `timeZone`. The interviewers and the candidate get an iCalendar invitation by e-mail. Emits `interview.scheduled`; audited on the application as `interview.scheduled`.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    body: ScheduleInterviewBody,
    bodyExample,
    success: { status: 201, description: "The interview", schema: InterviewResponse, example: { interview } },
    errors: { 400: "Invalid body, a time in the past, or an interviewer who is not an active member (a `details` entry each).", 403: MANAGERS, 404: "No such application the caller can see.", 409: `${OVERLAP} Or the application is not active.` },
  },
  {
    method: "patch",
    path: "/api/interviews/{id}",
    operationId: "updateInterview",
    tag,
    summary: "Reschedule an interview or change its details",
    description:
      "Extension (docs/decisions/370). Give the fields to change; `startsAt` and `endsAt` together. A new time or new interviewers reschedule it: a new invitation (same UID, higher SEQUENCE) and `interview.rescheduled`; other changes are audited as `interview.updated` and update the invitation.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the interview" },
    body: UpdateInterviewBody,
    bodyExample: { startsAt: "2026-12-03T14:00:00.000Z", endsAt: "2026-12-03T15:00:00.000Z" },
    success: { status: 200, description: "The interview as it is now", schema: InterviewResponse, example: { interview: { ...interview, startsAt: "2026-12-03T14:00:00.000Z", endsAt: "2026-12-03T15:00:00.000Z" } } },
    errors: { 400: "Invalid body or a time in the past.", 403: MANAGERS, 404: INTERVIEW_404, 409: OVERLAP },
  },
  {
    method: "delete",
    path: "/api/interviews/{id}",
    operationId: "cancelInterview",
    tag,
    summary: "Cancel an interview",
    description: "Extension (docs/decisions/370). The interview stays, `cancelled`; its interviewers' time is free again and everyone invited gets an iCalendar CANCEL. Emits `interview.cancelled`.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the interview" },
    success: { status: 200, description: "The cancelled interview", schema: InterviewResponse, example: { interview: { ...interview, status: "cancelled" } } },
    errors: { 403: MANAGERS, 404: INTERVIEW_404, 409: "The interview is already cancelled or completed." },
  },
  {
    method: "get",
    path: "/api/interviews",
    operationId: "listMyInterviews",
    tag,
    summary: "List the caller's interviews",
    description: "Extension (docs/decisions/370). `mine=true` (required): the interviews the caller is an interviewer on that overlap `from`-`to` (either may be left out), cancelled ones included, by start time, at most 500.",
    access: "authenticated",
    query: InterviewsQuery,
    parameterDocs: { mine: "Must be `true`", from: "Start of the window (ISO 8601 with offset)", to: "End of the window" },
    success: { status: 200, description: "The interviews", schema: InterviewsResponse, example: { interviews: [interview] } },
    errors: { 400: "`mine` is missing, or a bad window." },
  },
];
