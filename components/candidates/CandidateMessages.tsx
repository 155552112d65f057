"use client";

import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Section } from "@/components/application/Section";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Select } from "@/components/ui/Select";
import { Spinner } from "@/components/ui/Spinner";
import { useFormatting } from "@/components/ui/use-formatting";
import type { Message } from "@/lib/schemas/responses/message";
import { AttachmentPicker } from "@/components/messages/AttachmentPicker";
import { checkFiles } from "@/components/messages/attachment-files";
import { MessageFields } from "@/components/messages/MessageFields";
import { draftMessage, EMPTY_DRAFT } from "@/components/messages/message-draft";
import { useDraftSend } from "@/components/messages/use-draft-send";
import { api } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { messageOperations } from "@/lib/openapi/operations/messages";

type MessageItem = z.infer<typeof Message>;
type Application = { id: number; jobTitle: string };

// The conversation with a person (docs/decisions/400-401): what the team wrote and what came back,
// oldest first, with the replies nobody had opened marked "New" (opening the page reads them), and a
// form to write, now or later, about one of their applications.
export function CandidateMessages({ candidateId, name, applications }: { candidateId: number; name: string; applications: Application[] }) {
  const t = useTranslations("Recruiter.Candidates.CandidateMessages");
  const conversation = useEndpoint<typeof messageOperations.listCandidateMessages>(`/api/candidates/${candidateId}/messages`);
  const [newIds, setNewIds] = useState<Set<number>>(new Set());
  const marked = useRef(false);

  // the replies that were unread when the page opened stay marked "New" while it is open
  useEffect(() => {
    const data = conversation.data;
    if (!data || marked.current || data.unread === 0) return;
    marked.current = true;
    setNewIds(new Set(data.messages.filter((m) => m.direction === "inbound" && m.kind === "message" && m.readAt === null).map((m) => m.id)));
    void api("POST", `/api/candidates/${candidateId}/messages/read`).catch(() => {});
  }, [conversation.data, candidateId]);

  return (
    <Section id="messages" title={t("messages")} description={t("description", { name })}>
      {conversation.data ? (
        conversation.data.messages.length === 0 ? (
          <EmptyState title={t("noMessagesYet")} description={t("emptyText", { name })} />
        ) : (
          <ol className="space-y-3" aria-label={t("messagesWith", { name })}>
            {conversation.data.messages.map((message) => (
              <MessageCard key={message.id} message={message} name={name} isNew={newIds.has(message.id)} />
            ))}
          </ol>
        )
      ) : conversation.error ? (
        <ErrorMessage message={conversation.error} onRetry={conversation.reload} />
      ) : (
        <Spinner label={t("loadingMessages")} />
      )}
      <Compose candidateId={candidateId} name={name} applications={applications} onSent={conversation.reload} />
    </Section>
  );
}

function MessageCard({ message, name, isNew }: { message: MessageItem; name: string; isNew: boolean }) {
  const t = useTranslations("Recruiter.Candidates.CandidateMessages");
  const format = useFormatting();
  const inbound = message.direction === "inbound";
  const who = inbound
    ? message.kind === "auto_reply"
      ? t("autoReplyFrom", { from: message.from })
      : message.kind === "bounce"
        ? t("notDelivered", { from: message.from })
        : t("replied", { name })
    : t("wrote", { name: message.author?.name || t("someone") });
  const when = inbound
    ? format.dateTime(message.sentAt ?? message.createdAt)
    : message.sentAt
      ? format.dateTime(message.sentAt)
      : message.sendAt
        ? t("toBeSent", { when: format.dateTime(message.sendAt) })
        : t("sending");
  const tone = inbound ? (message.kind === "message" ? "border-brand-200 bg-brand-50/40" : "border-slate-200 bg-slate-50") : "border-slate-200";
  return (
    <li className={`rounded-md border p-3 ${tone}`}>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className="font-medium text-slate-800">{who}</span>
        <span>· {when}</span>
        {isNew ? <Badge tone="brand">{t("new")}</Badge> : null}
      </p>
      <p className="mt-1 break-words text-sm font-medium text-slate-900">{message.subject}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{message.bodyText}</p>
      {message.attachments.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label={t("attachments")}>
          {message.attachments.map((a) => (
            <li key={a.id}>
              <a href={`/api/messages/${message.id}/attachments/${a.id}`} className="text-brand-700 underline hover:no-underline">
                {a.fileName}
              </a>{" "}
              <span className="text-slate-600">({fileSize(a.size, format.number)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {inbound && message.fullText && message.fullText.trim() !== message.bodyText.trim() ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">{t("showTheWholeMessage")}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{message.fullText}</p>
        </details>
      ) : null}
    </li>
  );
}

function Compose({ candidateId, name, applications, onSent }: { candidateId: number; name: string; applications: Application[]; onSent: () => void }) {
  const t = useTranslations("Recruiter.Candidates.CandidateMessages");
  const tr = useTranslations("Recruiter");
  const { draft, setDraft, errors, setErrors, failure, pending: sending, submit, change } = useDraftSend();
  const [files, setFiles] = useState<File[]>([]);
  const [applicationId, setApplicationId] = useState(applications[0] ? String(applications[0].id) : "");
  const [said, setSaid] = useState("");

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const fileProblem = checkFiles(files, tr);
    const message = { ...draftMessage(draft), applicationId: applicationId ? Number(applicationId) : null };
    const sent = await submit(() => api("POST", `/api/candidates/${candidateId}/messages`, { body: files.length > 0 ? formOf(message, files) : message }), fileProblem ? { attachments: fileProblem } : {});
    if (!sent) return;
    setDraft(EMPTY_DRAFT);
    setFiles([]);
    setSaid(t(draft.later ? "sendsLater" : "onItsWay", { name }));
    onSent();
  }

  return (
    <form onSubmit={send} noValidate className="mt-4 space-y-3 border-t border-slate-200 pt-4" aria-label={t("writeTo", { name })}>
      <h3 className="text-sm font-semibold text-slate-900">{t("writeTo", { name })}</h3>
      {applications.length > 1 ? (
        <Select
          label={t("about")}
          value={applicationId}
          onChange={(e) => {
            setApplicationId(e.target.value);
            setErrors((current) => ({ ...current, applicationId: undefined }));
          }}
          options={applications.map((a) => ({ value: String(a.id), label: a.jobTitle }))}
          error={errors.applicationId}
        />
      ) : null}
      <MessageFields draft={draft} errors={errors} onChange={change} />
      <AttachmentPicker
        files={files}
        error={errors.attachments}
        onChange={(next) => {
          setFiles(next);
          setErrors((current) => ({ ...current, attachments: undefined }));
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={sending}>
          {draft.later ? t("schedule") : t("send")}
        </Button>
      </div>
      {failure ? <ErrorMessage message={failure} /> : null}
      <p role="status" className="text-sm text-slate-700">
        {said}
      </p>
    </form>
  );
}

// a message with files goes as multipart/form-data (decision 406): its fields as text, the files
// as attachments[0] … attachments[4]
function formOf(message: { subject: string; body: string; sendAt: string | null; applicationId: number | null }, files: File[]): FormData {
  const form = new FormData();
  form.append("subject", message.subject);
  form.append("body", message.body);
  if (message.sendAt) form.append("sendAt", message.sendAt);
  if (message.applicationId) form.append("applicationId", String(message.applicationId));
  files.forEach((file, index) => form.append(`attachments[${index}]`, file));
  return form;
}

function fileSize(bytes: number, number: (value: number) => string): string {
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}
