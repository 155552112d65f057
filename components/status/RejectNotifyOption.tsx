"use client";

import { useId } from "react";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { renderEmail } from "@/lib/mail/render-template";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { privacyOperations } from "@/lib/openapi/operations/privacy";

// "E-mail the candidate" in the reject dialog: off unless ticked (the API's notifyCandidate), with
// the organization's rejection e-mail rendered for this candidate, as it would be sent.
export function RejectNotifyOption({ checked, onChange, candidateName, jobTitle }: { checked: boolean; onChange: (checked: boolean) => void; candidateName: string; jobTitle: string }) {
  const t = useTranslations("Recruiter.Status.RejectNotifyOption");
  const id = useId();
  const user = useCurrentUser();
  const { data } = useEndpoint<typeof privacyOperations.getEmailTemplates>(checked ? "/api/orgs/me/email-templates" : null);
  const preview = data ? renderEmail(data.templates.rejection, { "candidate.name": candidateName, "job.title": jobTitle, "org.name": user.organization.name }) : null;
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 h-4 w-4" />
        <label htmlFor={id} className="text-sm text-slate-800">
          {t("notify", { name: candidateName })}
        </label>
      </div>
      {checked ? (
        <figure className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" aria-live="polite" data-testid="rejection-preview">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-slate-600">{t("eMailPreview")}</figcaption>
          {preview ? (
            <>
              <p className="mt-1 font-semibold text-slate-900">{preview.subject}</p>
              <p className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap break-words text-slate-800">{preview.body}</p>
            </>
          ) : (
            <p className="mt-1 text-slate-600">{t("loadingTheOrganizationsRejectionE")}</p>
          )}
        </figure>
      ) : null}
    </div>
  );
}
