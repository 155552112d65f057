import type { Metadata } from "next";
import { SignInForm } from "@/components/auth/SignInForm";
import { oidcProvider } from "@/lib/auth/oidc";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { appUrl } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

const ERRORS: Record<string, string> = {
  NotInOrganization: "Your identity provider account is not linked to an organization here.",
  AccountDeactivated: "This account has been deactivated; ask an admin of your team to reactivate it.",
  SessionRequired: "Sign in to continue.",
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const params = await searchParams;
  const sso = oidcProvider();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">Sign in</h1>
        <p className="mt-1 text-sm text-slate-600">to your hiring workspace</p>
        {params.error && ERRORS[params.error] ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {ERRORS[params.error]}
          </p>
        ) : null}
        <SignInForm callbackUrl={safeCallbackPath(params.callbackUrl, appUrl())} ssoName={sso ? sso.name : null} />
      </div>
    </main>
  );
}
