import { findDateRange, isDateFragment, startsWithDate } from "./dates";
import { fold } from "./sections";
import type { ExperienceEntry } from "./types";

export type Located<T> = { value: T; line: string };

// Words that make a phrase a job title, and words that make it an employer, in the five languages.
const TITLE_WORDS = /\b(?:engineer|developer|programmer|architect|manager|lead|head|director|analyst|designer|consultant|scientist|specialist|administrator|administrateur|administratrice|administrador(?:a)?|officer|intern|assistant|coordinator|recruiter|accountant|advisor|owner|founder|cto|ceo|vp|president|associate|technician|teacher|nurse|sales|marketing|support|entwickler(?:in)?|ingenieur(?:in)?|leiter(?:in)?|berater(?:in)?|referent(?:in)?|praktikant(?:in)?|werkstudent(?:in)?|sachbearbeiter(?:in)?|projektleiter(?:in)?|softwareentwickler(?:in)?|geschaftsfuhrer(?:in)?|ingenieure?|developpeu(?:r|se)|chef|responsable|directeu(?:r|rice)|chargee?|stagiaire|consultante?|analyste|concepteur|desarrollador(?:a)?|ingeniero|ingeniera|jefe|jefa|gerente|analista|disenador(?:a)?|becario|becaria|programador(?:a)?|desenvolvedor(?:a)?|engenheir[oa]|estagiari[oa]|coordenador(?:a)?|gestor(?:a)?|tecnico|tecnica|senior|junior|principal|staff)\b/;
const EMPLOYER_WORDS = /\b(?:gmbh|ag|se|kg|ohg|inc|ltd|llc|plc|corp|corporation|company|co|sa|sas|sarl|sl|slu|ltda|s\.a|s\.l|bv|nv|ab|oy|as|group|gruppe|groupe|grupo|bank|banque|banco|university|universitat|universite|universidad|universidade|labs?|technologies|systems|solutions|consulting|studio|agency|agentur|agence|agencia)\b\.?/;

// "Title at Employer" in the five languages, and the separators between the two parts otherwise.
const AT = /\s+(?:at|@|bei|chez|en|em|na|no)\s+/i;
const SPLIT = /\s+[|·•–—-]\s+|\s*[|·•]\s*|,\s+/;

const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|bros|s\.a|s\.l|s\.p\.a|ltda)\.$/i;

// A phrase without the punctuation around it; a closing full stop (moderncv's "Acme Health.")
// only when it ends no abbreviation ("Inc.", "S.L.").
function clean(text: string): string {
  const trimmed = text.replace(/^[\s,;:|·•–—()-]+|[\s,;:|·•–—(-]+$/g, "").replace(/\(\s*\)/g, "").trim();
  return ABBREVIATION_END.test(trimmed) ? trimmed : trimmed.replace(/\.$/, "");
}

// German titles are compounds ("Systemadministrator", "Vertriebsleiterin"): these endings make a title
const TITLE_ENDINGS = /(?:administrator|entwickler|leiter|berater|manager|ingenieur|referent|assistent|analyst|techniker|designer|architekt|koordinator|spezialist|kaufmann|kauffrau)(?:in)?\b/;

function score(text: string, words: RegExp): number {
  return words.test(fold(text)) || (words === TITLE_WORDS && TITLE_ENDINGS.test(fold(text))) ? 1 : 0;
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

// A line of a position's description rather than its title or employer: a bullet, a long line, a
// sentence of more than five words (ending with a full stop that is no company's "Inc." or "S.L.",
// or with one inside), or the rest of a paragraph the line above left unfinished.
function isBullet(line: string, above = ""): boolean {
  if (/^[•\-–*▪◦·]\s/.test(line) || line.length > 90) return true;
  if (/[.!]$/.test(line) && !ABBREVIATION_END.test(line) && line.split(/\s+/).length > 5 && !titleAndEmployer(line)) return true;
  if (line.length > 50 && /\p{Ll}[.!]\s+\p{Lu}/u.test(line)) return true;
  return above.length > 60 && !/[.!:]$/.test(above) && (/^\p{Ll}+\s/u.test(line) || /[.!]$/.test(line));
}

// "Jefe de Proyecto, Banco del Sur.": two or three short phrases, each capitalised
function titleAndEmployer(line: string): boolean {
  const phrases = split(clean(line));
  return phrases.length >= 2 && phrases.length <= 3 && phrases.every((p) => /^\p{Lu}/u.test(p) && p.split(/\s+/).length <= 5);
}

// Each position is anchored on the line with its date range. The rest of that line, else the one
// or two short lines just before it (not bullets, not taken by the position above), else the one or
// two just after it, give the title and the employer.
export function readExperience(input: string[]): Located<ExperienceEntry>[] {
  const lines = joinDateFragments(input);
  const entries: Located<ExperienceEntry>[] = [];
  let usedUpTo = -1;
  for (let i = 0; i < lines.length; i++) {
    const range = findDateRange(lines[i]);
    if (!range) continue;
    const rest = clean(lines[i].replace(range.matched, " ").replace(/\s+/g, " "));
    let phrases = rest ? split(rest) : [];
    if (phrases.length < 2) {
      const before: string[] = [];
      for (let j = i - 1; j > usedUpTo && before.length < 2 && phrases.length + before.flatMap(split).length < 2; j--) {
        if (isBullet(lines[j], lines[j - 1]) || findDateRange(lines[j])) break;
        before.unshift(lines[j]);
      }
      phrases = [...before.flatMap(split), ...phrases];
    }
    let last = i;
    for (let j = i + 1; phrases.length < 2 && j <= i + 2 && j < lines.length; j++) {
      if (isBullet(lines[j], lines[j - 1]) || findDateRange(lines[j])) break;
      phrases.push(...split(lines[j]));
      last = j;
    }
    const [a = null, b = null] = phrases;
    const { title, employer } = a && b ? assign(a, b) : { title: a && score(a, EMPLOYER_WORDS) ? null : a, employer: a && score(a, EMPLOYER_WORDS) ? a : null };
    entries.push({ value: { employer, title, startDate: range.startDate, endDate: range.endDate }, line: lines[i] });
    usedUpTo = last;
  }
  return entries;
}

// A date range a narrow column broke over lines ("Oktober" / "2021–" / "Dezember" / "2024", or
// "janeiro 2022 – o mo-" / "mento") is put back on one line.
function joinDateFragments(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let joined = lines[i];
    let end = i;
    if (lines[i].length <= 30 && startsWithDate(lines[i]) && !findDateRange(lines[i])) {
      for (let k = i + 1; k < lines.length && k <= i + 3 && lines[k].length <= 30; k++) {
        const next = /\p{L}-$/u.test(joined) && /^\p{Ll}/u.test(lines[k]) ? joined.slice(0, -1) + lines[k] : `${joined} ${lines[k]}`;
        if (findDateRange(next)) { joined = next; end = k; break; }
        if (!isDateFragment(lines[k])) break;
        joined = next;
      }
    }
    out.push(end > i ? joined : lines[i]);
    i = end;
  }
  return out;
}
