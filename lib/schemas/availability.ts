import { z } from "zod";
import { Moment, TimeZone } from "./time-zone";

// "09:00"; "24:00" ends a day
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time HH:MM");
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const DayHours = z
  .array(z.object({ start: Clock, end: Clock }))
  .max(4, "must have at most 4 intervals")
  .refine((list) => list.every((i) => clockMinutes(i.end) > clockMinutes(i.start)), "each interval must end after it starts")
  .refine((list) => [...list].sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start)).every((i, n, all) => n === 0 || clockMinutes(i.start) >= clockMinutes(all[n - 1].end)), "intervals must not overlap");

export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

// A member's working week, local to their time zone: an empty day is a day off
export const WorkingHours = z.object(Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, DayHours])) as Record<WeekdayKey, typeof DayHours>);
export type WorkingHours = z.output<typeof WorkingHours>;

const NINE_TO_FIVE = [{ start: "09:00", end: "17:00" }];
export const DEFAULT_WORKING_HOURS: WorkingHours = { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE, sat: [], sun: [] };
export const DEFAULT_TIME_ZONE = "UTC";

// PUT /api/me/working-hours
export const PutWorkingHoursBody = z.object({ timeZone: TimeZone, workingHours: WorkingHours });
export type PutWorkingHoursBody = z.output<typeof PutWorkingHoursBody>;

export const AVAILABILITY_MAX_DAYS = 31;
export const AVAILABILITY_MAX_MEMBERS = 20;

// GET /api/availability?userIds=a,b&from=&to=&durationMinutes=&anyOf=&timeZone=&stepMinutes=
export const AvailabilityQuery = z
  .object({
    userIds: z
      .string()
      .transform((list) => list.split(",").map((id) => id.trim()).filter(Boolean))
      .pipe(z.array(z.string().max(64)).min(1, "name at least one member").max(AVAILABILITY_MAX_MEMBERS, `must name at most ${AVAILABILITY_MAX_MEMBERS} members`))
      .refine((ids) => new Set(ids).size === ids.length, "must not name a member twice"),
    from: Moment,
    to: Moment,
    durationMinutes: z.coerce.number().int().min(5).max(480),
    anyOf: z.coerce.number().int().min(1).optional(),
    timeZone: TimeZone.optional(),
    stepMinutes: z.coerce.number().int().refine((n) => [5, 10, 15, 20, 30, 60].includes(n), "must be 5, 10, 15, 20, 30 or 60").optional(),
  })
  .refine((q) => q.to > q.from, { message: "must be after from", path: ["to"] })
  .refine((q) => q.to.getTime() - q.from.getTime() <= AVAILABILITY_MAX_DAYS * 86_400_000, { message: `must be at most ${AVAILABILITY_MAX_DAYS} days after from`, path: ["to"] })
  .refine((q) => q.anyOf === undefined || q.anyOf <= q.userIds.length, { message: "must not exceed the number of members named", path: ["anyOf"] });
export type AvailabilityQuery = z.output<typeof AvailabilityQuery>;
