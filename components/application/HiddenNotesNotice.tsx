import Link from "@/components/ui/Link";
import { useFormatting } from "@/components/ui/use-formatting";
import { useTranslations } from "next-intl";

// GET /api/candidates/{id}/notes/hidden
export type HiddenNotes = { hiddenCount: number; awaitingFeedback: { applicationId: number; jobTitle: string }[] };

// Why a reviewer sees only their own notes, and where to submit the feedback that shows the rest
// (docs/decisions/170): on an application's page and on the candidate's.
// `applicationId`: the application on screen, whose scorecard is on this page; none on the candidate page.
export function HiddenNotesNotice({ hidden, applicationId }: { hidden: HiddenNotes; applicationId?: number }) {
  const t = useTranslations("Recruiter.Application.HiddenNotesNotice");
  const format = useFormatting();
  const count = hidden.hiddenCount;
  return (
    <div className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="hidden-notes">
      <p>
        {count > 0 ? t("hiddenCount", { count, n: format.number(count) }) : t("noneHidden")}
      </p>
      <ul className="mt-1 list-inside list-disc">
        {hidden.awaitingFeedback.map((waiting) => (
          <li key={waiting.applicationId}>
            {waiting.applicationId === applicationId ? (
              <a href="#scorecard" className="font-medium underline hover:no-underline">
                {t("submitFor", { job: waiting.jobTitle })}
              </a>
            ) : (
              <Link href={`/applications/${waiting.applicationId}#scorecard`} className="font-medium underline hover:no-underline">
                {t("submitFor", { job: waiting.jobTitle })}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
