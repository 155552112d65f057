"use client";

import Link from "@/components/ui/Link";
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { Badge } from "@/components/ui/Badge";
import { Button, ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { LocalTime } from "@/components/ui/LocalTime";
import { Skeleton } from "@/components/ui/Spinner";
import { can } from "@/lib/auth/caller";
import { MAX_UPLOAD_FILES, type ResumeItemReason, type ResumeItemStatus } from "@/lib/schemas/resume-upload";
import { api, ApiError, call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { resumeUploadOperations } from "@/lib/openapi/operations/resume-uploads";

type Duplicate = { candidateId: number; name: string; email: string; phone: string | null; reasons: ("same_email" | "same_phone" | "same_name_similar_email")[] };
type Item = { id: number; fileName: string; status: ResumeItemStatus; reason: ResumeItemReason | null; name: string | null; email: string | null; duplicates: Duplicate[]; candidateId: number | null; applicationId: number | null };
type Counts = { total: number; queued: number; created: number; duplicate: number; merged: number; skipped: number; unreadable: number };
type Summary = { id: number; status: "reading" | "waiting" | "done"; counts: Counts; createdBy: string; createdAt: string };
type Upload = Summary & { items: Item[] };
// a file the server never took (too large, the connection lost): said here, beside those it read
type Refused = { fileName: string; message: string };

const POLL_MS = 1000;
// files sent side by side: enough to keep the connection busy, few enough that each shows progress
const PARALLEL = 3;
const ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const TONES = { reading: "amber", waiting: "amber", done: "green" } as const;

// The job's bulk résumé upload (docs/decisions/502): files dropped or chosen (at most 200) are sent
// a few at a time to a new upload, the queue reads them, and this screen polls the upload: one
// progress bar over sending and reading, the likely duplicates with their decision buttons, the
// files that could not be read with why, and the candidates added.
export function ResumeUploadView({ jobId }: { jobId: string }) {
  const t = useTranslations("Recruiter.Jobs.ResumeUploadView");
  const messageOf = useMessageOf();
  const user = useCurrentUser();
  const inputId = useId();
  const hintId = useId();
  const job = useEndpoint<typeof jobOperations.getJob>(`/api/jobs/${jobId}`);
  const mayUpload = can(user, "applications.manage");
  const history = useEndpoint<typeof resumeUploadOperations.listResumeUploads>(mayUpload ? `/api/jobs/${jobId}/resume-uploads` : null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [chosen, setChosen] = useState(0);
  const [sent, setSent] = useState(0);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const opened = useRef(false);

  const load = useCallback(async (id: number) => setUpload((await call<typeof resumeUploadOperations.getResumeUpload>("GET", `/api/resume-uploads/${id}`)).upload), []);

  // an upload left reading or waiting for decisions is shown again when the screen opens
  useEffect(() => {
    const latest = history.data?.uploads[0];
    if (opened.current || !latest) return;
    opened.current = true;
    if (latest.status === "done") return;
    call<typeof resumeUploadOperations.getResumeUpload>("GET", `/api/resume-uploads/${latest.id}`).then(
      (got) => setUpload(got.upload),
      () => {},
    );
  }, [history.data]);

  // the queue's progress, asked again each second while a file is still being read; the list of
  // uploads again once it is read
  const pollId = upload && (upload.status === "reading" || sending) ? upload.id : null;
  const reloadHistory = history.reload;
  useEffect(() => {
    if (pollId === null) return;
    const timer = setInterval(() => {
      call<typeof resumeUploadOperations.getResumeUpload>("GET", `/api/resume-uploads/${pollId}`).then(
        (got) => {
          setUpload(got.upload);
          if (got.upload.status !== "reading") reloadHistory();
        },
        () => {},
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pollId, reloadHistory]);

  async function sendAll(files: File[]) {
    setFieldError(null);
    if (files.length === 0) return;
    if (files.length > MAX_UPLOAD_FILES) {
      setFieldError(t("tooMany", { max: MAX_UPLOAD_FILES, count: files.length }));
      return;
    }
    setRefused([]);
    setChosen(files.length);
    setSent(0);
    setSending(true);
    try {
      const created = (await call<typeof resumeUploadOperations.createResumeUpload>("POST", `/api/jobs/${jobId}/resume-uploads`)).upload;
      setUpload(created);
      let next = 0;
      const worker = async () => {
        while (next < files.length) {
          const file = files[next++];
          const form = new FormData();
          form.append("file", file, file.name);
          try {
            await api("POST", `/api/resume-uploads/${created.id}/files`, { body: form });
          } catch (error) {
            const message = error instanceof ApiError && error.status === 413 ? t("tooLarge") : messageOf(error);
            setRefused((list) => [...list, { fileName: file.name, message }]);
          }
          setSent((n) => n + 1);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
      await load(created.id);
      reloadHistory();
    } catch (error) {
      setFieldError(messageOf(error));
    } finally {
      setSending(false);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!sending) void sendAll([...event.dataTransfer.files]);
  }

  if (job.error && !job.data) return <ErrorMessage message={job.error} onRetry={job.reload} />;

  const counts = upload?.counts;
  const total = sending ? chosen : (counts?.total ?? 0) + refused.length;
  // a file is done once the server read it or refused it; while sending, once it is sent
  const done = sending ? sent : (counts ? counts.total - counts.queued : 0) + refused.length;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const duplicates = upload?.items.filter((i) => i.status === "duplicate") ?? [];
  const unreadable = upload?.items.filter((i) => i.status === "unreadable" || (i.status === "skipped" && i.reason === "already_applied")) ?? [];
  const added = upload?.items.filter((i) => (i.status === "created" || i.status === "merged") && i.applicationId) ?? [];

  return (
    <>
      <PageHeader
        title={t("title")}
        description={job.data ? t("forJob", { job: job.data.job.title }) : <Skeleton className="h-4 w-48" />}
        actions={
          <ButtonLink href={`/jobs/${jobId}`} variant="secondary">
            {t("backToBoard")}
          </ButtonLink>
        }
      />
      {!mayUpload ? (
        <EmptyState title={t("notAllowed")} description={t("notAllowedHint")} />
      ) : (
        <div className="space-y-6">
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="resume-drop-zone"
            className={`rounded-xl border-2 border-dashed p-6 text-center ${dragging ? "border-brand-600 bg-slate-50" : "border-slate-300 bg-white"}`}
          >
            <p className="text-sm font-medium text-slate-900">{t("dropHere")}</p>
            <label htmlFor={inputId} className="mt-3 inline-block text-sm font-medium text-slate-800">
              {t("chooseFiles")}
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept={ACCEPT}
              disabled={sending}
              aria-describedby={hintId}
              aria-invalid={fieldError ? true : undefined}
              className="mx-auto mt-1 block text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = "";
                void sendAll(files);
              }}
            />
            <p id={hintId} className="mt-2 text-xs text-slate-600">
              {t("hint", { max: MAX_UPLOAD_FILES })}
            </p>
            <ErrorMessage message={fieldError} className="mt-2" />
          </div>

          {upload ? (
            <section aria-label={t("progress")} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={sending ? "amber" : TONES[upload.status]}>{t(sending ? "status.sending" : `status.${upload.status}`)}</Badge>
                <span className="text-slate-800">{t(sending ? "sentOf" : "readOf", { done, total })}</span>
              </div>
              <div role="progressbar" aria-label={t("progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded bg-slate-200">
                <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
              </div>
              {counts ? (
                <p className="text-sm text-slate-800" data-testid="upload-counts">
                  {t("counts", { added: counts.created + counts.merged, duplicates: counts.duplicate, skipped: counts.skipped, unreadable: counts.unreadable + refused.length })}
                </p>
              ) : null}
              {!sending && upload.status === "done" ? <p className="text-sm text-slate-700">{t("allDone")}</p> : null}
            </section>
          ) : null}

          {duplicates.length > 0 ? (
            <section aria-label={t("duplicates")} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-semibold">{t("duplicates")}</h2>
              <p className="mt-1 text-sm text-slate-600">{t("duplicatesHint")}</p>
              <ul className="mt-3 space-y-3">
                {duplicates.map((item) => (
                  <DuplicateRow key={item.id} uploadId={upload!.id} item={item} onDecided={() => void load(upload!.id).then(reloadHistory, () => {})} />
                ))}
              </ul>
            </section>
          ) : null}

          {unreadable.length + refused.length > 0 ? (
            <section aria-label={t("unreadable")} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-semibold">{t("unreadable")}</h2>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {unreadable.map((item) => (
                  <li key={item.id} className="py-2">
                    <span className="font-medium text-slate-900 break-words">{item.fileName}</span>
                    <span className="text-slate-700">: {t(`reasons.${item.reason ?? "failed"}`)}</span>
                  </li>
                ))}
                {refused.map((r, i) => (
                  <li key={`refused-${i}`} className="py-2">
                    <span className="font-medium text-slate-900 break-words">{r.fileName}</span>
                    <span className="text-slate-700">: {r.message}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {added.length > 0 ? (
            <section aria-label={t("added")} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-semibold">{t("added")}</h2>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {added.map((item) => (
                  <li key={item.id} className="flex flex-wrap gap-2 py-2">
                    <Link href={`/applications/${item.applicationId}`} className="font-medium text-brand-700 underline">
                      {item.name ?? item.email ?? item.fileName}
                    </Link>
                    <span className="text-slate-600 break-words">{item.fileName}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {!upload ? (
            history.data && history.data.uploads.length === 0 ? (
              <EmptyState title={t("empty")} description={t("emptyHint")} />
            ) : history.error ? (
              <ErrorMessage message={history.error} onRetry={history.reload} />
            ) : !history.data ? (
              <Skeleton className="h-10 w-full" />
            ) : null
          ) : null}

          {history.data && history.data.uploads.length > 0 ? (
            <section aria-label={t("earlier")}>
              <h2 className="text-sm font-semibold text-slate-900">{t("earlier")}</h2>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {history.data.uploads.map((u) => (
                  <li key={u.id} className="flex flex-wrap items-center gap-2 py-2">
                    <Badge tone={TONES[u.status]}>{t(`status.${u.status}`)}</Badge>
                    <span className="min-w-0 flex-1 text-slate-800">
                      {t("summary", { files: u.counts.total, duplicates: u.counts.duplicate })} · {u.createdBy} · <LocalTime iso={u.createdAt} />
                    </span>
                    <Button size="sm" variant="secondary" disabled={sending || upload?.id === u.id} onClick={() => void load(u.id).catch(() => {})}>
                      {t("show")}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}

function DuplicateRow({ uploadId, item, onDecided }: { uploadId: number; item: Item; onDecided: () => void }) {
  const t = useTranslations("Recruiter.Jobs.ResumeUploadView");
  const messageOf = useMessageOf();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function decide(body: { action: "merge" | "create" | "skip"; candidateId?: number }) {
    setPending(true);
    setError(null);
    try {
      await api("POST", `/api/resume-uploads/${uploadId}/items/${item.id}/decision`, { body });
      onDecided();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="rounded-md border border-slate-200 p-3" aria-describedby={error ? errorId : undefined}>
      <p className="text-sm text-slate-900">
        <span className="font-medium break-words">{item.fileName}</span>
        {" · "}
        {t("read", { name: item.name ?? "", email: item.email ?? "" })}
      </p>
      <ul className="mt-2 space-y-2">
        {item.duplicates.map((d) => (
          <li key={d.candidateId} className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center">
            <span className="min-w-0 text-slate-800 break-words sm:flex-1">
              {t("known", { name: d.name, email: d.email })} ({d.reasons.map((r) => t(`why.${r}`)).join(", ")})
            </span>
            <Button size="sm" loading={pending} onClick={() => void decide({ action: "merge", candidateId: d.candidateId })}>
              {t("merge", { name: d.name })}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" loading={pending} onClick={() => void decide({ action: "create" })}>
          {t("create")}
        </Button>
        <Button size="sm" variant="ghost" loading={pending} onClick={() => void decide({ action: "skip" })}>
          {t("skip")}
        </Button>
      </div>
      <div id={errorId}>
        <ErrorMessage message={error} className="mt-2" />
      </div>
    </li>
  );
}
