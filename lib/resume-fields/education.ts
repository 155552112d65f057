import { lastYear, findDateRange } from "./dates";
import { fold } from "./sections";
import type { EducationEntry } from "./types";
import type { Located } from "./experience";

const SCHOOL = /\b(?:university|universitat|universite|universidad|universidade|college|institute|institut|instituto|school|hochschule|fachhochschule|akademie|academy|ecole|escuela|escola|faculdade|facultad|faculte|polytechnique|politecnico|politecnica|gymnasium|lycee|liceo|tu|eth|epfl|mit|insa)\b/;
const DEGREE = /\b(?:bachelor|master|b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|mba|ph\.?\s?d|doctorate|diploma|diplom|abitur|licence|license|licenciatura|licenciado|licenciada|grado|graduacao|bacharelado|bacharel|mestrado|doutorado|doctorado|maitrise|magister|bts|dut|bac|baccalaureat|tecnico|engenharia|ingenieur|ingeniero|degree|associate|msc|bsc)\b/;
const SPLIT = /\s+[|·•–—-]\s+|\s*[|·•]\s*|,\s+/;

function clean(text: string): string {
  return text.replace(/^[\s,;:|·•–—()-]+|[\s,;:|·•–—(-]+$/g, "").trim();
}

// Each school is a line naming one (University, Hochschule, Université, Universidad, Universidade…);
// the degree is a phrase with a degree word on that line or the line next to it, the year the
// last year on those lines.
export function readEducation(lines: string[]): Located<EducationEntry>[] {
  const entries: Located<EducationEntry>[] = [];
  const used = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (used.has(i)) continue;
    const phrases = splitLine(lines[i]);
    const school = phrases.find((p) => SCHOOL.test(fold(p)));
    const degreeHere = phrases.find((p) => p !== school && DEGREE.test(fold(p)));
    if (!school && !degreeHere) continue;
    let degree = degreeHere ?? null;
    let schoolName = school ?? null;
    const near = [i - 1, i + 1].filter((j) => j >= 0 && j < lines.length && !used.has(j) && lines[j].length <= 120);
    let year = lastYear(lines[i]);
    for (const j of near) {
      const other = splitLine(lines[j]);
      if (!degree && schoolName) {
        const d = other.find((p) => DEGREE.test(fold(p)) && !SCHOOL.test(fold(p)));
        if (d) { degree = d; used.add(j); year = lastYear(lines[j]) ?? year; }
      } else if (!schoolName && degree) {
        const s = other.find((p) => SCHOOL.test(fold(p)));
        if (s) { schoolName = s; used.add(j); year = year ?? lastYear(lines[j]); }
      }
    }
    if (year === null && i + 1 < lines.length && !used.has(i + 1) && /^[\d\s/.–—-]+$|^\p{L}+\.?\s+\d{4}/u.test(lines[i + 1])) year = lastYear(lines[i + 1]);
    used.add(i);
    entries.push({ value: { school: schoolName, degree, endYear: year }, line: lines[i] });
  }
  return entries;
}

function splitLine(line: string): string[] {
  const range = findDateRange(line);
  const text = range ? line.replace(range.matched, " ") : line;
  return text.replace(/\(?\b(?:19|20)\d\d\b\)?/g, " ").split(SPLIT).map(clean).filter((p) => p.length > 1);
}
