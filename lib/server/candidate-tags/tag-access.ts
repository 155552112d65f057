import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { lockManagedCandidate } from "@/lib/server/candidates/lock-managed-candidate";

// The candidate whose tags the caller changes, locked for the change (lockManagedCandidate).
export async function lockTaggableCandidate(tx: Tx, caller: Caller, id: number): Promise<{ id: number; name: string }> {
  const { name } = await lockManagedCandidate(tx, caller, id, "applications.manage", "Only those who manage applications and work on one of the candidate's can change their tags");
  return { id, name };
}
