import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";

// GET /api/users/me: who the credential acts as, and what it may do
export async function getMe(caller: Caller) {
  const user = await db.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { id: true, email: true, name: true } });
  return { user: { ...user, role: caller.role, permissions: [...caller.permissions] } };
}
