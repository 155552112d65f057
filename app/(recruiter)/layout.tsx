import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/AppShell";
import { RecruiterIntlProvider } from "@/components/shell/RecruiterIntlProvider";
import { SignInRedirect } from "@/components/shell/SignInRedirect";
import { TwoFactorGate } from "@/components/settings/TwoFactorGate";
import { currentUser } from "@/lib/auth/current-user";

// Every signed-in screen renders inside this shell; without a session nothing of the workspace is
// rendered, and a session that must set up two-factor sign-in first sees only that (decision 490).
export const dynamic = "force-dynamic";

export default async function RecruiterLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  return <RecruiterIntlProvider>{user ? <AppShell user={user}>{user.mustEnrolTwoFactor ? <TwoFactorGate /> : children}</AppShell> : <SignInRedirect />}</RecruiterIntlProvider>;
}
