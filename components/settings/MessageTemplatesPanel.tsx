"use client";

import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import type { MessageTemplate, MessageTemplatesResponse } from "@/lib/schemas/responses/message-template";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useApi } from "@/lib/ui/use-api";
import { MessageTemplateForm } from "./MessageTemplateForm";
import { Panel } from "./Panel";

type Template = z.infer<typeof MessageTemplate>;
type Editing = { template: Template | null } | null;

// Admins and recruiters keep the organization's message templates (decision 405): named wording
// that the candidate page's form and the board's "Message…" start from.
export function MessageTemplatesPanel() {
  const { data, error, reload } = useApi<z.infer<typeof MessageTemplatesResponse>>("/api/message-templates");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const add = (
    <Button variant="secondary" onClick={() => setEditing({ template: null })}>
      New template
    </Button>
  );
  return (
    <Panel title="Message templates" description="Wording your team starts from when writing to candidates, on a candidate's page or from the board. It stays editable before sending.">
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
          <EmptyState title="No message templates yet" description="Save an invitation to a phone screen or a thank-you for applying once, and start every such message from it." action={add} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Message templates">
              {data.templates.map((t) => (
                <li key={t.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-slate-900">{t.name}</p>
                    <p className="break-words text-sm text-slate-600">{t.subject}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ template: t })}>
                      Edit<span className="sr-only"> {t.name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(t)}>
                      Delete<span className="sr-only"> {t.name}</span>
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
  const toast = useToast();
  const { pending, error, run } = useAction();
  async function remove() {
    if (await run(() => api("DELETE", `/api/message-templates/${template.id}`))) {
      toast.show("Template deleted");
      onDeleted();
    }
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={`Delete “${template.name}”?`}
      description="Messages already written from it keep their text. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} loading={pending}>
            Delete template
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
    </Dialog>
  );
}
