"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

type State = "pending" | "withdrawn" | "expired";

// The last step of a withdrawal: nothing happens until the candidate presses the button.
export function WithdrawConfirm({ token, initialState, jobTitle, organizationName }: { token: string; initialState: State; jobTitle: string; organizationName: string }) {
  const t = useTranslations("Careers.WithdrawConfirm");
  const [state, setState] = useState<State>(initialState);
  const [already, setAlready] = useState(initialState === "withdrawn");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const response = await fetch(`/api/public/withdrawals/${encodeURIComponent(token)}`, { method: "POST" }).catch(() => null);
    setSending(false);
    const body = (await response?.json().catch(() => null)) as { alreadyWithdrawn?: boolean } | null;
    if (response?.ok) {
      setAlready(Boolean(body?.alreadyWithdrawn));
      return setState("withdrawn");
    }
    if (response?.status === 409) return setState("expired");
    setError(t("failed"));
  }

  if (state === "withdrawn") {
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-semibold">{t("doneTitle")}</h1>
        <p className="mt-2 text-slate-700">{t(already ? "already" : "done", { job: jobTitle, organization: organizationName })}</p>
      </div>
    );
  }
  if (state === "expired") {
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-semibold">{t("expiredTitle")}</h1>
        <p className="mt-2 text-slate-700">{t("expired", { job: jobTitle, organization: organizationName })}</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-semibold">{t("question")}</h1>
      <p className="mt-2 text-slate-700">
        {t.rich("explain", { job: jobTitle, organization: organizationName, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={confirm}
        disabled={sending}
        className="mt-6 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        {sending ? t("sending") : t("submit")}
      </button>
    </div>
  );
}
