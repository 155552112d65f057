import { IdParams } from "@/lib/schemas/common";
import { AvailabilityQuery, DEFAULT_WORKING_HOURS, PutWorkingHoursBody } from "@/lib/schemas/availability";
import { InterviewsQuery, ScheduleInterviewBody, UpdateInterviewBody } from "@/lib/schemas/interview";
import { AvailabilityResponse, InterviewResponse, InterviewsResponse, WorkingHoursResponse } from "@/lib/schemas/responses/interview";
import { interview, OTHER_USER_ID } from "../examples";
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
  {
    method: "get",
    path: "/api/availability",
    operationId: "findAvailability",
    tag,
    summary: "Find the members' free slots",
    description:
      "Extension (docs/decisions/372). Slots of `durationMinutes` (5-480) between `from` and `to` (at most 31 days; never before now) in which all the named members (1-20), or any `anyOf` of them, are inside their working hours and not busy (interviews booked here, whoever may read them). Slots start on every `stepMinutes` (default 30; 15 below half an hour) of the viewer's `timeZone` wall clock, correct across DST changes. Any member may ask.",
    access: "authenticated",
    query: AvailabilityQuery,
    parameterDocs: {
      userIds: "Comma-separated member ids",
      from: "Start of the range (ISO 8601 with offset)",
      to: "End of the range",
      durationMinutes: "Length of a slot",
      anyOf: "A panel: at least this many of the members free (default: all)",
      timeZone: "The viewer's IANA time zone (default UTC)",
      stepMinutes: "Slots start every 5, 10, 15, 20, 30 or 60 minutes of the viewer's clock",
    },
    success: {
      status: 200,
      description: "The slots",
      schema: AvailabilityResponse,
      example: { timeZone: "Europe/Berlin", slots: [{ startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T15:00:00.000Z", freeUserIds: [OTHER_USER_ID] }] },
    },
    errors: { 400: "Bad query, or a member id that is not an active member of the organization (a `details` entry each)." },
  },
  {
    method: "get",
    path: "/api/me/working-hours",
    operationId: "getMyWorkingHours",
    tag,
    summary: "Get the caller's working hours",
    description: "Extension (docs/decisions/372). The caller's working week, local to their time zone; Mon-Fri 09:00-17:00 UTC until set.",
    access: "authenticated",
    success: { status: 200, description: "The working hours", schema: WorkingHoursResponse, example: { workingHours: { userId: OTHER_USER_ID, timeZone: "UTC", workingHours: DEFAULT_WORKING_HOURS, isDefault: true } } },
    errors: {},
  },
  {
    method: "put",
    path: "/api/me/working-hours",
    operationId: "setMyWorkingHours",
    tag,
    summary: "Set the caller's working hours",
    description: "Extension (docs/decisions/372). Up to 4 intervals (HH:MM, not overlapping) per weekday, local to `timeZone`; an empty day is a day off.",
    access: "authenticated",
    body: PutWorkingHoursBody,
    bodyExample: { timeZone: "Europe/Lisbon", workingHours: DEFAULT_WORKING_HOURS },
    success: { status: 200, description: "The working hours as set", schema: WorkingHoursResponse, example: { workingHours: { userId: OTHER_USER_ID, timeZone: "Europe/Lisbon", workingHours: DEFAULT_WORKING_HOURS, isDefault: false } } },
    errors: { 400: "Invalid body (a `details` entry per field)." },
  },
];
