import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { getHome, homeStatement } from "@/lib/server/home/get-home";
import { otherMethods } from "@/lib/api/methods";

// GET /api/home: the caller's review tasks and the review queue of the jobs they manage
export const GET = route({
  statement: ({ caller }) => homeStatement(caller),
  handler: async ({ caller }) => jsonText(await getHome(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
