"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { MentionTextarea } from "@/components/notifications/MentionTextarea";
import { NoteBody } from "@/components/notifications/NoteBody";
import { call } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { HiddenNotesNotice } from "./HiddenNotesNotice";
import { Section } from "./Section";
import type { Note } from "./types";
import { useTranslations } from "next-intl";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

const MAX_NOTE = 10_000;

function newestFirst(notes: Note[]): Note[] {
  return [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

// `hasSubmitted`: whether the caller's feedback on the application on screen is in; when it changes,
// notes hidden until then (docs/decisions/170) are fetched again.
export function NotesPanel({
  candidateId,
  candidateName,
  applicationId,
  hasSubmitted,
}: {
  candidateId: number;
  candidateName: string;
  applicationId: number;
  hasSubmitted: boolean;
}) {
  const t = useTranslations("Recruiter.Application.NotesPanel");
  const format = useFormatting();
  const { data, error, loading, reload, mutate } = useEndpoint<typeof candidateOperations.listNotes>(`/api/candidates/${candidateId}/notes`);
  const hidden = useEndpoint<typeof candidateOperations.getHiddenNotes>(`/api/candidates/${candidateId}/notes/hidden`);
  const reloadHidden = hidden.reload;
  const submitted = useRef(hasSubmitted);
  useEffect(() => {
    if (submitted.current === hasSubmitted) return;
    submitted.current = hasSubmitted;
    reload();
    reloadHidden();
  }, [hasSubmitted, reload, reloadHidden]);
  const blind = hidden.data !== null && hidden.data.awaitingFeedback.length > 0;
  const [body, setBody] = useState("");
  const { pending, error: saveError, setError: setSaveError, run } = useAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setSaveError(t("writeFirst"));
      return;
    }
    await run(async () => {
      const result = await call<typeof candidateOperations.createNote>("POST", `/api/candidates/${candidateId}/notes`, { body: { body } });
      mutate((current) => ({ notes: [result.note, ...current.notes] }));
      setBody("");
    });
  }

  const notes = data ? newestFirst(data.notes) : null;

  return (
    <Section id="notes" title={t("notes")} description={t("sharedWith", { name: candidateName })}>
      <form onSubmit={submit}>
        <MentionTextarea candidateId={candidateId} label={t("addANote")} hint={t("mentionHint")} rows={3} maxLength={MAX_NOTE} value={body} onValueChange={setBody} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" loading={pending}>
            {t("addNote")}
          </Button>
          <ErrorMessage message={saveError} className="flex-1" />
        </div>
      </form>

      <div className="mt-4">
        {blind ? <HiddenNotesNotice hidden={hidden.data!} applicationId={applicationId} /> : null}
        {notes === null && loading ? <Spinner label={t("loadingNotes")} /> : null}
        <ErrorMessage message={error} onRetry={reload} />
        {notes && notes.length === 0 ? <p className="text-sm text-slate-600">{blind ? t("youHaveNotAddedNotes") : t("noNotesYet")}</p> : null}
        {notes && notes.length > 0 ? (
          <ol className="space-y-3" aria-label={t("notesNewestFirst")}>
            {notes.map((note) => (
              <li key={note.id} className="rounded-md bg-slate-50 p-3">
                <p className="text-xs text-slate-600">
                  <span className="font-medium text-slate-900">{note.isMine ? t("you", { name: note.authorName }) : note.authorName}</span> ·{" "}
                  <time dateTime={note.createdAt}>{format.dateTime(note.createdAt)}</time>
                </p>
                <NoteBody body={note.body} className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800" />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </Section>
  );
}
