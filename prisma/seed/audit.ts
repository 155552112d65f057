import { ownerDb } from "@/lib/db/owner";
import { SYSTEM_ACTOR, type AuditActor } from "@/lib/server/audit/record-audit";

type Row = {
  organizationId: number;
  actorUserId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  metadata: object;
  createdAt: Date;
};

export type Actor = { id: string; name: string } | "system";

// Audit entries for everything the seed pretends happened, dated when it happened and
// written in one batch (same action names and metadata as the domain functions).
export class AuditTrail {
  private rows: Row[] = [];
  constructor(private organizationId: number) {}

  add(actor: Actor, action: string, target: { type: string; id: string | number }, metadata: object, at: Date) {
    const who: AuditActor = actor === "system" ? SYSTEM_ACTOR : { userId: actor.id, name: actor.name };
    this.rows.push({
      organizationId: this.organizationId,
      actorUserId: who.userId,
      actorName: who.name,
      action,
      targetType: target.type,
      targetId: String(target.id),
      metadata,
      createdAt: at,
    });
  }

  get size() {
    return this.rows.length;
  }

  async flush() {
    // oldest first, so ids grow with time like a real log
    const sorted = [...this.rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (let i = 0; i < sorted.length; i += 200) await ownerDb.auditLog.createMany({ data: sorted.slice(i, i + 200) });
    this.rows = [];
  }
}
