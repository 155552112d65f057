import { AUDIT_ACTIONS, type AuditAction, type AuditMetadataInput } from "@/lib/audit/actions";
import type { Tx } from "@/lib/db";

export type AuditActor = { userId: string | null; name: string };

type EntryOf<Action extends AuditAction> = {
  organizationId: number;
  action: Action; // "<targetType>.<verb>", e.g. "stage.created", one of lib/audit/actions.ts
  targetType: string;
  targetId: string | number;
  // What a person calls the target at the time of the change ("Jane Doe (Backend Engineer)",
  // a stage's name); kept in metadata as `targetLabel`, so the log stays readable after renames
  // and deletions (docs/decisions/180).
  targetLabel?: string | null;
} & (Record<string, never> extends AuditMetadataInput<Action> ? { metadata?: AuditMetadataInput<Action> } : { metadata: AuditMetadataInput<Action> });

// An entry of any catalogued action, its metadata of that action's type.
export type AuditEntry = { [Action in AuditAction]: EntryOf<Action> }[AuditAction];

// An entry whose action is a type parameter (a helper that writes one of several actions): the
// compiler checks the metadata against the action at the helper's caller.
export function auditEntry<Action extends AuditAction>(entry: EntryOf<Action>): AuditEntry {
  return entry as unknown as AuditEntry;
}

// Always called with the transaction of the change it describes, so both commit or neither.
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, actor, [entry]);
}

// Several entries of one change (a stage deleted and each application it moved) in one statement.
export async function recordAudits(tx: Tx, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // the tests hold what is written to the catalogue's schema, as they hold responses to the
  // document: a cast or an untyped spread that slipped past the compiler fails the test that wrote it
  if (process.env.NODE_ENV === "test") for (const entry of entries) checkMetadata(entry);
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

function checkMetadata(entry: AuditEntry): void {
  const checked = AUDIT_ACTIONS[entry.action].safeParse(entry.metadata ?? {});
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join(".") || "metadata"}: ${issue.message}`).join("; ");
    throw new Error(`The audit entry ${entry.action} does not match its metadata schema (lib/audit/actions.ts): ${problems}`);
  }
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
