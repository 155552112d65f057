import type { GetServerSideProps } from "next";
import { NextIntlClientProvider } from "next-intl";
import { JobPage, type JobPageProps } from "@/components/careers/JobPage";
import { CareersNotFoundPage } from "@/components/careers/NotFoundPage";
import { trackingOf } from "@/components/careers/tracking";
import { cachedPublicJob } from "@/lib/cache/public-pages";
import { inLanguage } from "@/lib/server/public/get-public-job";
import { appUrl } from "@/lib/env";
import { LOCALE_HEADER, offeredLocale, type Locale } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/lib/i18n/messages";

// A job's page is the one page a candidate lands on from a search engine or a job board, often on a
// slow phone, so it ships without any script: the Pages Router can leave out the client runtime
// (unstable_runtimeJS), which the App Router always sends (docs/decisions/440). The application form,
// which needs script, is its own App Router page one link away. The data is the same cached read as
// the other careers pages; proxy.ts chose the language and set the Content-Security-Policy.
// (runtime is Node's, the default, said here too: Next's generated types check a page's config
// against the options they know, and unstable_runtimeJS is not one of them)
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = { locale: Locale; messages: { Careers: Record<string, unknown> } } & ({ found: true } & JobPageProps | { found: false });

export const getServerSideProps: GetServerSideProps<Props, { slug: string; jobSlug: string }> = async ({ params, query, req, res }) => {
  const data = params ? await cachedPublicJob(params.slug, params.jobSlug) : null;
  // the organization's offered languages only, its first for any other (docs/decisions/460)
  const locale = offeredLocale(req.headers[LOCALE_HEADER], data?.organization.careersLanguages);
  const { Header, Switcher, Job, Labels, Board, NotFound } = CATALOGUES[locale].Careers;
  const messages = { Careers: { Header, Switcher, Job, Labels, Board, NotFound } };
  if (!data) {
    res.statusCode = 404;
    return { props: { locale, messages, found: false } };
  }
  const { organization, job } = inLanguage(data, locale);
  return { props: { locale, messages, found: true, organization, job, tracking: trackingOf(query), origin: appUrl() } };
};

export default function JobPageRoute(props: Props) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="UTC">
      {props.found ? <JobPage organization={props.organization} job={props.job} tracking={props.tracking} origin={props.origin} /> : <CareersNotFoundPage page="Job" />}
    </NextIntlClientProvider>
  );
}
