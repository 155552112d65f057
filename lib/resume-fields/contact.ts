import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js/min";
import { fold, headingKind } from "./sections";

// Separators résumé headers put between contact items: "a@b.c | +49 30 1234 · Berlin".
const SEPARATORS = /\s+[|·•◦▪–—]\s+|\s*[|·•◦▪]\s*|\t/;
const LABEL = /^(?:e-?mail|mail|courriel|correo(?: electronico)?|phone|tel(?:efon|efone|efono|éfono|éphone)?\.?|mobile?|mobil|handy|portable|celular|movil|móvil|telemóvel|address|adresse|anschrift|wohnort|direcci[oó]n|endere[cç]o|location|ort|lieu|ubicaci[oó]n|localiza[cç][aã]o|ville|ciudad|cidade|name|nom|nombre|nome|linkedin|github|website|web|homepage|portfolio|site)\s*[:：]\s*/i;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
const URL = /\b(?:https?:\/\/|www\.)[^\s|·•,;]+|\b(?:linkedin\.com|github\.com|gitlab\.com|xing\.com|behance\.net|dribbble\.com)\/[^\s|·•,;]+/gi;
const TITLE_LINE = /^(?:curriculum vitae|cv|lebenslauf|r[ée]sum[ée]|resume|curr[ií]culo|curriculum)$/i;

export type Found = { value: string; line: string } | null;

export function parts(line: string): string[] {
  return line.split(SEPARATORS).map((p) => p.trim()).filter(Boolean);
}

export function withoutLabel(text: string): string {
  return text.replace(LABEL, "").trim();
}

export function findEmail(lines: string[]): Found {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // an address hyphenated at a line's end by TeX ("mnaka-" / "mura@example.org"): the hyphen is
    // TeX's, the address is the two halves
    const start = /([\p{L}\d._%+]+)-$/u.exec(line);
    const rest = start && i + 1 < lines.length ? EMAIL.exec(lines[i + 1]) : null;
    if (start && rest && rest.index === 0) return { value: (start[1] + rest[0]).replace(/[.]+$/, "").toLowerCase(), line: `${line}${lines[i + 1]}` };
    const m = EMAIL.exec(line);
    if (m) return { value: m[0].replace(/[.]+$/, "").toLowerCase(), line };
  }
  return null;
}

export function findLinks(lines: string[]): { value: string; line: string }[] {
  const links: { value: string; line: string }[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    for (const m of line.matchAll(URL)) {
      if (EMAIL.test(m[0])) continue;
      let text = m[0];
      // a link broken after a hyphen at the line's end continues on the next line ("…/in/mei-" "lindqvist")
      const next = lines[i + 1] ?? "";
      if (text.endsWith("-") && m.index + text.length === line.length && /^[\w.~%/-]+$/.test(next)) text += next;
      const url = (/^https?:\/\//i.test(text) ? text : `https://${text}`).replace(/[.)\]]+$/, "");
      if (seen.has(url.toLowerCase())) continue;
      seen.add(url.toLowerCase());
      links.push({ value: url, line });
    }
  });
  return links;
}

// A phone number by libphonenumber-js: written internationally (+49 …) anywhere, or nationally in
// the country the résumé's language suggests. Answered in the international format.
export function findPhone(lines: string[], country: CountryCode | undefined): Found {
  for (const line of lines) {
    // each contact item alone, so a postcode next to a number is not read as one
    for (const item of parts(line.replace(URL, " ").replace(EMAIL, " "))) {
      if (/\p{L}{3,}/u.test(withoutLabel(item)) || item.replace(/\D/g, "").length < 7) continue;
      const found = findPhoneNumbersInText(item, country ? { defaultCountry: country } : undefined).find((f) => f.number.isValid());
      if (found) return { value: found.number.formatInternational(), line };
    }
  }
  return null;
}

// The name: a labelled "Name: …", else the first header line of two to four words made of letters,
// each starting with a capital (or all capitals), that is not a title such as "Curriculum Vitae".
export function findName(lines: string[]): Found {
  for (const line of lines) {
    const labelled = /^(?:name|nom|nombre|nome)\s*[:：]\s*(.+)$/i.exec(line);
    if (labelled) return { value: labelled[1].trim(), line };
  }
  const head = lines.slice(0, 6);
  for (let i = 0; i < head.length; i++) {
    // the name's line may also hold an e-mail or a link (a header set as a table's cells)
    const first = parts(head[i].replace(EMAIL, " ").replace(URL, " ").trim())[0] ?? "";
    if (TITLE_LINE.test(first) || headingKind(first)) continue;
    const words = first.split(/\s+/);
    // a name set on two lines, the given name above the family name
    const below = parts(head[i + 1] ?? "")[0] ?? "";
    if (words.length === 1 && nameLike([first]) && /^\p{L}[\p{L}'’-]*$/u.test(below) && nameLike([below])) return { value: tidyName([first, below]), line: `${head[i]} ${head[i + 1]}` };
    if (words.length < 2 || words.length > 4 || !nameLike(words)) continue;
    return { value: tidyName(words), line: head[i] };
  }
  return null;
}

function nameLike(words: string[]): boolean {
  return words.every((w) => /^(?:\p{Lu}[\p{L}'’-]*\.?|d[aeo]s?|de la|von|van|der|du|del|di|le|la)$/u.test(w)) && /^\p{Lu}/u.test(words[0]) && !headingKind(words.join(" "));
}

function tidyName(words: string[]): string {
  return words.map((w) => (w === w.toUpperCase() && w.length > 2 ? w[0] + w.slice(1).toLowerCase() : w)).join(" ");
}

// The location: a labelled address or place, else a contact item that reads as "City, Country",
// "12345 City" or "City (Region)", not an e-mail, link or phone number.
export function findLocation(lines: string[]): Found {
  for (const line of lines) {
    const labelled = /^(?:address|adresse|anschrift|wohnort|direcci[oó]n|endere[cç]o|location|ort|lieu|ubicaci[oó]n|localiza[cç][aã]o|ville|ciudad|cidade)\s*[:：]\s*(.+)$/i.exec(line);
    if (labelled) return { value: labelled[1].trim(), line };
  }
  for (const line of lines) {
    const items = parts(line);
    // a line of its own only when it reads as "City, Country" or "12345 City"
    if (items.length < 2 && !/,|^\d{4,5}\s+\p{Lu}\p{Ll}/u.test(line.replace(/^[^\p{L}\d]+/u, ""))) continue;
    for (const item of items) {
      const text = withoutLabel(item.replace(/^[^\p{L}\d]+/u, ""));
      if (EMAIL.test(text) || /\d{5,}|\+\d|https?:|www\.|\.com\b/.test(text.replace(/^\d{4,5}\s/, ""))) continue;
      if (/^(?:\d{4,5}\s+)?\p{Lu}[\p{L}.' -]+(?:,\s*\p{Lu}[\p{L}.' -]+){1,2}$/u.test(text) || /^\d{4,5}\s+\p{Lu}[\p{L}.' -]+$/u.test(text) || /^\p{Lu}[\p{L}.' -]+\s\(\p{Lu}[\p{L}.' -]+\)$/u.test(text)) {
        if (fold(text).split(/[ ,]+/).length > 6) continue;
        return { value: text, line };
      }
    }
  }
  return null;
}
