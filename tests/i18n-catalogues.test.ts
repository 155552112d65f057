import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { ApplyBody } from "@/lib/schemas/public";
import { applyErrorKey } from "@/lib/i18n/apply-errors";
import { jobLabels } from "@/components/careers/job-labels";
import { CATALOGUES, loadMessages } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { EVENT_TYPES } from "@/lib/server/events/event-types";

// Every catalogue says what English says: the same keys, nothing empty, the same placeholders and
// tags, and each message is valid ICU (docs/decisions/360). A new component's strings fail here
// until all five catalogues carry them.
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

// argument names ({name}, {count, plural, …}) and rich-text tags (<link>…</link>) of one message
function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...args, ...tags])].sort();
}

const english = leaves(CATALOGUES.en as unknown as Tree);

describe.each(LOCALES)("the %s catalogue", (locale) => {
  const messages = leaves(CATALOGUES[locale] as unknown as Tree);

  it("has exactly the English keys", () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has no empty message", () => {
    expect([...messages].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it("uses the same placeholders and tags as English in every message", () => {
    const differing = [...english].filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(messages.get(key) ?? "")));
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("formats every message without an ICU error", () => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: CATALOGUES[locale] as unknown as Record<string, string>, onError: (error) => errors.push(error.message) });
    const values = { name: "Acme", count: 2, from: 1, to: 20, total: 45, percent: 40, max: 200, size: "12 MB", days: 90, link: "https://x.test", job: "Engineer", organization: "Acme", title: "Engineer", amount: "€1", min: "€1", jobTitle: "Engineer", orgName: "Acme", candidateName: "Ada", salary: "€1", date: "Jan 1", minutes: 30, change: "scheduled", moment: "Jan 1", when: "Jan 1", url: "https://x.test", location: "Berlin", hours: 24, until: "Jan 1", address: "jobs+engineer@apply.test", careersUrl: "https://x.test" };
    const tags = { muted: (c: unknown) => c, link: (c: unknown) => c, strong: (c: unknown) => c, code: (c: unknown) => c };
    for (const key of messages.keys()) (t.rich as (k: string, v: object) => unknown)(key, { ...values, ...tags });
    expect(errors).toEqual([]);
  });
});

describe("apply form errors", () => {
  it("turns every message the apply schema gives into a catalogue key that exists", () => {
    const errorKeys = new Set(Object.keys(CATALOGUES.en.Careers.Apply.errors));
    const bodies = [
      {},
      { name: "", email: "" },
      { name: "x".repeat(201), email: `${"x".repeat(250)}@e.test`, phone: "call me", resumeUrl: "http://plain.test", coverLetter: "x".repeat(20_001) },
      { name: "Ada", email: "not-an-address", phone: "1".repeat(60), resumeUrl: `https://${"x".repeat(2050)}.test` },
    ];
    const mapped = new Set<string>();
    for (const body of bodies) {
      const result = ApplyBody.safeParse(body);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        const { key } = applyErrorKey(String(issue.path[0]), issue.message);
        expect(errorKeys, `${String(issue.path[0])}: ${issue.message}`).toContain(key);
        mapped.add(`${String(issue.path[0])}:${key}`);
      }
    }
    // each field's own words, not the catch-all
    expect([...mapped].filter((entry) => entry.endsWith(":invalid"))).toEqual([]);
    expect(mapped).toEqual(new Set(["name:nameRequired", "email:emailRequired", "name:nameTooLong", "email:emailTooLong", "phone:phoneInvalid", "resumeUrl:resumeUrlInvalid", "coverLetter:coverLetterTooLong", "email:emailInvalid", "phone:phoneTooLong", "resumeUrl:resumeUrlTooLong"]));
  });

  it("maps the server's own details (résumé checks, consent, file and link both)", () => {
    expect(applyErrorKey("resume", "This PDF could not be opened. Export it again as a PDF, or upload a DOCX.").key).toBe("resumeUnreadablePdf");
    expect(applyErrorKey("resume", "This Word file could not be opened. Save it again as DOCX, or upload a PDF.").key).toBe("resumeUnreadableWord");
    expect(applyErrorKey("resume", "The résumé must be a PDF, DOC or DOCX file").key).toBe("resumeWrongType");
    expect(applyErrorKey("resumeUrl", "send a résumé file or a résumé URL, not both").key).toBe("resumeAndUrl");
    expect(applyErrorKey("consent", "agree to the privacy policy to apply (consent: true)").key).toBe("consentRequired");
  });
});

