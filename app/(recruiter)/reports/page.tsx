import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/Button";
import { ReportsView } from "@/components/reports/ReportsView";
import { isReportRange } from "@/components/reports/types";
import { PageHeader } from "@/components/shell/PageHeader";
import { getTranslations } from "next-intl/server";
import { NotAllowed } from "@/components/shell/NotAllowed";
import { can } from "@/lib/auth/caller";
import { currentUser } from "@/lib/auth/current-user";
import { isGroupBy } from "@/lib/schemas/funnel";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("reports") };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("Recruiter.Reports.Page");
  const user = await currentUser();
  // the layout has already sent visitors without a session to sign in
  if (!user || !can(user, "reports.view")) {
    return <NotAllowed title={t("notAllowed")} text={t("yourRoleHasNoReports")} back={t("backToHome")} />;
  }
  const params = await searchParams;
  const range = one(params.range);
  const jobId = one(params.jobId);
  const department = one(params.department)?.trim();
  const groupBy = one(params.groupBy);
  const view = one(params.view);
  return (
    <>
      <PageHeader
        title={t("reports")}
        description={t("applicationsHiresAndTimeIn")}
        actions={
          can(user, "offers.view") ? (
            <ButtonLink href="/reports/new-hires" variant="secondary">
              {t("newHires")}
            </ButtonLink>
          ) : null
        }
      />
      <ReportsView
        initial={{
          range: isReportRange(range) ? range : "30d",
          // the API refuses what is not an id; an id it does not know is a 404 the view explains
          jobId: jobId && /^[1-9]\d{0,9}$/.test(jobId) ? Number(jobId) : undefined,
          department: department ? department.slice(0, 200) : undefined,
        }}
        initialGroupBy={isGroupBy(groupBy) ? groupBy : undefined}
        // a saved view's weekly e-mail links it: opened once the caller's views are loaded
        initialViewId={view && /^[1-9]\d{0,9}$/.test(view) ? Number(view) : undefined}
      />
    </>
  );
}
