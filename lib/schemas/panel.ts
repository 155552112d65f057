import { z } from "zod";
import { Id, IdString } from "./common";
import { Moment, TimeZone } from "./time-zone";

// Panel days (issue 47, docs/decisions/486): a stage's planned interviews booked back to back for
// one candidate, each with one interviewer of its pool, moved and cancelled as one.

export const PANEL_SEARCH_MAX_DAYS = 31;
export const PANEL_BREAK_MAX_MINUTES = 120;
const Day = z.iso.date();
const VideoUrl = z
  .string()
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine((u) => u === "" || /^https:\/\/[^\s]+$/.test(u), "must be an https:// link")
  .transform((u) => (u === "" ? null : u))
  .nullable();

// POST /api/applications/{id}/panel/suggestions
export const PanelSuggestionsBody = z
  .object({
    stageId: Id.optional().meta({ description: "The stage whose planned interviews make the day; the application's current stage when left out" }),
    date: Day.optional().meta({ description: "Only this day (YYYY-MM-DD in `timeZone`); instead of `from` and `to`" }),
    from: Moment.optional(),
    to: Moment.optional(),
    breakMinutes: z.number().int().min(0).max(PANEL_BREAK_MAX_MINUTES).optional().default(0),
    timeZone: TimeZone,
  })
  .refine((b) => !(b.date && (b.from || b.to)), { message: "give either date or from and to", path: ["date"] })
  .refine((b) => !b.from || !b.to || b.to > b.from, { message: "must be after from", path: ["to"] })
  .refine((b) => !b.from || !b.to || b.to.getTime() - b.from.getTime() <= PANEL_SEARCH_MAX_DAYS * 86_400_000, { message: `must be at most ${PANEL_SEARCH_MAX_DAYS} days after from`, path: ["to"] });
export type PanelSuggestionsBody = z.output<typeof PanelSuggestionsBody>;

// POST /api/applications/{id}/panel
export const BookPanelBody = z
  .object({
    stageId: Id,
    interviews: z
      .array(z.object({ planInterviewId: Id, interviewerId: z.string().min(1).max(64), startsAt: Moment, endsAt: Moment }))
      .min(1, "name at least one interview")
      .max(20, "must have at most 20 entries"),
    timeZone: TimeZone,
    location: z.string().trim().max(500, "must be at most 500 characters").transform((t) => (t === "" ? null : t)).nullable().optional(),
    videoUrl: VideoUrl.optional(),
  })
  .superRefine((b, ctx) => {
    const plans = new Set<number>();
    const people = new Set<string>();
    b.interviews.forEach((item, i) => {
      if (item.endsAt <= item.startsAt) ctx.addIssue({ code: "custom", path: ["interviews", i, "endsAt"], message: "must be after startsAt" });
      if (plans.has(item.planInterviewId)) ctx.addIssue({ code: "custom", path: ["interviews", i, "planInterviewId"], message: "must not name a planned interview twice" });
      if (people.has(item.interviewerId)) ctx.addIssue({ code: "custom", path: ["interviews", i, "interviewerId"], message: "must not give one member two interviews of the same panel" });
      plans.add(item.planInterviewId);
      people.add(item.interviewerId);
    });
  });
export type BookPanelBody = z.output<typeof BookPanelBody>;

// PATCH /api/panels/{id}: the whole day moves, its gaps kept
export const MovePanelBody = z
  .object({
    shiftMinutes: z.number().int().min(-60 * 24 * 60).max(60 * 24 * 60).refine((m) => m !== 0, "must not be 0").optional(),
    startsAt: Moment.optional().meta({ description: "The new start of the day's first interview" }),
  })
  .refine((b) => (b.shiftMinutes === undefined) !== (b.startsAt === undefined), { message: "give either shiftMinutes or startsAt", path: [] });
export type MovePanelBody = z.output<typeof MovePanelBody>;


// GET /api/reports/interviewer-load?from=&to=
export const INTERVIEWER_LOAD_MAX_DAYS = 366;
export const InterviewerLoadQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.to >= q.from, { message: "must not be before from", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= INTERVIEWER_LOAD_MAX_DAYS * 86_400_000, { message: `must be at most ${INTERVIEWER_LOAD_MAX_DAYS} days after from`, path: ["to"] });
export type InterviewerLoadQuery = z.output<typeof InterviewerLoadQuery>;

// GET /api/reports/interview-agreement?jobId=
export const InterviewAgreementQuery = z.object({ jobId: IdString.optional() });
export type InterviewAgreementQuery = z.output<typeof InterviewAgreementQuery>;
