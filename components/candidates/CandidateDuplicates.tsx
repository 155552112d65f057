"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "next/link";
import { useState } from "react";
import { Section } from "@/components/application/Section";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { useToast } from "@/components/ui/Toast";
import { api, messageOf } from "@/lib/ui/api";
import { useApi } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";

type Duplicate = { id: number; name: string; email: string; phone: string | null; createdAt: string; applications: number; reasons: string[] };

const REASONS: Record<string, string> = {
  same_email: "same e-mail address",
  same_phone: "same phone number",
  same_name_similar_email: "same name, similar e-mail address",
};

// Other records that are likely this person (decision 352), for admins and recruiters: merge one
// into this record (its applications, notes, tags and pools come here), with an Undo.
export function CandidateDuplicates({ candidateId, name, onMerged }: { candidateId: number; name: string; onMerged: () => void }) {
  const t = useTranslations("Recruiter.Candidates.CandidateDuplicates");
  const format = useFormatting();
  const toast = useToast();
  const found = useApi<{ duplicates: Duplicate[] }>(`/api/candidates/${candidateId}/duplicates`);
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
      toast.show(`${other.name} merged into ${name}`, "success", {
        label: "Undo",
        run: () => {
          api("POST", `/api/candidates/${candidateId}/merge/undo`).then(
            () => (found.reload(), onMerged(), toast.show(t("undoneTwoRecordsAgain"), "info")),
            (caught: unknown) => toast.show(`Could not undo: ${messageOf(caught)}`, "error"),
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
          <li key={other.id} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm" aria-label={`Possible duplicate ${other.name}`}>
            <p className="font-medium text-slate-900">{other.name}</p>
            <p className="break-words text-slate-700">
              {other.email}
              {other.phone ? ` · ${other.phone}` : ""}
            </p>
            <p className="text-slate-600">
              {format.pluralize(other.applications, "application")} · since {format.date(other.createdAt)} · {other.reasons.map((r) => REASONS[r] ?? r).join("; ")}
            </p>
            <Button size="sm" variant="secondary" className="mt-2" aria-label={`Merge ${other.name} (${other.email}) into this record`} onClick={() => (setError(null), setAsked(other))}>
              {t("mergeIntoThisRecord")}
            </Button>
          </li>
        ))}
      </ul>
      {asked ? (
        <Dialog
          open
          onClose={() => setAsked(null)}
          title={`Merge ${asked.name} into ${name}?`}
          description={`Their ${format.pluralize(asked.applications, "application")}, notes, tags and talent pools move here; ${name}'s name and contact details stay. You can undo this for a day.`}
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
            The other record stays only as a pointer here: a new application from {asked.email} will come to {name}.{" "}
            <Link href={`/candidates/${asked.id}`} className="text-brand-700 underline hover:no-underline">
              Open {asked.name} first
            </Link>
          </p>
          <ErrorMessage message={error} className="mt-3" />
        </Dialog>
      ) : null}
    </Section>
  );
}
