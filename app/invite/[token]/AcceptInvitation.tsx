"use client";

import Link from "@/components/ui/Link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Skeleton } from "@/components/ui/Spinner";
import { call } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { roleLabel, formatDate } from "@/lib/ui/format";
import type { InvitationResponse } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import type { teamOperations } from "@/lib/openapi/operations/team";

const MIN_PASSWORD = 10;
const MAX_PASSWORD = 200;

// Accept an invitation: create the account, then sign in with it and land on /home.
export function AcceptInvitation({ token }: { token: string }) {
  const t = useTranslations("Recruiter.Invite.AcceptInvitation");
  const { data, error, status, reload } = useEndpoint<typeof teamOperations.getInvitation>(`/api/invitations/${encodeURIComponent(token)}`);

  if (status === 404 || status === 400 || status === 409) {
    return (
      <div>
        <h1 className="text-2xl font-semibold">{status === 409 ? t("noLongerUsable") : t("notFound")}</h1>
        {/* a 409 says itself what to do: sign in, ask again, or use another e-mail address */}
        <p className="mt-2 text-slate-700">
          {status === 409 ? error : t("notFoundHelp")}
        </p>
        <p className="mt-6 text-sm">
          {t.rich("haveAccount", {
            link: (chunks) => (
              <Link href="/login" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div>
        <h1 className="text-2xl font-semibold">{t("joinYourTeam")}</h1>
        <ErrorMessage message={error} onRetry={reload} className="mt-4" />
        {error ? null : (
          <div className="mt-4 space-y-3" aria-busy="true" aria-label={t("loading")}>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </div>
    );
  }
  return <AcceptForm token={token} invitation={data.invitation} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationResponse["invitation"] }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Invite.AcceptInvitation");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = t("nameRequired");
    else if (name.trim().length > 200) found.name = t("atMost", { limit: 200 });
    if (password.length < MIN_PASSWORD) found.password = t("atLeast", { limit: MIN_PASSWORD });
    else if (password.length > MAX_PASSWORD) found.password = t("atMost", { limit: MAX_PASSWORD });
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const accepted = await call<typeof teamOperations.acceptInvitation>("POST", `/api/invitations/${encodeURIComponent(token)}/accept`, {
        body: { name: name.trim(), password },
      });
      const result = await signIn("credentials", { email: accepted.email, password, redirect: false });
      if (result?.ok && !result.error) {
        window.location.assign("/home");
        return;
      }
      // the account exists; only the automatic sign-in failed
      window.location.assign("/login?callbackUrl=%2Fhome");
    } catch (caught) {
      setServerError(messageOf(caught));
      setPending(false);
    }
  }

  return (
    <div>
      <h1 className="text-2xl font-semibold">{t("join", { organization: invitation.organization.name })}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {t.rich("invited", {
          role: roleLabel(invitation.role).toLowerCase(),
          email: invitation.email,
          date: formatDate(invitation.expiresAt),
          strong: (chunks) => <strong>{chunks}</strong>,
          address: (chunks) => <strong className="break-all">{chunks}</strong>,
        })}
      </p>
      <form method="post" onSubmit={submit} noValidate className="mt-6 space-y-4">
        <Input label={t("email")} type="email" value={invitation.email} readOnly disabled autoComplete="username" />
        <Input label={t("yourName")} autoComplete="name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <Input
          label={t("password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          maxLength={MAX_PASSWORD}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={t("passwordHint", { limit: MIN_PASSWORD })}
        />
        <ErrorMessage message={serverError} />
        <Button type="submit" loading={pending} disabled={!hydrated} className="w-full">
          {t("createAccount")}
        </Button>
      </form>
    </div>
  );
}
