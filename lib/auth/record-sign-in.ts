import { ownerDb } from "@/lib/db/owner";

// Counts a successful sign-in (password or single sign-on), so home greets a newcomer as new
// (docs/decisions/174). Only an active member's row is touched; the caller refused the others.
export async function recordSignIn(userId: string): Promise<void> {
  await ownerDb.user.updateMany({
    where: { id: userId, deactivatedAt: null },
    data: { signInCount: { increment: 1 }, lastSignInAt: new Date() },
  });
}