describe("the recruiter catalogue", () => {
  it("is English for every request, with no empty message, and formats without an ICU error", async () => {
    const messages = await loadMessages("de");
    expect(messages.Careers.Apply.title).toBe(CATALOGUES.de.Careers.Apply.title);
    const recruiter = leaves(messages.Recruiter as unknown as Tree, "Recruiter");
    expect(recruiter.get("Recruiter.Shell.nav.jobs")).toBe("Jobs");
    expect([...recruiter].filter(([, text]) => !text.trim())).toEqual([]);
    const errors: string[] = [];
    const t = createTranslator({ locale: "en", messages: messages as unknown as Record<string, string>, onError: (error) => errors.push(error.message) });
    const values: Record<string, string | number> = { name: "Ada", role: "Admin", organization: "Acme", min: 2, query: "x", to: "a@b.test", when: "now", from: 1, total: 3, amount: "€1", period: "year", step: 1, date: "Jan 1", reason: "x", candidate: "Ada", headcount: 2, fields: "{{x}}" };
    // every other argument a screen passes is a count or a number: plurals and selects need one
    const tags: Record<string, (chunks: unknown) => unknown> = {};
    for (const text of recruiter.values())
      for (const name of placeholders(text)) {
        if (name.startsWith("<")) tags[name.slice(1, -1)] = (chunks) => chunks;
        else values[name.slice(1, -1)] ??= 2;
      }
    for (const key of recruiter.keys()) (t.rich as (k: string, v: object) => unknown)(key, { ...values, ...tags });
    expect(errors).toEqual([]);
  });
});

describe("the webhook settings", () => {
  it("name every event type an endpoint can subscribe to in the recruiter's words", async () => {
    // the panel reads `eventLabels.<type>` for each type; a new type without words showed its key
    const recruiter = leaves((await loadMessages("en")).Recruiter as unknown as Tree, "Recruiter");
    const missing = EVENT_TYPES.filter((type) => !recruiter.has(`Recruiter.Settings.WebhooksPanel.eventLabels.${type}`));
    expect(missing).toEqual([]);
  });
});

describe("a job's facts on a translated page", () => {
  it("leave out the workplace a location written in English already says, and translate the rest", () => {
    const t = createTranslator({ locale: "fr", messages: CATALOGUES.fr, namespace: "Careers.Labels" });
    const labels = jobLabels(t as unknown as Parameters<typeof jobLabels>[0], "fr");
    const job = { slug: "w", title: "Writer", location: "Remote (EU)", workplaceType: "remote", employmentType: "contract", department: "Docs", salaryMin: 24000, salaryMax: null, salaryCurrency: "EUR" } as const;
    expect(labels.facts(job)).toEqual(["Remote (EU)", "Freelance", "Docs"]);
    expect(labels.facts({ ...job, location: "Berlin", workplaceType: "on_site" })).toEqual(["Berlin", "Sur site", "Freelance", "Docs"]);
    expect(labels.salary(24000, null, "EUR")).toBe("À partir de 24\u202f000\u00a0€ par an");
  });
});

// The keys of every object in a JSON text, per object, so a key written twice is seen: JSON.parse
// keeps the last silently, and a merge that doubled a namespace once hid a lost block that way.
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: { keys: Set<string>; path: string }[] = [];
  let lastString = "";
  const strings = /"(?:[^"\\]|\\.)*"|[{}[\]:]/g;
  for (const [token] of text.matchAll(strings)) {
    if (token === "{") stack.push({ keys: new Set(), path: stack.length === 0 ? "" : `${stack.at(-1)!.path}.${lastString}` });
    else if (token === "}") stack.pop();
    else if (token === ":") {
      const object = stack.at(-1)!;
      if (object.keys.has(lastString)) found.push(`${object.path}.${lastString}`);
      object.keys.add(lastString);
    } else if (token.startsWith('"')) lastString = JSON.parse(token) as string;
  }
  return found;
}

describe("the catalogue files", () => {
  it("write no key twice in one object", () => {
    const dir = path.join(import.meta.dirname, "..", "messages");
    const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(7);
    expect(files.flatMap((file) => duplicateKeys(readFileSync(path.join(dir, file), "utf8")).map((key) => `${file}: ${key}`))).toEqual([]);
    expect(duplicateKeys('{"a": {"b": 1, "c": {"b": 2}}, "a": 3}')).toEqual([".a"]);
  });
});
