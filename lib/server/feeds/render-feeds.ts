import { EMPLOYMENT_LABELS, salaryRange } from "@/components/careers/labels";
import type { FeedData, FeedJob } from "./list-feed-jobs";

// The three feeds of an organization's open jobs (docs/decisions/344), as text: Indeed's XML job
// feed for aggregators, RSS 2.0 for feed readers, and JSON Feed 1.1 with a `_job` extension.

export type FeedUrls = { board: string; self: string; job: (job: FeedJob) => string };

const INDEED_JOB_TYPE: Record<NonNullable<FeedJob["employmentType"]>, string> = {
  full_time: "fulltime",
  part_time: "parttime",
  contract: "contract",
  temporary: "temporary",
  internship: "internship",
};
const INDEED_REMOTE_TYPE = { remote: "Fully remote", hybrid: "Hybrid remote" } as const;

export function indeedFeed(data: FeedData, urls: FeedUrls): string {
  const jobs = data.jobs.map((job) =>
    element("job", [
      element("title", text(job.title)),
      element("date", text(rfc822(job.createdAt))),
      element("referencenumber", text(`${data.organization.slug}-${job.id}`)),
      element("url", text(urls.job(job))),
      element("company", text(data.organization.name)),
      job.location ? element("city", text(job.location)) : "",
      element("description", text(descriptionHtml(job, data.organization.name))),
      salaryOf(job) ? element("salary", text(salaryOf(job)!)) : "",
      job.employmentType ? element("jobtype", text(INDEED_JOB_TYPE[job.employmentType])) : "",
      job.department ? element("category", text(job.department)) : "",
      job.workplaceType === "remote" || job.workplaceType === "hybrid" ? element("remotetype", text(INDEED_REMOTE_TYPE[job.workplaceType])) : "",
    ]),
  );
  return xmlDocument(
    element("source", [
      element("publisher", text(data.organization.name)),
      element("publisherurl", text(urls.board)),
      element("lastBuildDate", text(rfc822(data.builtAt))),
      ...jobs,
    ]),
  );
}

export function rssFeed(data: FeedData, urls: FeedUrls): string {
  const items = data.jobs.map((job) =>
    element("item", [
      element("title", text(job.title)),
      element("link", text(urls.job(job))),
      `<guid isPermaLink="true">${text(urls.job(job))}</guid>`,
      element("pubDate", text(rfc822(job.createdAt))),
      element("description", text(descriptionHtml(job, data.organization.name))),
      job.department ? element("category", text(job.department)) : "",
    ]),
  );
  const channel = element("channel", [
    element("title", text(`Open positions at ${data.organization.name}`)),
    element("link", text(urls.board)),
    element("description", text(`Jobs ${data.organization.name} is hiring for now.`)),
    `<atom:link href="${text(urls.self)}" rel="self" type="application/rss+xml"/>`,
    element("lastBuildDate", text(rfc822(data.builtAt))),
    ...items,
  ]);
  return xmlDocument(`<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">${channel}</rss>`);
}

export function jsonFeed(data: FeedData, urls: FeedUrls): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: `Open positions at ${data.organization.name}`,
    home_page_url: urls.board,
    feed_url: urls.self,
    description: `Jobs ${data.organization.name} is hiring for now.`,
    ...(data.organization.logoUrl ? { icon: absolute(data.organization.logoUrl, urls.board) } : {}),
    items: data.jobs.map((job) => ({
      id: urls.job(job),
      url: urls.job(job),
      title: job.title,
      content_text: job.description?.trim() || `${job.title} at ${data.organization.name}`,
      date_published: job.createdAt,
      date_modified: job.updatedAt,
      ...(job.department ? { tags: [job.department] } : {}),
      // JSON Feed's extension syntax: what a job board needs beyond a post
      _job: {
        location: job.location,
        department: job.department,
        employmentType: job.employmentType,
        workplaceType: job.workplaceType,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryCurrency: job.salaryCurrency,
        salaryPeriod: job.salaryMin !== null || job.salaryMax !== null ? "year" : null,
      },
    })),
  });
}

// "€40,000–€60,000 a year", as the job page says it
function salaryOf(job: FeedJob): string | null {
  return salaryRange(job.salaryMin, job.salaryMax, job.salaryCurrency);
}

// The description as simple HTML (paragraphs and line breaks of the text as written), then the facts.
function descriptionHtml(job: FeedJob, organizationName: string): string {
  const body = (job.description?.trim() || `${job.title} at ${organizationName}`)
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${text(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const facts = [job.location, job.employmentType ? EMPLOYMENT_LABELS[job.employmentType] : null, job.duration].filter(Boolean) as string[];
  return facts.length ? `${body}<p>${text(facts.join(" · "))}</p>` : body;
}

function xmlDocument(root: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}

function element(name: string, content: string | string[]): string {
  return `<${name}>${Array.isArray(content) ? content.join("") : content}</${name}>`;
}

// Escaped for XML text and attributes; characters XML 1.0 cannot hold at all are dropped.
function text(value: string): string {
  return Array.from(value)
    .filter(isXmlChar)
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
}

// RFC 822 dates as RSS and Indeed's feed ask: "Tue, 24 Nov 2026 09:30:00 GMT".
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}
