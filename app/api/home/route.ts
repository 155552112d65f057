import { readRoute } from "@/lib/api/handler";
import { HomeResponse } from "@/lib/schemas/responses/home";
import { homeStatement } from "@/lib/server/home/get-home";
import { otherMethods } from "@/lib/api/methods";

// GET /api/home: the caller's review tasks and the review queue of the jobs they manage
export const GET = readRoute({
  operation: "getHome",
  response: HomeResponse,
  statement: ({ caller }) => homeStatement(caller),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
