"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input, Textarea } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { PLACEHOLDERS, renderEmail, unknownPlaceholders } from "@/lib/mail/render-template";
import { call } from "@/lib/ui/api";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import type { privacyOperations } from "@/lib/openapi/operations/privacy";

type Template = { subject: string; body: string; isDefault: boolean };
type Templates = { templates: { applicationReceived: Template; rejection: Template }; placeholders: string[] };
type Kind = keyof Templates["templates"];

const PLACEHOLDER_LIST = PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ");

// each kind's title and when it is sent: Recruiter.Settings.EmailTemplatesPanel.kinds
const KINDS: Kind[] = ["applicationReceived", "rejection"];

// The wording of the e-mails candidates get, with a live preview for an example candidate.
export function EmailTemplatesPanel() {
  const t = useTranslations("Recruiter.Settings.EmailTemplatesPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof privacyOperations.getEmailTemplates>("/api/orgs/me/email-templates");
  return (
    <Panel title={t("candidateEMails")} description={data ? t("placeholders", { list: data.placeholders.join(", ") }) : t("plainTextWithPlaceholders")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <div className="space-y-8">
          {KINDS.map((kind) => (
            <TemplateForm key={`${kind}|${data.templates[kind].subject}|${data.templates[kind].body}`} kind={kind} title={t(`kinds.${kind}.title`)} when={t(`kinds.${kind}.when`)} template={data.templates[kind]} onSaved={(next) => mutate(() => next)} />
          ))}
        </div>
      ) : error ? null : (
        <Skeleton className="h-64 w-full" />
      )}
    </Panel>
  );
}

function TemplateForm({ kind, title, when, template, onSaved }: { kind: Kind; title: string; when: string; template: Template; onSaved: (next: Templates) => void }) {
  const t = useTranslations("Recruiter.Settings.EmailTemplatesPanel");
  const toast = useToast();
  const user = useCurrentUser();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const form = useFormErrors({ subject: t("subjectLabel"), body: t("bodyLabel") }, { prefix: `${kind}.` });
  const preview = renderEmail({ subject, body }, { "candidate.name": t("sample.candidateName"), "job.title": t("sample.jobTitle"), "org.name": user.organization.name });
  const id = `template-${kind}`;

  async function save(reset: boolean) {
    if (!reset) {
      const unknownIn = (text: string) => unknownPlaceholders(text)[0];
      const problem = (text: string, label: string) =>
        !text.trim() ? t("required", { label }) : unknownIn(text) ? t("unknownPlaceholder", { placeholder: `{{${unknownIn(text)}}}`, list: PLACEHOLDER_LIST }) : undefined;
      if (!form.check({ subject: problem(subject, t("subjectLabel")), body: problem(body, t("bodyLabel")) })) return;
    }
    await form.run(async () => {
      const next = await call<typeof privacyOperations.updateEmailTemplates>("PUT", "/api/orgs/me/email-templates", { body: { [kind]: reset ? null : { subject, body } } });
      onSaved(next);
      toast.show(reset ? t("reset", { title }) : t("saved", { title }));
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 lg:grid-cols-2">
      <form
        id={form.formId}
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
        noValidate
        className="space-y-3"
      >
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title} {template.isDefault ? <span className="text-sm font-normal text-slate-600">{t("builtInText")}</span> : null}
        </h3>
        <p className="text-sm text-slate-600">{when}</p>
        <Input label={t("subject")} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} error={form.errors.subject} />
        <Textarea label={t("text")} rows={8} value={body} maxLength={10_000} onChange={(e) => setBody(e.target.value)} error={form.errors.body} />
        <ErrorMessage message={form.message} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.pending}>
            {t("save", { title: title.toLowerCase() })}
          </Button>
          {!template.isDefault ? (
            <Button variant="secondary" disabled={form.pending} onClick={() => void save(true)}>
              {t("useTheBuiltInText")}
            </Button>
          ) : null}
        </div>
      </form>
      <figure>
        <figcaption className="mb-2 text-sm font-medium text-slate-700">{t("previewForJaneDoeBackend")}</figcaption>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" data-testid={`${id}-preview`}>
          <p className="font-semibold text-slate-900">{preview.subject}</p>
          <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{preview.body}</p>
        </div>
      </figure>
    </section>
  );
}
