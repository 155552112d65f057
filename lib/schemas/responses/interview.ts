import { z } from "zod";
import { ResourceId, Timestamp, UserId } from "./common";

export const InterviewStatus = z.enum(["scheduled", "cancelled", "completed"]);

export const Interview = z.object({
  id: ResourceId,
  applicationId: ResourceId,
  title: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  timeZone: z.string().describe("IANA time zone the interview is arranged in (how invitations and the UI show it)"),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  instructions: z.string().nullable().describe("Instructions for the candidate, sent with their invitation"),
  interviewerIds: z.array(UserId),
  panelId: ResourceId.nullable().describe("The panel day it belongs to (booked with the stage's other planned interviews); null for an interview booked alone"),
  status: InterviewStatus,
  planInterviewId: ResourceId.nullable().describe("The job's planned interview (GET /api/jobs/{id}/interview-plan) this one books; null when none"),
  candidateName: z.string().describe("Whom the interview meets"),
  jobTitle: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const InterviewResponse = z.object({ interview: Interview });
export const InterviewsResponse = z.object({ interviews: z.array(Interview).describe("By start time") });

export const AvailabilityResponse = z.object({
  timeZone: z.string().describe("The viewer's time zone the slots start on the step of (UTC unless `timeZone` was given)"),
  slots: z
    .array(z.object({ startsAt: Timestamp, endsAt: Timestamp, freeUserIds: z.array(UserId).describe("The members free for the whole slot") }))
    .describe("By start time, at most 1000"),
  workingDays: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .describe("The days (YYYY-MM-DD in `timeZone`, from now on) on which a slot could start were nobody busy: a day without slots that is not listed is outside the members' working hours rather than busy"),
});

const Interval = z.object({ start: z.string().describe("HH:MM"), end: z.string().describe("HH:MM (24:00 ends the day)") });
export const WorkingHoursResponse = z.object({
  workingHours: z.object({
    userId: UserId,
    timeZone: z.string(),
    workingHours: z.object({ mon: z.array(Interval), tue: z.array(Interval), wed: z.array(Interval), thu: z.array(Interval), fri: z.array(Interval), sat: z.array(Interval), sun: z.array(Interval) }),
    isDefault: z.boolean().describe("true: never set, the defaults (Mon-Fri 09:00-17:00 UTC)"),
  }),
});

export const SchedulingLinksResponse = z.object({
  links: z
    .array(
      z.object({
        id: ResourceId,
        title: z.string(),
        durationMinutes: z.number().int(),
        interviewerIds: z.array(UserId),
        from: Timestamp.describe("The window's start"),
        to: Timestamp.describe("The window's end"),
        expiresAt: Timestamp,
        createdAt: Timestamp,
      }),
    )
    .describe("Neither used nor expired, newest first, at most 50; the token is never answered again"),
});
export const SchedulingLinkResponse = z.object({
  id: ResourceId,
  url: z.string().describe("The candidate's page; the token's only copy"),
  expiresAt: Timestamp,
  messageId: ResourceId.nullable().describe("The conversation's message that took the link to the candidate (with `sendToCandidate`); null otherwise"),
});
export const SchedulingOfferResponse = z.object({
  slots: z.array(z.object({ startsAt: Timestamp, endsAt: Timestamp })).describe("By start time"),
  job: z.object({ title: z.string() }),
  org: z.object({ name: z.string() }),
  title: z.string().describe("What the interview is called"),
  durationMinutes: z.number().int(),
  timeZone: z.string().describe("The zone the slots start on the half hours of"),
  expiresAt: Timestamp,
});
export const BookedInterviewResponse = z.object({
  interview: Interview.pick({ id: true, title: true, startsAt: true, endsAt: true, timeZone: true, location: true, videoUrl: true, status: true }),
});

// The candidate's own interview by their manage link (docs/decisions/411): when, where and what only
export const CandidateInterview = Interview.pick({ title: true, startsAt: true, endsAt: true, timeZone: true, location: true, videoUrl: true, status: true });
export const CandidateInterviewResponse = z.object({
  interview: CandidateInterview,
  job: z.object({ title: z.string() }),
  org: z.object({ name: z.string() }),
  durationMinutes: z.number().int(),
  state: z.enum(["open", "cut_off", "cancelled", "completed", "closed"]).describe("open: the candidate may move or cancel it; cut_off: it starts within 24 hours; closed: the application is closed"),
  changeUntil: Timestamp.describe("Until when the candidate may move or cancel it (24 hours before it starts)"),
  movesLeft: z.number().int().min(0).describe("How many more times the candidate may move it by this link (two in all); at 0 they may still cancel it, and a further move is arranged with the team"),
  timeZone: z.string().describe("The zone the slots start on the half hours of"),
  slots: z.array(z.object({ startsAt: Timestamp, endsAt: Timestamp })).describe("Times to move it to, by start time; empty unless `state` is open and `movesLeft` is above 0"),
});
export const CandidateInterviewChangeResponse = z.object({ interview: CandidateInterview });
