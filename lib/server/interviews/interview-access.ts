import { can, type Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/clock";
import { BadRequest, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { worksOnJob } from "@/lib/server/access/visibility";
import { applicationLabel } from "@/lib/server/audit/record-audit";
import { interviewSelect } from "./to-interview";

const MANAGERS_ONLY = "Only members who may schedule interviews and work on this job can schedule, change or cancel its interviews";

export type InterviewApplication = { id: number; status: string; label: string; candidateName: string; candidateEmail: string; locale: string };

// The application an interview is for, seen by the caller (404 otherwise); 403 unless they may
// schedule interviews and work on its job (see every job, or manage this one).
export async function managedApplication(tx: Tx, caller: Caller, applicationId: number): Promise<InterviewApplication> {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  const found = await tx.application.findFirst({
    where: { id: applicationId },
    select: { id: true, status: true, candidateName: true, locale: true, candidate: { select: { email: true } }, job: { select: { title: true, hiringManagers: { select: { userId: true } } } } },
  });
  if (!found) throw new NotFound("Application");
  if (!can(caller, "interviews.schedule") || !worksOnJob(caller, found.job.hiringManagers.map((m) => m.userId))) throw new Forbidden(MANAGERS_ONLY);
  return { id: found.id, status: found.status, label: applicationLabel(found.candidateName, found.job.title), candidateName: found.candidateName, candidateEmail: found.candidate.email, locale: found.locale };
}

const lockedSelect = { ...interviewSelect, uid: true, sequence: true, createdById: true, candidateMoves: true } as const;
export type LockedInterviewRow = Prisma.InterviewGetPayload<{ select: typeof lockedSelect }>;

// The row of an interview this transaction has locked, for a change
export async function lockedInterviewRow(tx: Tx, id: number): Promise<LockedInterviewRow> {
  return tx.interview.findUniqueOrThrow({ where: { id }, select: lockedSelect });
}

// An interview the caller sees (404 otherwise), locked for the change, with its application (403
// unless they manage its job; an interviewer sees the interviews they are on but changes none).
export async function lockInterview(tx: Tx, caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Interview");
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM interviews WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFound("Interview");
  const row = await lockedInterviewRow(tx, id);
  const application = await tx.application.findFirst({ where: { id: row.applicationId }, select: { id: true } });
  if (!application) throw new Forbidden(MANAGERS_ONLY);
  return { row, application: await managedApplication(tx, caller, row.applicationId) };
}

export type Interviewer = { id: string; name: string; email: string };

// The named interviewers as active members of the caller's organization, in the order given; a
// 400 names each id that is not one.
export async function interviewersOf(tx: Tx, ids: string[]): Promise<Interviewer[]> {
  const users = await tx.user.findMany({ where: { id: { in: ids }, deactivatedAt: null, removedAt: null }, select: { id: true, name: true, email: true } });
  const byId = new Map(users.map((u) => [u.id, u]));
  const unknown = ids.flatMap((id, index) => (byId.has(id) ? [] : [{ path: `interviewerIds.${index}`, message: "is not an active member of the organization" }]));
  if (unknown.length > 0) throw new BadRequest("Every interviewer must be an active member of the organization", unknown);
  return ids.map((id) => byId.get(id)!);
}

// A new time is in the future of the app's clock
export function refusePastStart(startsAt: Date): void {
  if (startsAt.getTime() <= now().getTime()) throw new BadRequest("An interview is scheduled in the future", [{ path: "startsAt", message: "must be in the future" }]);
}
