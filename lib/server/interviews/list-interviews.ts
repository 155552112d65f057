import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { InterviewsQuery } from "@/lib/schemas/interview";
import { interviewSelect, toInterviews } from "./to-interview";

// Bounded lists: an application has a handful of interviews; "mine" reads a window of time.
const MINE_MAX = 500;

// GET /api/applications/{id}/interviews: every interview of an application the caller sees, by time
export async function listApplicationInterviews(caller: Caller, applicationId: number) {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  return db.$transaction(async (tx) => {
    const application = await tx.application.findFirst({ where: { id: applicationId }, select: { id: true } });
    if (!application) throw new NotFound("Application");
    const rows = await tx.interview.findMany({ where: { applicationId }, orderBy: [{ startsAt: "asc" }, { id: "asc" }], select: interviewSelect });
    return toInterviews(tx, rows);
  });
}

// GET /api/interviews?mine=true&from=&to=: the caller's own interviews (those they are on) that
// overlap the window, cancelled ones included so a calendar can show them struck through
export async function listMyInterviews(caller: Caller, query: InterviewsQuery) {
  return db.$transaction(async (tx) => {
    const rows = await tx.interview.findMany({
      where: {
        interviewerIds: { has: caller.userId },
        ...(query.to ? { startsAt: { lt: query.to } } : {}),
        ...(query.from ? { endsAt: { gt: query.from } } : {}),
      },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      take: MINE_MAX,
      select: interviewSelect,
    });
    return toInterviews(tx, rows);
  });
}
