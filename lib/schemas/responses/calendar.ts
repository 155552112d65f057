import { z } from "zod";
import { Timestamp } from "./common";

// The caller's own calendar connection; the password is never part of any answer (decision 381).
export const CalendarConnectionResponse = z.object({
  connected: z.boolean(),
  url: z.string().nullable().describe("The address the member gave; null when not connected"),
  username: z.string().nullable(),
  calendarName: z.string().nullable().describe("Display name of the calendar in use, when the server gives one"),
  lastCheckedAt: Timestamp.nullable().describe("When the product last reached the calendar"),
});
