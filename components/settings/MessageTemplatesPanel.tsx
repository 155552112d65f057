"use client";

import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import type { MessageTemplate } from "@/lib/schemas/responses/message-template";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { MessageTemplateForm } from "./MessageTemplateForm";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { messageTemplateOperations } from "@/lib/openapi/operations/message-templates";

type Template = z.infer<typeof MessageTemplate>;
type Editing = { template: Template | null } | null;

// Admins and recruiters keep the organization's message templates (decision 405): named wording
// that the candidate page's form and the board's "Message…" start from.
export function MessageTemplatesPanel() {
  const t = useTranslations("Recruiter.Settings.MessageTemplatesPanel");
  const { data, error, reload } = useEndpoint<typeof messageTemplateOperations.listMessageTemplates>("/api/message-templates");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const add = (
    <Button variant="secondary" onClick={() => setEditing({ template: null })}>
      {t("newTemplate")}
    </Button>
  );
  return (
    <Panel title={t("messageTemplates")} description={t("wordingYourTeamStartsFrom")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        editing ? (
          <MessageTemplateForm
            template={editing.template}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        ) : data.templates.length === 0 ? (
          <EmptyState title={t("noMessageTemplatesYet")} description={t("saveAnInvitationToA")} action={add} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t("messageTemplates")}>
              {data.templates.map((template) => (
                <li key={template.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-slate-900">{template.name}</p>
                    <p className="break-words text-sm text-slate-600">{template.subject}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ template })}>
                      {t.rich("edit", { name: template.name, hidden })}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(template)}>
                      {t.rich("delete", { name: template.name, hidden })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-3">{add}</div>
          </>
        )
      ) : error ? null : (
        <Skeleton className="h-32 w-full" />
      )}
      {deleting ? (
        <DeleteDialog
          template={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            reload();
          }}
        />
      ) : null}
    </Panel>
  );
}

function DeleteDialog({ template, onClose, onDeleted }: { template: Template; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations("Recruiter.Settings.MessageTemplatesPanel");
  const toast = useToast();
  const { pending, error, run } = useAction();
  async function remove() {
    if (await run(() => api("DELETE", `/api/message-templates/${template.id}`))) {
      toast.show(t("templateDeleted"));
      onDeleted();
    }
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t("deleteTitle", { name: template.name })}
      description={t("messagesAlreadyWrittenFromIt")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={remove} loading={pending}>
            {t("deleteTemplate")}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}
