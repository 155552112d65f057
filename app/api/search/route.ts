import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { searchEverything } from "@/lib/server/search/search-everything";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// GET /api/search?q=: people and jobs the caller may see, for the app shell's search box (extension)
export const GET = route(candidateOperations.search, {
  handler: async ({ caller, query }) => json(await searchEverything(caller, query.q, { matches: query.matches })),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
