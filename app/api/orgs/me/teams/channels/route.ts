import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createTeamsChannel, listTeamsChannels } from "@/lib/server/chat/teams-channels";
import { chatOperations } from "@/lib/openapi/operations/chat";

// GET /api/orgs/me/teams/channels: the Teams channels events are posted to, URLs masked (admins)
export const GET = route(chatOperations.listTeamsChannels, {
  handler: async ({ caller }) => json({ channels: await listTeamsChannels(caller) }),
});

// POST /api/orgs/me/teams/channels {name, url, events}: add a channel's Workflows URL (admins)
export const POST = route(chatOperations.createTeamsChannel, {
  handler: async ({ caller, body }) => json({ channel: await createTeamsChannel(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
