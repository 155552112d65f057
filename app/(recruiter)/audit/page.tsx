import type { Metadata } from "next";
import { AuditView } from "@/components/audit/AuditView";
import { PAGE_SIZES, type AuditFilters } from "@/components/audit/types";
import { NotAllowed } from "@/components/shell/NotAllowed";
import { PageHeader } from "@/components/shell/PageHeader";
import { currentUser } from "@/lib/auth/current-user";
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/auth/caller";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("auditLog") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function text(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.slice(0, 200) : "";
}

function day(value: string | string[] | undefined): string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "";
}

function whole(value: string | string[] | undefined, fallback: number): number {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
}

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("Recruiter.Audit.Page");
  const user = await currentUser();
  // the layout has already sent visitors without a session to sign in
  if (!user || !can(user, "audit.view")) return <NotAllowed title={t("notAllowed")} text={t("onlyAdminsOfYourOrganization")} back={t("backToHome")} />;
  const params = await searchParams;
  const limit = whole(params.limit, 50);
  const initial: AuditFilters = {
    action: text(params.action),
    targetType: text(params.targetType),
    actorUserId: text(params.actorUserId),
    from: day(params.from),
    to: day(params.to),
    q: text(params.q),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 50,
    offset: whole(params.offset, 0),
  };
  return (
    <>
      <PageHeader title={t("auditLog")} description={t("everyChangeMadeInYour")} />
      <AuditView initial={initial} />
    </>
  );
}
