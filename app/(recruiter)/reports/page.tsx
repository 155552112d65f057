import type { Metadata } from "next";
import { ReportsView } from "@/components/reports/ReportsView";
import { isReportRange } from "@/components/reports/types";
import { PageHeader } from "@/components/shell/PageHeader";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { range } = await searchParams;
  return (
    <>
      <PageHeader title="Reports" description="Applications, hires and time in each stage for the jobs you can see." />
      <ReportsView initialRange={isReportRange(range) ? range : "30d"} />
    </>
  );
}
