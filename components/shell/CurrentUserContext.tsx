"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { CurrentUser } from "@/lib/auth/current-user";

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

// The signed-in user inside the recruiter shell (role decides which controls a screen offers).
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser must be used inside the recruiter layout");
  return user;
}

export function canCreateJobs(role: CurrentUser["role"]): boolean {
  return role === "admin" || role === "recruiter";
}
