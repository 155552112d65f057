"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { useHydrated } from "@/components/ui/use-hydrated";

// the server's cue that the password was right and a second factor is due (lib/auth/sign-in.ts)
const CODE_REQUIRED = "TwoFactorRequired";

export function SignInForm({ callbackUrl, ssoName, email = "" }: { callbackUrl: string; ssoName: string | null; email?: string }) {
  const t = useTranslations("Recruiter.SignIn.SignInForm");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // the e-mail and password of a member with two-factor sign-in, kept for the code step
  const [first, setFirst] = useState<{ email: string; password: string } | null>(null);
  const hydrated = useHydrated();

  async function submit(fields: { email: string; password: string; code?: string }) {
    setPending(true);
    setError(null);
    const result = await signIn("credentials", { ...fields, redirect: false });
    if (result?.ok && !result.error) {
      // judged again here: this is the line that navigates
      window.location.assign(safeCallbackPath(callbackUrl, window.location.origin));
      return;
    }
    setPending(false);
    if (result?.error === CODE_REQUIRED) {
      setFirst({ email: fields.email, password: fields.password });
      return;
    }
    setError(result?.error && result.error !== "CredentialsSignin" ? result.error : t("wrongCredentials"));
  }

  // single sign-on of the address's organization (docs/decisions/505): the server sends a verified
  // domain with a connection to its provider, and any other address back here for its password
  function continueWithSso(form: HTMLFormElement | null) {
    const address = String(new FormData(form ?? undefined).get("email") ?? "").trim();
    if (!address) {
      setError(t("emailFirst"));
      return;
    }
    setPending(true);
    window.location.assign(`/api/auth/sso?${new URLSearchParams({ email: address, callbackUrl })}`);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await submit({ email: String(form.get("email")), password: String(form.get("password")) });
  }

  if (first) {
    return (
      <div className="mt-6 space-y-4">
        <form
          method="post"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ ...first, code: String(new FormData(event.currentTarget).get("code")) });
          }}
        >
          <p className="text-sm text-slate-700">{t("codeStep")}</p>
          <div>
            <label htmlFor="code" className="block text-sm font-medium text-slate-700">
              {t("code")}
            </label>
            <input
              id="code"
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoFocus
              required
              aria-describedby="code-hint"
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
            />
            <p id="code-hint" className="mt-1 text-xs text-slate-600">
              {t("codeHint")}
            </p>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={pending}
            className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending ? t("verifying") : t("verify")}
          </button>
        </form>
        <button
          type="button"
          onClick={() => {
            setFirst(null);
            setError(null);
          }}
          className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {t("startOver")}
        </button>
      </div>
    );
  }

  return (
    <div className="mt-6 space-y-4">
      <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate={false}>
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-700">
            {t("email")}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            required
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
          />
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-medium text-slate-700">
            {t("password")}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending || !hydrated}
          className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t("signingIn") : t("signIn")}
        </button>
        <button
          type="button"
          disabled={pending || !hydrated}
          aria-describedby="sso-hint"
          onClick={(event) => continueWithSso(event.currentTarget.form)}
          className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          {t("continueWithSso")}
        </button>
        <p id="sso-hint" className="text-xs text-slate-600">
          {t("ssoHint")}
        </p>
      </form>
      {ssoName ? (
        <button
          type="button"
          onClick={() => signIn("oidc", { callbackUrl })}
          className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {t("continueWith", { provider: ssoName })}
        </button>
      ) : null}
    </div>
  );
}
