import { fold } from "./sections";

// Month names and their usual abbreviations in en, de, fr, es and pt, folded (no accents).
const MONTHS: [number, string[]][] = [
  [1, ["january", "jan", "januar", "janvier", "janv", "enero", "ene", "janeiro"]],
  [2, ["february", "feb", "februar", "fevrier", "fevr", "fev", "febrero", "fevereiro"]],
  [3, ["march", "mar", "marz", "maerz", "mars", "marzo", "marco"]],
  [4, ["april", "apr", "avril", "avr", "abril", "abr"]],
  [5, ["may", "mai", "mayo", "maio"]],
  [6, ["june", "jun", "juni", "juin", "junio", "junho"]],
  [7, ["july", "jul", "juli", "juillet", "juil", "julio", "julho"]],
  [8, ["august", "aug", "aout", "agosto", "ago"]],
  [9, ["september", "sep", "sept", "septembre", "septiembre", "setiembre", "setembro", "set"]],
  [10, ["october", "oct", "oktober", "okt", "octobre", "octubre", "outubro", "out"]],
  [11, ["november", "nov", "novembre", "noviembre", "novembro"]],
  [12, ["december", "dec", "dezember", "dez", "decembre", "diciembre", "dic", "dezembro"]],
];
const MONTH_BY_NAME = new Map(MONTHS.flatMap(([n, names]) => names.map((name) => [name, n] as const)));
const MONTH_NAMES = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|");

// "Until now" in the five languages.
const PRESENT = ["present", "current", "currently", "now", "today", "ongoing", "heute", "aktuell", "jetzt", "derzeit", "laufend", "aujourd'hui", "actuel", "actuellement", "en cours", "actualidad", "presente", "actual", "hoy", "la fecha", "atual", "atualmente", "o momento", "hoje"];
const PRESENT_WORDS = [...PRESENT].sort((a, b) => b.length - a.length).join("|").replace(/ /g, "\\s+");

// One point in time: "03/2019", "2019-03", "March 2019", "März 2019", "janv. 2020", "enero de 2018", "2019".
const POINT = `(?:(?:${MONTH_NAMES})\\.?(?:\\s+de)?\\s+\\d{4}|\\d{1,2}\\s*[/.]\\s*\\d{4}|\\d{4}\\s*[-/]\\s*\\d{1,2}(?!\\d)|\\d{4})`;
const RANGE = new RegExp(`(?<![\\p{L}\\d])(${POINT})\\s*(?:[-–—]+|(?<=\\s)(?:to|bis|au|a|al|hasta|ate)(?=\\s))\\s*(${POINT}|${PRESENT_WORDS})(?![\\p{L}\\d])`, "iu");
const SINCE = new RegExp(`(?<![\\p{L}\\d])(?:since|seit|depuis|desde)\\s+(${POINT})(?![\\p{L}\\d])`, "iu");

export type DateRange = { startDate: string | null; endDate: string | null; matched: string };

function yearOk(year: number): boolean {
  return year >= 1930 && year <= 2100;
}

// A point as "YYYY-MM" or "YYYY", null when it is not a plausible date.
export function parsePoint(text: string): string | null {
  const folded = fold(text).replace(/\s+/g, " ").trim();
  let m = /^([a-z]+)\.?(?: de)? (\d{4})$/.exec(folded);
  if (m) {
    const month = MONTH_BY_NAME.get(m[1]);
    return month && yearOk(+m[2]) ? `${m[2]}-${String(month).padStart(2, "0")}` : null;
  }
  m = /^(\d{1,2}) ?[/.] ?(\d{4})$/.exec(folded);
  if (m) return +m[1] >= 1 && +m[1] <= 12 && yearOk(+m[2]) ? `${m[2]}-${m[1].padStart(2, "0")}` : null;
  m = /^(\d{4}) ?[-/] ?(\d{1,2})$/.exec(folded);
  if (m) return +m[2] >= 1 && +m[2] <= 12 && yearOk(+m[1]) ? `${m[1]}-${m[2].padStart(2, "0")}` : null;
  m = /^(\d{4})$/.exec(folded);
  if (m) return yearOk(+m[1]) ? m[1] : null;
  return null;
}

function isPresent(text: string): boolean {
  return PRESENT.includes(fold(text).replace(/\s+/g, " ").trim());
}

// The date range of a line, if it has one: "Jan 2020 – Present" → 2020-01 to null (current).
// Matched on the folded line (so "März" and "março" are month names), its text cut from the line.
export function findDateRange(line: string): DateRange | null {
  const folded = fold(line);
  const cut = (m: RegExpExecArray) => (folded.length === line.length ? line.slice(m.index, m.index + m[0].length) : m[0]);
  const range = RANGE.exec(folded);
  if (range) {
    const startDate = parsePoint(range[1]);
    const endDate = isPresent(range[2]) ? null : parsePoint(range[2]);
    if (startDate && (endDate || isPresent(range[2]))) return { startDate, endDate, matched: cut(range) };
  }
  const since = SINCE.exec(folded);
  if (since) {
    const startDate = parsePoint(since[1]);
    if (startDate) return { startDate, endDate: null, matched: cut(since) };
  }
  return null;
}

// Whether a line is only a piece of a date range: month names, numbers, dashes and the words for
// "until now" and "since", as a narrow date column leaves them when it wraps.
const FRAGMENT = new RegExp(`^(?:(?:${MONTH_NAMES}|de|since|seit|depuis|desde|to|bis|au|a|al|hasta|ate|${PRESENT_WORDS})\\.?(?!\\p{L})|\\d{1,4}|[-–—/.\\s])+$`, "u");
export function isDateFragment(line: string): boolean {
  return line.length <= 30 && FRAGMENT.test(fold(line));
}

// Whether a line begins with a point in time, alone or after "since" ("März 2019 –", "seit 2020").
const STARTS = new RegExp(`^(?:(?:since|seit|depuis|desde)\\s+)?${POINT}`, "u");
export function startsWithDate(line: string): boolean {
  return isDateFragment(line) || STARTS.test(fold(line));
}

// The last plausible year on a line (an education entry's end).
export function lastYear(line: string): number | null {
  const years = [...line.matchAll(/(?<!\d)(19[3-9]\d|20\d\d)(?!\d)/g)].map((m) => +m[1]);
  return years.length ? years[years.length - 1] : null;
}
