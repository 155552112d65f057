"use client";

import { Textarea } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { isOtherReason } from "@/lib/schemas/other-reason";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

export type RejectionReasonOption = { id: number; label: string; archived: boolean };
// what a reject dialog sends: one of the organization's reasons and, optionally, the team's words
export type Rejection = { rejectionReasonId: number; rejectionReason: string | null };
export type RejectionDraft = { reasonId: string; text: string };
export const EMPTY_REJECTION: RejectionDraft = { reasonId: "", text: "" };

const MAX_TEXT = 2000;

// The organization's reasons (GET /api/orgs/me/rejection-reasons), archived ones left out, and the
// check of a draft against them with its messages from the catalogue.
export function useRejectionReasons() {
  const t = useTranslations("Recruiter.Status.RejectionReasonFields");
  const { data, error } = useEndpoint<typeof organizationOperations.listRejectionReasons>("/api/orgs/me/rejection-reasons");
  const reasons = data ? data.reasons.filter((r) => !r.archived) : null;
  const check = (draft: RejectionDraft) => checkRejection(draft, reasons, { reason: t("giveAReason"), text: (label) => t("sayWhy", { reason: label }) });
  return { reasons, error, check };
}

// The draft as the API takes it, or the field and message a person must fix first.
export type RejectionErrors = { reason?: string; text?: string };
function checkRejection(draft: RejectionDraft, reasons: RejectionReasonOption[] | null, say: { reason: string; text: (label: string) => string }): { ok: true; rejection: Rejection } | { ok: false; errors: RejectionErrors } {
  const reason = reasons?.find((r) => String(r.id) === draft.reasonId);
  if (!reason) return { ok: false, errors: { reason: say.reason } };
  const text = draft.text.trim();
  if (isOtherReason(reason.label) && !text) return { ok: false, errors: { text: say.text(reason.label) } };
  return { ok: true, rejection: { rejectionReasonId: reason.id, rejectionReason: text || null } };
}

type Props = {
  draft: RejectionDraft;
  onChange: (draft: RejectionDraft) => void;
  reasons: RejectionReasonOption[] | null;
  loadError: string | null;
  errors: RejectionErrors;
};

// A reason from the organization's list (decision 281); "Other" asks for the text, the others take
// an optional note. Kept with the application and counted in reports, visible to the team only.
export function RejectionReasonFields({ draft, onChange, reasons, loadError, errors }: Props) {
  const t = useTranslations("Recruiter.Status.RejectionReasonFields");
  const chosen = reasons?.find((r) => String(r.id) === draft.reasonId);
  const needsText = chosen ? isOtherReason(chosen.label) : false;
  return (
    <>
      <Select
        label={t("reason")}
        required
        placeholder={reasons ? t("chooseAReason") : loadError ? t("theReasonsCouldNotBe") : t("loadingTheReasons")}
        value={draft.reasonId}
        disabled={!reasons}
        onChange={(e) => onChange({ ...draft, reasonId: e.target.value })}
        options={(reasons ?? []).map((r) => ({ value: String(r.id), label: r.label }))}
        error={errors.reason ?? loadError}
        hint={t("countedInReportsAdminsEdit")}
        autoFocus
      />
      <Textarea
        label={needsText ? t("why") : t("noteOptional")}
        required={needsText}
        rows={3}
        maxLength={MAX_TEXT}
        value={draft.text}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        error={errors.text}
        hint={needsText ? t("requiredWithThisReasonVisible") : t("visibleToYourTeamOnly")}
      />
    </>
  );
}
