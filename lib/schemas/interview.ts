import { z } from "zod";
import { Id } from "./common";
import { Moment, TimeZone } from "./time-zone";

export const INTERVIEW_TITLE_MAX = 200;
export const INTERVIEWERS_MAX = 20;
// an interview is a meeting: at least 5 minutes, at most a day (the table's CHECK says the same)
export const INTERVIEW_MIN_MINUTES = 5;
export const INTERVIEW_MAX_MINUTES = 24 * 60;

const Title = z.string().trim().min(1, "must not be empty").max(INTERVIEW_TITLE_MAX, `must be at most ${INTERVIEW_TITLE_MAX} characters`).regex(/^[^\p{Cc}]*$/u, "must be one line of text");
const Optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((text) => (text === "" ? null : text))
    .nullable();
const VideoUrl = z
  .string()
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine((u) => u === "" || /^https:\/\/[^\s]+$/.test(u), "must be an https:// link")
  .transform((u) => (u === "" ? null : u))
  .nullable();
const InterviewerIds = z
  .array(z.string().min(1).max(64))
  .min(1, "name at least one interviewer")
  .max(INTERVIEWERS_MAX, `must have at most ${INTERVIEWERS_MAX} entries`)
  .refine((ids) => new Set(ids).size === ids.length, "must not name an interviewer twice");

function checkLength(b: { startsAt?: Date; endsAt?: Date }, ctx: z.RefinementCtx) {
  if (!b.startsAt || !b.endsAt) return;
  const minutes = (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000;
  if (minutes < INTERVIEW_MIN_MINUTES) ctx.addIssue({ code: "custom", path: ["endsAt"], message: `must be at least ${INTERVIEW_MIN_MINUTES} minutes after startsAt` });
  else if (minutes > INTERVIEW_MAX_MINUTES) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be at most 24 hours after startsAt" });
}

// POST /api/applications/{id}/interviews
export const ScheduleInterviewBody = z
  .object({
    title: Title,
    startsAt: Moment,
    endsAt: Moment,
    timeZone: TimeZone,
    location: Optional(500).optional(),
    videoUrl: VideoUrl.optional(),
    instructions: Optional(5000).optional(),
    interviewerIds: InterviewerIds,
    // the job's planned interview this one books (GET /api/jobs/{id}/interview-plan)
    planInterviewId: Id.nullable().optional(),
  })
  .superRefine(checkLength);
export type ScheduleInterviewBody = z.output<typeof ScheduleInterviewBody>;

// PATCH /api/interviews/{id}: what is given changes (a new time is a reschedule)
export const UpdateInterviewBody = z
  .object({
    title: Title.optional(),
    startsAt: Moment.optional(),
    endsAt: Moment.optional(),
    timeZone: TimeZone.optional(),
    location: Optional(500).optional(),
    videoUrl: VideoUrl.optional(),
    instructions: Optional(5000).optional(),
    interviewerIds: InterviewerIds.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "give at least one field to change", path: [] })
  .refine((b) => (b.startsAt === undefined) === (b.endsAt === undefined), { message: "give startsAt and endsAt together", path: ["endsAt"] })
  .superRefine(checkLength);
export type UpdateInterviewBody = z.output<typeof UpdateInterviewBody>;

// GET /api/interviews?mine=true&from=&to=
export const InterviewsQuery = z
  .object({
    mine: z.enum(["true"], { message: "must be true: the list is the caller's own interviews" }),
    from: Moment.optional(),
    to: Moment.optional(),
  })
  .refine((q) => !q.from || !q.to || q.to > q.from, { message: "must be after from", path: ["to"] });
export type InterviewsQuery = z.output<typeof InterviewsQuery>;

// POST /api/applications/{id}/scheduling-links: the candidate picks a time themselves
export const SCHEDULING_WINDOW_MAX_DAYS = 31;
export const CreateSchedulingLinkBody = z
  .object({
    interviewerIds: InterviewerIds,
    durationMinutes: z.number().int().min(INTERVIEW_MIN_MINUTES).max(480),
    from: Moment,
    to: Moment,
    title: Title.optional(),
    timeZone: TimeZone.optional(),
    sendToCandidate: z.boolean().optional().default(false).describe("E-mail the link to the candidate now, in the language they applied in, as a message of the conversation"),
  })
  .refine((b) => b.to > b.from, { message: "must be after from", path: ["to"] })
  .refine((b) => b.to.getTime() - b.from.getTime() <= SCHEDULING_WINDOW_MAX_DAYS * 86_400_000, { message: `must be at most ${SCHEDULING_WINDOW_MAX_DAYS} days after from`, path: ["to"] });
export type CreateSchedulingLinkBody = z.output<typeof CreateSchedulingLinkBody>;

// GET /api/public/scheduling/{token}?timeZone=: the slots on the candidate's own clock
export const PublicSchedulingQuery = z.object({ timeZone: TimeZone.optional() });
// POST /api/public/scheduling/{token}
export const BookSlotBody = z.object({ startsAt: Moment, timeZone: TimeZone.optional() });
export type BookSlotBody = z.output<typeof BookSlotBody>;
// GET /api/public/interviews/{token}: the candidate's own interview (docs/decisions/411)
export const CandidateInterviewQuery = z.object({ timeZone: TimeZone.optional() });
// POST /api/public/interviews/{token}/reschedule: one of the offered times; `timeZone` the zone the page showed them in
export const CandidateRescheduleBody = z.object({ startsAt: Moment, timeZone: TimeZone.optional() });
export type CandidateRescheduleBody = z.output<typeof CandidateRescheduleBody>;
