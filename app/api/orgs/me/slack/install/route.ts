import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { startSlackInstall } from "@/lib/server/chat/slack-install";
import { chatOperations } from "@/lib/openapi/operations/chat";

// POST /api/orgs/me/slack/install: where to send the admin to approve the Slack app (admins)
export const POST = route(chatOperations.startSlackInstall, {
  handler: async ({ caller }) => json(startSlackInstall(caller)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
