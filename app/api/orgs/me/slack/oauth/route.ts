import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { finishSlackInstall } from "@/lib/server/chat/slack-install";
import { chatOperations } from "@/lib/openapi/operations/chat";

// POST /api/orgs/me/slack/oauth {code, state}: Slack's approval, exchanged for the bot token (admins)
export const POST = route(chatOperations.finishSlackInstall, {
  handler: async ({ caller, body }) => json({ slack: await finishSlackInstall(caller, body) }),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
