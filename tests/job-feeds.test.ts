import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { feedResponse } from "@/lib/server/feeds/feed-response";
import { listFeedJobs } from "@/lib/server/feeds/list-feed-jobs";
import { createJob, createOrganization } from "@/prisma/factories";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "job" || name === "item" });
const uncached = (slug: string) => listFeedJobs(slug).catch(() => null);

async function feedOrg() {
  const organization = await createOrganization({ name: "Feed & Co <Ltd>" });
  const open = await createJob(organization.id, {
    title: "Engineer <Go> & \"Rust\"",
    status: "open",
    location: "Porto",
    department: "Engineering",
    employmentType: "full_time",
    workplaceType: "hybrid",
    salaryMin: 40000,
    salaryMax: 60000,
    description: "First paragraph with <b>tags</b> & ampersands.\n\nSecond \u0001paragraph.",
  });
  const remote = await createJob(organization.id, { title: "Remote Writer", status: "open", workplaceType: "remote", employmentType: "contract" });
  await ownerDb.job.update({ where: { id: remote.id }, data: { createdAt: new Date(Date.now() - 86_400_000) } });
  await createJob(organization.id, { title: "Secret Draft", status: "draft" });
  await createJob(organization.id, { title: "Old Closed", status: "closed" });
  return { organization, open, remote };
}

async function body(kind: "feed.xml" | "rss.xml" | "jobs.json", slug: string) {
  const res = await feedResponse(kind, slug, uncached);
  return { res, text: await res.text() };
}

describe("the careers feeds of open jobs", () => {
  it("serves Indeed's XML job feed: well-formed, escaped, open jobs only, newest first", async () => {
    const { organization, open } = await feedOrg();
    const { res, text } = await body("feed.xml", organization.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(XMLValidator.validate(text)).toBe(true);
    const { source } = parser.parse(text);
    expect(source.publisher).toBe("Feed & Co <Ltd>");
    expect(source.publisherurl).toMatch(new RegExp(`/careers/${organization.slug}$`));
    expect(Date.parse(source.lastBuildDate)).not.toBeNaN();
    expect(source.job.map((j: { title: string }) => j.title)).toEqual(['Engineer <Go> & "Rust"', "Remote Writer"]);
    const [first, second] = source.job;
    expect(first).toMatchObject({
      referencenumber: `${organization.slug}-${open.id}`,
      company: "Feed & Co <Ltd>",
      city: "Porto",
      jobtype: "fulltime",
      category: "Engineering",
      remotetype: "Hybrid remote",
    });
    expect(first.url).toMatch(new RegExp(`/careers/${organization.slug}/${open.slug}$`));
    expect(first.salary).toMatch(/40,000.*60,000 a year/);
    expect(Date.parse(first.date)).not.toBeNaN();
    // the description is HTML inside the element's text: tags of the text itself stay text
    expect(first.description).toContain("<p>First paragraph with &lt;b&gt;tags&lt;/b&gt; &amp; ampersands.</p>");
    expect(first.description).not.toContain("\u0001");
    expect(second).toMatchObject({ jobtype: "contract", remotetype: "Fully remote" });
    expect(second).not.toHaveProperty("city");
  });

  it("serves RSS 2.0 with a self link, a permanent guid per job and RFC 822 dates", async () => {
    const { organization, open } = await feedOrg();
    const { res, text } = await body("rss.xml", organization.slug);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(XMLValidator.validate(text)).toBe(true);
    const { rss } = parser.parse(text);
    expect(rss["@version"]).toBe("2.0");
    const channel = rss.channel;
    expect(channel.title).toBe("Open positions at Feed & Co <Ltd>");
    expect(channel["atom:link"]).toMatchObject({ "@rel": "self", "@type": "application/rss+xml" });
    expect(channel["atom:link"]["@href"]).toMatch(/\/rss\.xml$/);
    expect(channel.item).toHaveLength(2);
    const [item] = channel.item;
    expect(item.guid["@isPermaLink"]).toBe("true");
    expect(item.guid["#text"]).toBe(item.link);
    expect(item.link).toMatch(new RegExp(`/careers/${organization.slug}/${open.slug}$`));
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it("serves JSON Feed 1.1 with the job's facts under _job", async () => {
    const { organization, open } = await feedOrg();
    const { res, text } = await body("jobs.json", organization.slug);
    expect(res.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    const feed = JSON.parse(text);
    expect(feed).toMatchObject({ version: "https://jsonfeed.org/version/1.1", title: "Open positions at Feed & Co <Ltd>" });
    expect(feed.feed_url).toMatch(/\/jobs\.json$/);
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: 'Engineer <Go> & "Rust"',
      date_published: open.createdAt.toISOString(),
      tags: ["Engineering"],
      _job: { location: "Porto", employmentType: "full_time", workplaceType: "hybrid", salaryMin: 40000, salaryMax: 60000, salaryPeriod: "year" },
    });
    expect(feed.items[0].id).toBe(feed.items[0].url);
  });

  it("answers 404 for an unknown organization and an empty feed for one without open jobs", async () => {
    expect((await feedResponse("rss.xml", "no-such-org-here", uncached)).status).toBe(404);
    const empty = await createOrganization();
    const { text } = await body("feed.xml", empty.slug);
    expect(parser.parse(text).source.job ?? []).toEqual([]);
  });
});
