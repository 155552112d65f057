"use client";

import { useState } from "react";

type State = "pending" | "withdrawn" | "expired";

// The last step of a withdrawal: nothing happens until the candidate presses the button.
export function WithdrawConfirm({ token, initialState, jobTitle, organizationName }: { token: string; initialState: State; jobTitle: string; organizationName: string }) {
  const [state, setState] = useState<State>(initialState);
  const [already, setAlready] = useState(initialState === "withdrawn");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const response = await fetch(`/api/public/withdrawals/${encodeURIComponent(token)}`, { method: "POST" }).catch(() => null);
    setSending(false);
    const body = (await response?.json().catch(() => null)) as { alreadyWithdrawn?: boolean; error?: string } | null;
    if (response?.ok) {
      setAlready(Boolean(body?.alreadyWithdrawn));
      return setState("withdrawn");
    }
    if (response?.status === 409) return setState("expired");
    setError(body?.error ?? "Something went wrong. Check your connection and try again.");
  }

  if (state === "withdrawn") {
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-semibold">Application withdrawn</h1>
        <p className="mt-2 text-slate-700">
          {already
            ? `Your application for ${jobTitle} at ${organizationName} was already withdrawn. There is nothing more to do.`
            : `Your application for ${jobTitle} at ${organizationName} has been withdrawn. Thank you for letting us know.`}
        </p>
      </div>
    );
  }
  if (state === "expired") {
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-semibold">This link can no longer be used</h1>
        <p className="mt-2 text-slate-700">
          Withdrawal links work once, for a limited time, and only while the application is still open. If you still want to withdraw your
          application for {jobTitle}, ask for a new link on the {organizationName} careers page.
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-semibold">Withdraw your application?</h1>
      <p className="mt-2 text-slate-700">
        This withdraws your application for <strong>{jobTitle}</strong> at {organizationName}. The hiring team will see that you withdrew, and
        this cannot be undone here.
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
        {sending ? "Withdrawing…" : "Withdraw my application"}
      </button>
    </div>
  );
}
