"use client";

import { useEffect } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { useTranslations } from "next-intl";

// Server layouts cannot see the requested path, so the browser sends itself to sign-in with it as callbackUrl.
export function SignInRedirect() {
  const t = useTranslations("Recruiter.Shell");
  useEffect(() => {
    const callbackUrl = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center gap-2 text-slate-600">
      <Spinner label="" /> {t("redirecting")}
    </main>
  );
}
