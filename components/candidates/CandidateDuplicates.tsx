"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { useState } from "react";
import { Section } from "@/components/application/Section";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { candidateOperations } from "@/lib/openapi/operations/candidates";

type Duplicate = { id: number; name: string; email: string; phone: string | null; createdAt: string; applications: number; reasons: string[] };

// the reasons the API gives, worded in Recruiter.Candidates.CandidateDuplicates.reasons
const REASONS = { same_email: true, same_phone: true, same_name_similar_email: true };

// Other records that are likely this person (decision 352), for admins and recruiters: merge one
// into this record (its applications, notes, tags and pools come here), with an Undo.
export function CandidateDuplicates({ candidateId, name, onMerged }: { candidateId: number; name: string; onMerged: () => void }) {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Candidates.CandidateDuplicates");
  const format = useFormatting();
  const toast = useToast();
  const found = useEndpoint<typeof candidateOperations.listCandidateDuplicates>(`/api/candidates/${candidateId}/duplicates`);
  const [asked, setAsked] = useState<Duplicate | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!found.data || found.data.duplicates.length === 0) return null;

  async function merge(other: Duplicate) {
    setPending(true);
    setError(null);
    try {
      await api("POST", `/api/candidates/${candidateId}/merge`, { body: { otherCandidateId: other.id } });
      setAsked(null);
      found.reload();
      onMerged();
      toast.show(t("merged", { other: other.name, name }), "success", {
        label: t("undo"),
        run: () => {
          api("POST", `/api/candidates/${candidateId}/merge/undo`).then(
            () => (found.reload(), onMerged(), toast.show(t("undoneTwoRecordsAgain"), "info")),
            (caught: unknown) => toast.show(t("couldNotUndo", { error: messageOf(caught) }), "error"),
          );
        },
      });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Section id="duplicates" title={t("possibleDuplicates")} description={t("otherRecordsThatLookLike")}>
      <ul className="space-y-3">
        {found.data.duplicates.map((other) => (
          <li key={other.id} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm" aria-label={t("possibleDuplicate", { name: other.name })}>
            <p className="font-medium text-slate-900">{other.name}</p>
            <p className="break-words text-slate-700">
              {other.email}
              {other.phone ? ` · ${other.phone}` : ""}
            </p>
            <p className="text-slate-600">
              {t("facts", { count: other.applications, n: format.number(other.applications), date: format.date(other.createdAt), reasons: other.reasons.map((r) => (r in REASONS ? t(`reasons.${r}`) : r)).join("; ") })}
            </p>
            <Button size="sm" variant="secondary" className="mt-2" aria-label={t("mergeLabel", { name: other.name, email: other.email })} onClick={() => (setError(null), setAsked(other))}>
              {t("mergeIntoThisRecord")}
            </Button>
          </li>
        ))}
      </ul>
      {asked ? (
        <Dialog
          open
          onClose={() => setAsked(null)}
          title={t("mergeTitle", { other: asked.name, name })}
          description={t("mergeDescription", { count: asked.applications, n: format.number(asked.applications), name })}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsked(null)}>
                {t("cancel")}
              </Button>
              <Button loading={pending} onClick={() => void merge(asked)}>
                {t("merge")}
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            {t("pointer", { email: asked.email, name })}{" "}
            <Link href={`/candidates/${asked.id}`} className="text-brand-700 underline hover:no-underline">
              {t("openFirst", { name: asked.name })}
            </Link>
          </p>
          <ErrorMessage message={error} className="mt-3" />
        </Dialog>
      ) : null}
    </Section>
  );
}
