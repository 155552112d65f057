import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { managedApplication } from "@/lib/server/interviews/interview-access";

// An application has a handful of links; this bounds the answer all the same
const LINKS_MAX = 50;

// GET /api/applications/{id}/scheduling-links: the links still open (neither used nor expired) of an
// application the caller manages, newest first; never a token (only its hash is kept).
export async function listSchedulingLinks(caller: Caller, applicationId: number) {
  return db.$transaction(async (tx) => {
    await managedApplication(tx, caller, applicationId);
    const links = await tx.schedulingLink.findMany({
      where: { applicationId, usedAt: null, expiresAt: { gt: now() } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LINKS_MAX,
      select: { id: true, title: true, durationMinutes: true, interviewerIds: true, windowFrom: true, windowTo: true, expiresAt: true, createdAt: true },
    });
    return links.map((l) => ({
      id: l.id,
      title: l.title,
      durationMinutes: l.durationMinutes,
      interviewerIds: l.interviewerIds,
      from: l.windowFrom.toISOString(),
      to: l.windowTo.toISOString(),
      expiresAt: l.expiresAt.toISOString(),
      createdAt: l.createdAt.toISOString(),
    }));
  });
}
