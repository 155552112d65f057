"use client";

import Link from "@/components/ui/Link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";

// Slack sent the admin back with `code` and `state` (or `error` when they cancelled): the server
// exchanges the code for the bot token, and the admin returns to the Slack settings, connected.
export function SlackInstallReturn() {
  const t = useTranslations("Recruiter.Settings.SlackInstall");
  const params = useSearchParams() ?? new URLSearchParams();
  const router = useRouter();
  const messageOf = useMessageOf();
  const code = params.get("code");
  const state = params.get("state");
  const [failure, setFailure] = useState<string | null>(code && state ? null : params.get("error") === "access_denied" ? t("cancelled") : t("noCode"));
  const sent = useRef(false);

  useEffect(() => {
    if (!code || !state || sent.current) return;
    // the code is good once: a second render must not send it again
    sent.current = true;
    api("POST", "/api/orgs/me/slack/oauth", { body: { code, state } })
      .then(() => router.replace("/settings?tab=notifications"))
      .catch((error: unknown) => setFailure(messageOf(error)));
  }, [code, state, router, messageOf]);

  return (
    <div className="space-y-3">
      {failure ? (
        <>
          <ErrorMessage message={failure} />
          <Link href="/settings?tab=notifications" className="text-sm font-medium text-indigo-700 underline">
            {t("back")}
          </Link>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
          <Spinner size="sm" label="" /> {t("finishing")}
        </p>
      )}
    </div>
  );
}
