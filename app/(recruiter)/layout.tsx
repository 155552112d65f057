import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/AppShell";
import { SignInRedirect } from "@/components/shell/SignInRedirect";
import { currentUser } from "@/lib/auth/current-user";

// Every signed-in screen renders inside this shell; without a session nothing of the workspace is rendered.
export const dynamic = "force-dynamic";

export default async function RecruiterLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) return <SignInRedirect />;
  return <AppShell user={user}>{children}</AppShell>;
}
