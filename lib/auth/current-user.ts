import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/db";
import { sessionUserIdFromCookies } from "@/lib/auth/session";
import type { Role } from "@/lib/generated/prisma/enums";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  organization: { name: string; slug: string };
};

const currentUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  organization: { select: { name: true, slug: true } },
} as const;

// The signed-in user for server components, or null; cached so layout and page share one query per request.
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const jar = await cookies();
  const userId = await sessionUserIdFromCookies((name) => jar.get(name)?.value);
  if (!userId) return null;
  return db.user.findUnique({ where: { id: userId }, select: currentUserSelect });
});
