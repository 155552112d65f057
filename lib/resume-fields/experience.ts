import { findDateRange } from "./dates";
import { fold } from "./sections";
import type { ExperienceEntry } from "./types";

export type Located<T> = { value: T; line: string };

// Words that make a phrase a job title, and words that make it an employer, in the five languages.
const TITLE_WORDS = /\b(?:engineer|developer|programmer|architect|manager|lead|head|director|analyst|designer|consultant|scientist|specialist|administrator|officer|intern|assistant|coordinator|recruiter|accountant|advisor|owner|founder|cto|ceo|vp|president|associate|technician|teacher|nurse|sales|marketing|support|entwickler(?:in)?|ingenieur(?:in)?|leiter(?:in)?|berater(?:in)?|referent(?:in)?|praktikant(?:in)?|werkstudent(?:in)?|sachbearbeiter(?:in)?|projektleiter(?:in)?|softwareentwickler(?:in)?|geschaftsfuhrer(?:in)?|ingenieure?|developpeu(?:r|se)|chef|responsable|directeu(?:r|rice)|chargee?|stagiaire|consultante?|analyste|concepteur|desarrollador(?:a)?|ingeniero|ingeniera|jefe|jefa|gerente|analista|disenador(?:a)?|becario|becaria|programador(?:a)?|desenvolvedor(?:a)?|engenheir[oa]|estagiari[oa]|coordenador(?:a)?|gestor(?:a)?|tecnico|tecnica|senior|junior|principal|staff)\b/;
const EMPLOYER_WORDS = /\b(?:gmbh|ag|se|kg|ohg|inc|ltd|llc|plc|corp|corporation|company|co|sa|sas|sarl|sl|slu|ltda|s\.a|s\.l|bv|nv|ab|oy|as|group|gruppe|groupe|grupo|bank|banque|banco|university|universitat|universite|universidad|universidade|labs?|technologies|systems|solutions|consulting|studio|agency|agentur|agence|agencia)\b\.?/;

// "Title at Employer" in the five languages, and the separators between the two parts otherwise.
const AT = /\s+(?:at|@|bei|chez|en|em|na|no)\s+/i;
const SPLIT = /\s+[|·•–—-]\s+|\s*[|·•]\s*|,\s+/;

function clean(text: string): string {
  return text.replace(/^[\s,;:|·•–—()-]+|[\s,;:|·•–—(-]+$/g, "").replace(/\(\s*\)/g, "").trim();
}

function score(text: string, words: RegExp): number {
  return words.test(fold(text)) ? 1 : 0;
}

// Which of two phrases is the title and which the employer; by their words, else title first.
function assign(a: string, b: string): { title: string; employer: string } {
  const aTitle = score(a, TITLE_WORDS) - score(a, EMPLOYER_WORDS);
  const bTitle = score(b, TITLE_WORDS) - score(b, EMPLOYER_WORDS);
  return bTitle > aTitle ? { title: b, employer: a } : { title: a, employer: b };
}

function split(text: string): string[] {
  const at = text.split(AT);
  if (at.length === 2 && at[0] && at[1]) return at.map(clean);
  return text.split(SPLIT).map(clean).filter(Boolean);
}

function isBullet(line: string): boolean {
  return /^[•\-–*▪◦·]\s/.test(line) || line.length > 90 || (/[.!]$/.test(line) && !/\b(?:inc|ltd|co|corp|s\.a|s\.l|ltda)\.$/i.test(line) && line.split(/\s+/).length > 5);
}

// Each position is anchored on the line with its date range. The rest of that line, or else the
// one or two short lines just before it (not bullets), give the title and the employer.
export function readExperience(lines: string[]): Located<ExperienceEntry>[] {
  const entries: Located<ExperienceEntry>[] = [];
  let usedUpTo = -1;
  for (let i = 0; i < lines.length; i++) {
    const range = findDateRange(lines[i]);
    if (!range) continue;
    const rest = clean(lines[i].replace(range.matched, " ").replace(/\s+/g, " "));
    let phrases = rest ? split(rest) : [];
    const before: string[] = [];
    for (let j = i - 1; j > usedUpTo && before.length < 2 && phrases.length + before.length < 2; j--) {
      if (isBullet(lines[j]) || findDateRange(lines[j])) break;
      before.unshift(lines[j]);
    }
    if (phrases.length < 2) phrases = [...before.flatMap(split), ...phrases];
    if (phrases.length < 2 && i + 1 < lines.length && !isBullet(lines[i + 1]) && !findDateRange(lines[i + 1])) phrases.push(...split(lines[i + 1]));
    const [a = null, b = null] = phrases;
    const { title, employer } = a && b ? assign(a, b) : { title: a && score(a, EMPLOYER_WORDS) ? null : a, employer: a && score(a, EMPLOYER_WORDS) ? a : null };
    entries.push({ value: { employer, title, startDate: range.startDate, endDate: range.endDate }, line: lines[i] });
    usedUpTo = i;
  }
  return entries;
}
