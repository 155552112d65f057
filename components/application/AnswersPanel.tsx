"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { formatDateTime } from "@/lib/ui/format";
import { Section } from "./Section";
import type { Answer, Application, ApplicationKnockout } from "./types";
import { useTranslations } from "next-intl";

// The answers the application was sent with (decision 330) and what a knockout rule did with
// them (decision 331): a pending rule can be stopped, a rule's rejection undone (the reopen).
export function AnswersPanel({ application, canManage, onChange }: { application: Application; canManage: boolean; onChange: (next: Application) => void }) {
  const t = useTranslations("Recruiter.Application.AnswersPanel");
  const answers = application.answers ?? [];
  const knockout = application.knockout ?? null;
  if (answers.length === 0 && !knockout) return null;
  return (
    <Section id="answers" title={t("answers")}>
      {knockout ? <KnockoutNotice applicationId={application.id} knockout={knockout} canManage={canManage} onChange={onChange} /> : null}
      {answers.length > 0 ? (
        <dl className="space-y-3">
          {answers.map((answer, i) => (
            <div key={`${answer.questionId ?? "removed"}-${i}`}>
              <dt className="text-sm font-medium text-slate-700">
                {answer.label}
                {/* the question as written comes first; the translation the candidate read beside it (decision 461) */}
                {answer.shownLabel ? <span className="block text-xs font-normal text-slate-600">{t("askedAs", { label: answer.shownLabel })}</span> : null}
              </dt>
              <dd className="mt-0.5 whitespace-pre-wrap break-words text-sm text-slate-900">
                <AnswerValue answer={answer} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{t("theAnswersWereErased")}</p>
      )}
    </Section>
  );
}

function AnswerValue({ answer }: { answer: Answer }) {
  const t = useTranslations("Recruiter.Application.AnswersPanel");
  const { value } = answer;
  if (typeof value === "boolean") return <>{value ? t("yes") : t("no")}</>;
  if (Array.isArray(value)) return <>{value.join(", ")}</>;
  if (typeof value === "object") {
    return (
      <a href={value.url} className="text-brand-700 underline hover:no-underline" target="_blank" rel="noopener noreferrer">
        {value.fileName}
        <span className="sr-only"> {t("opensInANewTab")}</span>
      </a>
    );
  }
  if (answer.type === "url") {
    return (
      <a href={String(value)} className="text-brand-700 underline hover:no-underline" target="_blank" rel="noopener noreferrer nofollow">
        {String(value)}
      </a>
    );
  }
  return <>{String(value)}</>;
}

function KnockoutNotice({ applicationId, knockout, canManage, onChange }: { applicationId: number; knockout: ApplicationKnockout; canManage: boolean; onChange: (next: Application) => void }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Application.AnswersPanel");
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rule = `${knockout.label} = ${knockout.answer}`;

  async function act(request: () => Promise<{ application: Application }>, done: string) {
    setPending(true);
    setError(null);
    try {
      onChange((await request()).application);
      toast.show(done);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  const text = t(`knockout.${knockout.state}`, { rule, due: formatDateTime(knockout.dueAt) });
  const tone = knockout.state === "rejected" || knockout.state === "pending" ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-slate-50 text-slate-800";
  return (
    <div role="status" className={`mb-4 rounded-md border p-3 text-sm ${tone}`}>
      <p className="font-medium">{text}</p>
      {canManage && knockout.state === "pending" ? (
        <Button className="mt-2" size="sm" variant="secondary" loading={pending} onClick={() => void act(() => api("POST", `/api/applications/${applicationId}/knockout/cancel`), t("ruleStopped"))}>
          {t("stopThisRule")}
        </Button>
      ) : null}
      {canManage && knockout.state === "rejected" ? (
        <Button className="mt-2" size="sm" variant="secondary" loading={pending} onClick={() => void act(() => api("PATCH", `/api/applications/${applicationId}`, { body: { status: "active", undo: true } }), t("ruleRejectionUndone"))}>
          {t("undoTheRulesRejection")}
        </Button>
      ) : null}
      <ErrorMessage message={error} className="mt-2" />
    </div>
  );
}
