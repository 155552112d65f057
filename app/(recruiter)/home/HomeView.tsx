"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { useState } from "react";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { timeRange } from "@/components/interviews/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { ApprovalsPanel } from "@/components/offers/ApprovalsPanel";
import { useTranslations } from "next-intl";
import { can } from "@/lib/auth/caller";
import type { reportOperations } from "@/lib/openapi/operations/reports";
import type { organizationOperations } from "@/lib/openapi/operations/organization";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";
import type { applicationOperations } from "@/lib/openapi/operations/applications";

export function HomeView() {
  const t = useTranslations("Recruiter.Home.HomeView");
  const format = useFormatting();
  const user = useCurrentUser();
  const { data, error, loading, reload } = useEndpoint<typeof reportOperations.getHome>("/api/home");
  const interviews = useUpcomingInterviews();
  const awaiting = useAwaitingAnswer(can(user, "jobs.manage"));
  const firstName = user.name.split(/\s+/)[0];
  // the queue only ever holds applications of jobs the caller manages
  const showQueue = can(user, "jobs.manage");
  // a member on their first session (or one never counted, as the command line creates them) is new here
  const isReturning = user.signInCount > 1;

  return (
    <>
      <PageHeader title={isReturning ? t("welcomeBack", { name: firstName }) : t("welcome", { name: firstName })} description={t("reviewsWaitingForYouAnd")} />
      <ErrorMessage message={error} onRetry={reload} className="mb-4" />
      {/* approvers see what waits for them first (docs/decisions/391, 395); interviewers approve nothing */}
      {showQueue ? <ApprovalsPanel /> : null}
      <div className={`grid gap-6 ${showQueue ? "lg:grid-cols-2" : ""}`}>
        <Section
          id="my-tasks"
          title={t("myReviewTasks")}
          description={t("applicationsAColleagueAskedYou")}
          loading={loading && !data}
          count={data?.myTasks.length}
          empty={
            <EmptyState
              title={t("noReviewsWaiting")}
              description={t("whenSomeoneAsksYouTo")}
            />
          }
          rows={data?.myTasks.map((task) => ({
            key: `task-${task.applicationId}`,
            // a request that names its interview opens that interview's scorecard (decision 486)
            href: task.interview ? `/interviews/${task.interview.id}/scorecard` : `/applications/${task.applicationId}`,
            title: task.candidateName,
            subtitle: task.interview ? t("scorecardFor", { title: task.interview.title, job: task.jobTitle }) : task.jobTitle,
            meta: t("requested", { when: format.relative(task.requestedAt) }),
            metaTitle: format.date(task.requestedAt),
          }))}
        />
        {showQueue ? (
          <Section
            id="review-queue"
            title={t("reviewQueue")}
            description={t("newApplicantsInTheFirst")}
            loading={loading && !data}
            count={data?.reviewQueue.length}
            empty={<EmptyState title={t("queueIsClear")} description={t("nobodyIsWaitingInThe")} />}
            rows={data?.reviewQueue.map((item) => ({
              key: `queue-${item.applicationId}`,
              href: `/applications/${item.applicationId}`,
              title: item.candidateName,
              subtitle: item.jobTitle,
              meta: t("applied", { when: format.relative(item.appliedAt) }),
              metaTitle: format.date(item.appliedAt),
            }))}
          />
        ) : null}
      </div>
      {awaiting ? (
        <div className="mt-6">
          <ErrorMessage message={awaiting.error} onRetry={awaiting.reload} className="mb-4" />
          <Section
            id="awaiting-answer"
            title={t("awaitingAnswer")}
            description={t("awaitingAnswerDescription")}
            loading={awaiting.loading}
            count={awaiting.rows?.length}
            empty={<EmptyState title={t("everyoneAnswered")} description={t("everyoneAnsweredDescription")} />}
            rows={awaiting.rows?.map((item) => ({
              key: `awaiting-${item.id}`,
              href: `/applications/${item.id}`,
              title: item.name,
              subtitle: item.email,
              // a deadline to come as its date (relative wording speaks of the past), a passed one as how long ago
              meta: item.overdue ? t("answerOverdue", { when: format.relative(item.answerBy) }) : t("answerBy", { when: format.date(item.answerBy) }),
              metaTitle: format.date(item.answerBy),
            }))}
          />
        </div>
      ) : null}
      <div className="mt-6">
        <ErrorMessage message={interviews.error} onRetry={interviews.reload} className="mb-4" />
        <Section
          id="my-interviews"
          title={t("todaysAndUpcomingInterviews")}
          description={t("interviewsYouAreOnIn")}
          loading={interviews.loading && !interviews.data}
          count={interviews.data?.interviews.length}
          empty={<EmptyState title={t("noInterviewsComingUp")} description={t("whenYouAreBookedTo")} />}
          rows={interviews.data?.interviews
            .filter((i) => i.status === "scheduled")
            .map((i) => ({
              key: `interview-${i.id}`,
              href: `/applications/${i.applicationId}`,
              title: t("interviewWith", { title: i.title, candidate: i.candidateName }),
              subtitle: i.jobTitle,
              meta: timeRange(format.locale, i.startsAt, i.endsAt),
              metaTitle: i.timeZone,
            }))}
        />
      </div>
    </>
  );
}

