import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/auth/SignInForm";
import { oidcProvider } from "@/lib/auth/oidc";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { now } from "@/lib/clock";
import { appUrl } from "@/lib/env";
import { signInMessages, type Messages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("signIn") };
}

// the ?error= codes next-auth and the recruiter layout send here, each with a sentence in Recruiter.SignIn
const ERRORS = new Set(["NotInOrganization", "AccountDeactivated", "EmailNotVerified", "IdentityMismatch", "SessionRequired", "OAuthSignin", "OAuthCallback", "Callback", "Configuration", "SsoUnavailable", "SsoClock", "SsoRejected", "SsoExpired"]);

// The recruiter's first screen, outside the recruiter layout: it reads Recruiter.SignIn (decision 431).
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const params = await searchParams;
  const t = await getTranslations("Recruiter.SignIn.LoginPage");
  const sso = oidcProvider();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">{t("heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("subtitle")}</p>
        {params.error && ERRORS.has(params.error) ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t(`errors.${params.error}`, { provider: sso?.name ?? t("identityProvider"), time: `${now().toISOString().slice(0, 16).replace("T", " ")} UTC` })}
          </p>
        ) : null}
        <NextIntlClientProvider messages={signInMessages((await getMessages()) as Messages)}>
          <SignInForm callbackUrl={safeCallbackPath(params.callbackUrl, appUrl())} ssoName={sso ? sso.name : null} email={params.email?.slice(0, 320) ?? ""} />
        </NextIntlClientProvider>
      </div>
    </main>
  );
}
