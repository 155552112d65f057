"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

type Status = "active" | "rejected" | "hired" | "withdrawn";
export type CandidatePageView = {
  application: { id: number; status: Status; stageLabel: string; job: { title: string }; org: { name: string } };
  interviews: { id: number; title: string; when: string; location: string | null; videoUrl: string | null; manageUrl: string | null }[];
  offer: { status: "sent" | "accepted"; url: string | null } | null;
  messages: { id: number; direction: "inbound" | "outbound"; subject: string; bodyText: string; from: string; when: string }[];
  requests: { id: number; label: string; status: "requested" | "uploaded"; fileName: string | null }[];
  survey: { url: string } | null;
};

const card = "rounded-xl border border-slate-200 bg-white p-5";
const heading = "text-lg font-semibold";
const button = "rounded-md bg-[var(--accent)] px-4 py-2 font-semibold text-[var(--on-accent)] hover:opacity-90 disabled:opacity-60";

// The candidate's page of their application (docs/decisions/493). What the server read is shown
// as it is; a reply, an upload or a withdrawal posts to the page's endpoints and reads the page again.
export function CandidateApplication({ token, page }: { token: string; page: CandidatePageView }) {
  const t = useTranslations("Careers.ApplicationPage");
  const { application } = page;
  const open = application.status === "active";
  return (
    <div className="space-y-6">
      <section aria-labelledby="application-heading" className={card}>
        <h1 id="application-heading" className="text-2xl font-semibold">
          {t("heading", { job: application.job.title })}
        </h1>
        <p className="text-slate-700">{t("organization", { organization: application.org.name })}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium text-slate-600">{t("statusLabel")}</dt>
          <dd data-testid="application-status">{t(`status.${application.status}`)}</dd>
          {open ? (
            <>
              <dt className="font-medium text-slate-600">{t("stageLabel")}</dt>
              <dd>{application.stageLabel}</dd>
            </>
          ) : null}
        </dl>
        {open ? null : <p className="mt-4 text-slate-700">{t("closedNote", { organization: application.org.name })}</p>}
      </section>

      {page.survey ? (
        <section aria-labelledby="survey-heading" className={card}>
          <h2 id="survey-heading" className={heading}>
            {t("surveyTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("surveyExplain", { organization: application.org.name })}</p>
          <a href={page.survey.url} className="mt-3 inline-block font-semibold text-[var(--accent-text)] underline">
            {t("surveyOpen")}
          </a>
        </section>
      ) : null}

      {page.offer ? (
        <section aria-labelledby="offer-heading" className={card}>
          <h2 id="offer-heading" className={heading}>
            {t("offerTitle")}
          </h2>
          {page.offer.status === "accepted" ? (
            <p className="mt-2">{t("offerAccepted")}</p>
          ) : (
            <>
              <p className="mt-2">{t("offerWaiting")}</p>
              {page.offer.url ? (
                <a href={page.offer.url} className="mt-3 inline-block font-semibold text-[var(--accent-text)] underline">
                  {t("offerOpen")}
                </a>
              ) : (
                <p className="mt-2 text-slate-700">{t("offerLinkInMail")}</p>
              )}
            </>
          )}
        </section>
      ) : null}

      {open ? (
        <section aria-labelledby="interviews-heading" className={card}>
          <h2 id="interviews-heading" className={heading}>
            {t("interviewsTitle")}
          </h2>
          {page.interviews.length === 0 ? <p className="mt-2 text-slate-700">{t("noInterviews")}</p> : null}
          <ul className="mt-2 space-y-3">
            {page.interviews.map((i) => (
              <li key={i.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium">{i.title}</p>
                <p className="text-slate-700">{i.when}</p>
                {i.location ? <p className="text-slate-700">{t("where", { location: i.location })}</p> : null}
                {i.videoUrl ? (
                  <a href={i.videoUrl} className="text-[var(--accent-text)] underline">
                    {t("videoLink")}
                  </a>
                ) : null}
                {i.manageUrl ? (
                  <p className="mt-1">
                    <a href={i.manageUrl} className="text-[var(--accent-text)] underline">
                      {t("manageInterview")}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page.requests.length > 0 ? <Documents token={token} requests={page.requests} open={open} /> : null}

      <Conversation token={token} messages={page.messages} />

      {open ? <Withdraw token={token} job={application.job.title} /> : null}

      <YourData token={token} organization={application.org.name} />

      <p className="text-sm text-slate-600">{t("linkNote")}</p>
    </div>
  );
}

function Conversation({ token, messages }: { token: string; messages: CandidatePageView["messages"] }) {
  const t = useTranslations("Careers.ApplicationPage");
  const router = useRouter();
  const [text, setText] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setState("sending");
    const response = await fetch(`/api/public/applications/${encodeURIComponent(token)}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bodyText: text }),
    }).catch(() => null);
    if (!response?.ok) return setState("failed");
    setText("");
    setState("sent");
    router.refresh();
  }

  return (
    <section aria-labelledby="messages-heading" className={card}>
      <h2 id="messages-heading" className={heading}>
        {t("messagesTitle")}
      </h2>
      {messages.length === 0 ? <p className="mt-2 text-slate-700">{t("noMessages")}</p> : null}
      <ol className="mt-3 space-y-3">
        {messages.map((m) => (
          <li key={m.id} className={`rounded-lg p-3 ${m.direction === "inbound" ? "ml-6 bg-slate-100" : "mr-6 border border-slate-200"}`}>
            <p className="text-sm text-slate-600">
              {m.direction === "inbound" ? t("fromYou") : m.from} · {m.when}
            </p>
            <p className="font-medium">{m.subject}</p>
            <p className="whitespace-pre-line break-words">{m.bodyText}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="mt-4 space-y-2">
        <label htmlFor="reply" className="block font-medium">
          {t("replyLabel")}
        </label>
        <textarea id="reply" value={text} onChange={(e) => setText(e.target.value)} rows={4} maxLength={20000} required className="w-full rounded-md border border-slate-300 p-2" />
        {state === "failed" ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t("replyFailed")}
          </p>
        ) : null}
        {state === "sent" ? (
          <p role="status" className="text-sm text-green-800">
            {t("replySent")}
          </p>
        ) : null}
        <button type="submit" disabled={state === "sending"} className={button}>
          {state === "sending" ? t("replySending") : t("replySubmit")}
        </button>
      </form>
    </section>
  );
}

function Documents({ token, requests, open }: { token: string; requests: CandidatePageView["requests"]; open: boolean }) {
  const t = useTranslations("Careers.ApplicationPage");
  return (
    <section aria-labelledby="documents-heading" className={card}>
      <h2 id="documents-heading" className={heading}>
        {t("documentsTitle")}
      </h2>
      <ul className="mt-2 space-y-4">
        {requests.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-medium">{r.label}</p>
            <p className="text-sm text-slate-700">{r.status === "uploaded" && r.fileName ? t("documentReceived", { name: r.fileName }) : t("documentRequested")}</p>
            {open ? <Upload token={token} request={r} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Upload({ token, request }: { token: string; request: CandidatePageView["requests"][number] }) {
  const t = useTranslations("Careers.ApplicationPage");
  const router = useRouter();
  const [state, setState] = useState<"idle" | "sending" | "failed">("idle");
  const [done, setDone] = useState<string | null>(null);
  const inputId = `document-${request.id}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return;
    setState("sending");
    const response = await fetch(`/api/public/applications/${encodeURIComponent(token)}/documents/${request.id}`, { method: "POST", body: form }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { request?: { fileName: string } } | null;
    if (!response?.ok || !body?.request) return setState("failed");
    setState("idle");
    setDone(body.request.fileName);
    element.reset();
    router.refresh();
  }

  return (
    <form onSubmit={send} className="mt-2 space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t("uploadLabel", { title: request.label })}
      </label>
      <input id={inputId} name="file" type="file" required accept=".pdf,.docx,image/png,image/jpeg,image/webp" className="block w-full text-sm" />
      {state === "failed" ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t("uploadFailed")}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-green-800">
          {t("uploadDone", { name: done })}
        </p>
      ) : null}
      <button type="submit" disabled={state === "sending"} className={button}>
        {state === "sending" ? t("uploading") : request.status === "uploaded" ? t("uploadReplace") : t("uploadSubmit")}
      </button>
    </form>
  );
}

function Withdraw({ token, job }: { token: string; job: string }) {
  const t = useTranslations("Careers.ApplicationPage");
  const router = useRouter();
  const [state, setState] = useState<"idle" | "asking" | "sending" | "failed" | "done">("idle");

  async function confirm() {
    setState("sending");
    const response = await fetch(`/api/public/applications/${encodeURIComponent(token)}/withdraw`, { method: "POST" }).catch(() => null);
    if (!response?.ok) return setState("failed");
    setState("done");
    router.refresh();
  }

  return (
    <section aria-labelledby="withdraw-heading" className={card}>
      <h2 id="withdraw-heading" className={heading}>
        {t("withdrawTitle")}
      </h2>
      {state === "done" ? (
        <p role="status" className="mt-2">
          {t("withdrawDone")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("withdrawExplain", { job })}</p>
          {state === "failed" ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t("withdrawFailed")}
            </p>
          ) : null}
          {state === "idle" || state === "failed" ? (
            <button type="button" onClick={() => setState("asking")} className="mt-4 rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
              {t("withdrawSubmit")}
            </button>
          ) : (
            <div className="mt-4 space-y-3">
              <p role="alert" className="font-medium">
                {t("withdrawAsk")}
              </p>
              <div className="flex flex-wrap gap-3">
                <button type="button" onClick={confirm} disabled={state === "sending"} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
                  {state === "sending" ? t("withdrawing") : t("withdrawConfirm")}
                </button>
                <button type="button" onClick={() => setState("idle")} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
                  {t("withdrawCancel")}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

// "request my data" / "erase my data": requests the hiring team acts on (docs/decisions/493)
function YourData({ token, organization }: { token: string; organization: string }) {
  const t = useTranslations("Careers.ApplicationPage");
  const router = useRouter();
  const [state, setState] = useState<"idle" | "sending" | "failed" | "export" | "erasure">("idle");

  async function ask(kind: "export" | "erasure") {
    setState("sending");
    const response = await fetch(`/api/public/applications/${encodeURIComponent(token)}/privacy-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind }),
    }).catch(() => null);
    if (!response?.ok) return setState("failed");
    setState(kind);
    router.refresh();
  }

  return (
    <section aria-labelledby="data-heading" className={card}>
      <h2 id="data-heading" className={heading}>
        {t("privacyTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("privacyExplain", { organization })}</p>
      {state === "failed" ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t("privacyFailed")}
        </p>
      ) : null}
      {state === "export" || state === "erasure" ? (
        <p role="status" className="mt-3 text-sm text-green-800">
          {t(state === "export" ? "privacyExportSent" : "privacyEraseSent")}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => void ask("export")} disabled={state === "sending"} className="rounded-md border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60">
          {state === "sending" ? t("privacySending") : t("privacyExport")}
        </button>
        <button type="button" onClick={() => void ask("erasure")} disabled={state === "sending"} className="rounded-md border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60">
          {t("privacyErase")}
        </button>
      </div>
    </section>
  );
}
