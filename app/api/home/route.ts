import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getHome } from "@/lib/server/home/get-home";

// GET /api/home: the caller's review tasks and the review queue of the jobs they manage
export const GET = route({
  handler: async ({ caller }) => json(await getHome(caller)),
});
