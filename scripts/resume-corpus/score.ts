import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { extractText } from "@/lib/files/extract-text";
import { parseResume } from "@/lib/resume-fields/parse-resume";
import type { ResumeFields } from "@/lib/resume-fields/types";

// Precision and recall of the résumé parser over the corpus (issue 48, item 2), shared by
// bench/resume-fields.ts (prints them) and tests/resume-corpus.test.ts (holds them to the targets).
//
// How a parsed value counts, field by field:
// - name: equal to the expected name apart from case, accents and spacing;
// - email: equal after lower-casing;
// - phone: the parsed number, read by libphonenumber-js, equal to the expected one in E.164;
// - location: equal apart from case, accents, spacing and punctuation;
// - links: each normalised (no scheme, no "www.", no trailing slash, lower case) and compared as sets;
// - skills: compared as sets apart from case and accents;
// - employers: a parsed position counts when its employer equals (apart from case, accents and
//   punctuation) that of an expected position not yet matched; positions are paired that way;
// - titles and dates: compared on the paired positions only (dates: start and end both equal,
//   "YYYY-MM" or "YYYY", end null for a current position); a title or date on an unpaired parsed
//   position is a wrong answer;
// - schools and degrees (no target): as employers and titles, for the education entries.
// Precision is the right answers over the answers given, recall the right answers over those expected.
export type Field = "name" | "email" | "phone" | "location" | "links" | "employers" | "titles" | "dates" | "schools" | "degrees" | "skills";
export const FIELDS: Field[] = ["name", "email", "phone", "location", "links", "employers", "titles", "dates", "schools", "degrees", "skills"];
export const TARGETS: Partial<Record<Field, number>> = { name: 0.95, email: 0.95, phone: 0.95, employers: 0.8, titles: 0.8, dates: 0.8 };

export type Counts = { right: number; given: number; expected: number };
export type CorpusEntry = { file: string; layout: string; tool: string; language: string; expected: ResumeFields };
export type Scored = { entry: CorpusEntry; parsed: ResumeFields; counts: Record<Field, Counts> };

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../../tests/fixtures/resume-corpus");

export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase().replace(/[^\p{L}\d]+/gu, " ").trim();
}
function e164(text: string | null): string | null {
  return text ? (parsePhoneNumberFromString(text)?.number ?? null) : null;
}
function link(text: string): string {
  return text.toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");
}
function single(given: string | null, expected: string | null, same: (a: string, b: string) => boolean): Counts {
  const right = given !== null && expected !== null && same(given, expected) ? 1 : 0;
  return { right, given: given === null ? 0 : 1, expected: expected === null ? 0 : 1 };
}
function sets(given: string[], expected: string[], norm: (s: string) => string): Counts {
  const want = new Set(expected.map(norm));
  const got = new Set(given.map(norm));
  return { right: [...got].filter((g) => want.has(g)).length, given: got.size, expected: want.size };
}
// Pairs parsed entries with expected ones by a key (employer, school), in order, each used once.
function paired<T, U>(given: T[], expected: U[], keyGiven: (t: T) => string | null, keyExpected: (u: U) => string | null): [T, U][] {
  const used = new Set<number>();
  const pairs: [T, U][] = [];
  for (const g of given) {
    const key = keyGiven(g);
    if (!key) continue;
    const j = expected.findIndex((e, k) => !used.has(k) && keyExpected(e) !== null && fold(keyExpected(e)!) === fold(key));
    if (j >= 0) { used.add(j); pairs.push([g, expected[j]]); }
  }
  return pairs;
}

export function score(parsed: ResumeFields, expected: ResumeFields): Record<Field, Counts> {
  const jobs = paired(parsed.experience, expected.experience, (e) => e.employer, (e) => e.employer);
  const schools = paired(parsed.education, expected.education, (e) => e.school, (e) => e.school);
  const onPairs = <T>(pairs: [T, T][], given: T[], expectedList: T[], has: (t: T) => boolean, same: (a: T, b: T) => boolean): Counts => ({
    right: pairs.filter(([g, e]) => has(g) && same(g, e)).length,
    given: given.filter(has).length,
    expected: expectedList.filter(has).length,
  });
  return {
    name: single(parsed.name, expected.name, (a, b) => fold(a) === fold(b)),
    email: single(parsed.email, expected.email, (a, b) => a.toLowerCase() === b.toLowerCase()),
    phone: single(parsed.phone, expected.phone, (a, b) => e164(a) === b),
    location: single(parsed.location, expected.location, (a, b) => fold(a) === fold(b)),
    links: sets(parsed.links, expected.links, link),
    employers: { right: jobs.length, given: parsed.experience.filter((e) => e.employer).length, expected: expected.experience.length },
    titles: onPairs(jobs, parsed.experience, expected.experience, (e) => !!e.title, (a, b) => fold(a.title!) === fold(b.title!)),
    dates: onPairs(jobs, parsed.experience, expected.experience, (e) => !!e.startDate, (a, b) => a.startDate === b.startDate && a.endDate === b.endDate),
    schools: { right: schools.length, given: parsed.education.filter((e) => e.school).length, expected: expected.education.length },
    degrees: onPairs(schools, parsed.education, expected.education, (e) => !!e.degree, (a, b) => fold(a.degree!) === fold(b.degree!)),
    skills: sets(parsed.skills, expected.skills, fold),
  };
}

export function readCorpus(dir = CORPUS_DIR): CorpusEntry[] {
  return readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as CorpusEntry);
}

// Each file read as the product reads it: lib/files/extract-text.ts, then the parser.
export async function scoreCorpus(dir = CORPUS_DIR): Promise<Scored[]> {
  const scored: Scored[] = [];
  for (const entry of readCorpus(dir)) {
    const bytes = readFileSync(path.join(dir, entry.file));
    const text = await extractText(bytes, entry.file.endsWith(".docx") ? "docx" : "pdf");
    const { fields } = parseResume(text);
    scored.push({ entry, parsed: fields, counts: score(fields, entry.expected) });
  }
  return scored;
}

export type Figure = { precision: number; recall: number } & Counts;
export function figures(scored: Scored[]): Record<Field, Figure> {
  const out = {} as Record<Field, Figure>;
  for (const field of FIELDS) {
    const c = scored.reduce((sum, s) => ({ right: sum.right + s.counts[field].right, given: sum.given + s.counts[field].given, expected: sum.expected + s.counts[field].expected }), { right: 0, given: 0, expected: 0 });
    out[field] = { ...c, precision: c.given ? c.right / c.given : 1, recall: c.expected ? c.right / c.expected : 1 };
  }
  return out;
}
