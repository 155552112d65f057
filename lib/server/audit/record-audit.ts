import type { Tx } from "@/lib/db";

export type AuditActor = { userId: string | null; name: string };

export type AuditEntry = {
  organizationId: number;
  action: string; // "<targetType>.<verb>", e.g. "stage.created"
  targetType: string;
  targetId: string | number;
  metadata?: Record<string, unknown>;
  // What a person calls the target at the time of the change ("Jane Doe (Backend Engineer)",
  // a stage's name); kept in metadata as `targetLabel`, so the log stays readable after renames
  // and deletions (docs/decisions/180).
  targetLabel?: string | null;
};

// Always called with the transaction of the change it describes, so both commit or neither.
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, actor, [entry]);
}

// Several entries of one change (a stage deleted and each application it moved) in one statement.
export async function recordAudits(tx: Tx, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.auditLog.createMany({
    data: entries.map((entry) => ({
      organizationId: entry.organizationId,
      actorUserId: actor.userId,
      actorName: actor.name,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      metadata: (entry.targetLabel ? { ...entry.metadata, targetLabel: entry.targetLabel } : (entry.metadata ?? {})) as object,
    })),
  });
}

export function actorOf(caller: { userId: string; name: string }): AuditActor {
  return { userId: caller.userId, name: caller.name };
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, name: "Candidate (public site)" };
// a candidate's mail: a reply to a conversation (decision 400), an application by e-mail (498)
export const CANDIDATE_BY_EMAIL: AuditActor = { userId: null, name: "Candidate (e-mail)" };

// The target label of an application (and of what hangs off it: feedback, review requests).
export function applicationLabel(candidateName: string, jobTitle: string): string {
  return `${candidateName} (${jobTitle})`;
}
