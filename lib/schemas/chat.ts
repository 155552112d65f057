import { z } from "zod";

// PUT /api/orgs/me/slack: a Slack app's bot token (xoxb-…), which is kept encrypted and never returned
export const ConnectSlackBody = z.object({
  botToken: z.string().trim().regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, "must be a Slack bot token (xoxb-…)"),
});
export type ConnectSlackBody = z.output<typeof ConnectSlackBody>;
