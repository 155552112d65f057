import { systemCaller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import type { AuditActor } from "@/lib/server/audit/record-audit";
import { pastAnswerDeadline } from "./awaiting-answer";
import { updateApplicationIn } from "./update-application";

// The audit log's name for the sweep: no person rejected these
export const ANSWER_DEADLINE_ACTOR: AuditActor = { userId: null, name: "Answer deadline" };
// what the rejection says in the reports, beside the organization's e-mail to the candidate
export const ANSWER_DEADLINE_REASON = "No answer within the organization's deadline";

// The daily answer-deadline sweep (docs/decisions/494): for every organization that turned the
// automatic rejection on, each active application still unanswered past its deadline is rejected
// through the one rejection path, with the organization's rejection e-mail in the candidate's
// language, audited as done by the system. Each application in its own transaction, locked and
// checked again there, so a second run (or two instances' crons) rejects it once: a rejected
// application is no longer active. Answers how many it rejected.
export async function rejectPastDeadline(): Promise<number> {
  const organizations = await db.organization.findMany({ where: { rejectUnansweredAfterDeadline: true, answerWithinDays: { not: null } }, select: { id: true } });
  let rejected = 0;
  for (const { id: organizationId } of organizations) {
    const system = systemCaller(organizationId, ANSWER_DEADLINE_ACTOR.name);
    await asOrganization(organizationId, async () => {
      const due = await db.$queryRaw<{ id: number }[]>`SELECT a.id FROM applications a WHERE ${pastAnswerDeadline(now())} ORDER BY a.id LIMIT 1000`;
      for (const { id } of due) {
        const done = await db.$transaction(async (tx) => {
          const [still] = await tx.$queryRaw<{ id: number }[]>`SELECT a.id FROM applications a WHERE a.id = ${id} AND ${pastAnswerDeadline(now())} FOR UPDATE OF a`;
          if (!still) return false;
          await updateApplicationIn(tx, system, id, { status: "rejected", rejectionReason: ANSWER_DEADLINE_REASON, notifyCandidate: true }, { actor: ANSWER_DEADLINE_ACTOR, auditMetadata: { via: "answer_deadline" } });
          return true;
        });
        if (done) rejected += 1;
      }
    });
  }
  return rejected;
}