// From the start of the viewer's today, two weeks ahead (the window is fixed at first render)
function useUpcomingInterviews() {
  const [window] = useState(() => {
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    return { from: from.toISOString(), to: new Date(from.getTime() + 14 * 86_400_000).toISOString() };
  });
  return useEndpoint<typeof interviewOperations.listMyInterviews>("/api/interviews", { mine: "true", from: window.from, to: window.to });
}

// Applications close to (3 days or less) or past the organization's answer deadline that nobody
// answered yet (docs/decisions/494), deadline first: GET /api/applications?awaitingAnswer=true.
// Nothing for a member who manages no job, nor while the organization sets no deadline.
function useAwaitingAnswer(manages: boolean) {
  const organization = useEndpoint<typeof organizationOperations.getOrganization>(manages ? "/api/orgs/me" : null);
  const days = organization.data?.organization.answerWithinDays ?? null;
  const list = useEndpoint<typeof applicationOperations.listApplications>(manages && days !== null ? "/api/applications" : null, { awaitingAnswer: "true", sort: "createdAt", limit: 50 });
  // the moment the page opened: "due" or "overdue" as of then, like the interviews' window
  const [now] = useState(() => Date.now());
  if (!manages || (organization.data && days === null)) return null;
  return {
    error: organization.error ?? list.error,
    reload: () => {
      organization.reload();
      list.reload();
    },
    loading: !organization.data || (!list.data && !list.error),
    rows: list.data?.applications.map((a) => {
      const answerBy = new Date(new Date(a.createdAt).getTime() + (days ?? 0) * 86_400_000).toISOString();
      return { ...a, answerBy, overdue: new Date(answerBy).getTime() < now };
    }),
  };
}

type Row = { key: string; href: string; title: string; subtitle: string; meta: string; metaTitle: string };

function Section({
  id,
  title,
  description,
  loading,
  count,
  rows,
  empty,
}: {
  id: string;
  title: string;
  description: string;
  loading: boolean;
  count: number | undefined;
  rows: Row[] | undefined;
  empty: React.ReactNode;
}) {
  const t = useTranslations("Recruiter.Home.HomeView");
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {count !== undefined ? <span className="text-sm text-slate-600">{count === 50 ? "50+" : count}</span> : null}
      </div>
      <p className="mt-0.5 text-sm text-slate-600">{description}</p>
      <div className="mt-4">
        {loading ? (
          <ul aria-busy="true" aria-label={t("sectionLoading", { title })} className="divide-y divide-slate-100">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex items-center justify-between gap-4 py-3">
                <span className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-28" />
                </span>
                <Skeleton className="h-3 w-20" />
              </li>
            ))}
          </ul>
        ) : rows && rows.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={row.key}>
                <Link href={row.href} className="-mx-2 flex items-center justify-between gap-4 rounded-md px-2 py-3 hover:bg-slate-50">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{row.title}</span>
                    <span className="block truncate text-sm text-slate-600">{row.subtitle}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-600" title={row.metaTitle}>
                    {row.meta}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : rows ? (
          empty
        ) : null}
      </div>
    </section>
  );
}
