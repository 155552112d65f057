import { readRoute } from "@/lib/api/handler";
import { homeStatement } from "@/lib/server/home/get-home";
import { otherMethods } from "@/lib/api/methods";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/home: the caller's review tasks and the review queue of the jobs they manage
export const GET = readRoute(reportOperations.getHome, {
  statement: ({ caller }) => homeStatement(caller),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
