import { z } from "zod";

// PUT /api/users/me/calendar: a member's own CalDAV calendar (docs/decisions/380). The address is
// checked further when saved (https and public addresses, as webhook targets: caldav-fetch.ts),
// and the whole connection is tried before anything is stored.
export const ConnectCalendarBody = z.object({
  url: z.string().trim().min(1, "is required").max(2048, "must be at most 2048 characters"),
  username: z.string().trim().min(1, "is required").max(320, "must be at most 320 characters").regex(/^[^\p{Cc}]*$/u, "must be one line of text"),
  // kept as typed: a password may begin or end with a space
  password: z.string().min(1, "is required").max(1024, "must be at most 1024 characters"),
});
export type ConnectCalendarBody = z.output<typeof ConnectCalendarBody>;
