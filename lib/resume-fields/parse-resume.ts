import type { CountryCode } from "libphonenumber-js/min";
import { findEmail, findLinks, findLocation, findName, findPhone } from "./contact";
import { readEducation } from "./education";
import { readExperience } from "./experience";
import { headingLanguage } from "./resume-language";
import { linesOf, splitSections, type Section } from "./sections";
import { readSkills } from "./skills";
import { countryOfPlace } from "./countries";
import { emptyResumeFields, type ParsedResume } from "./types";

// Reads a résumé's extracted text (lib/files/extract-text.ts) into fields, each with the line it
// came from. Deterministic and local: headings, dates and contact patterns in en, de, fr, es and
// pt; nothing leaves the server. Text that gives nothing answers the empty fields.
export function parseResume(text: string | null): ParsedResume {
  const fields = emptyResumeFields();
  const sources: Record<string, string> = {};
  if (!text || !text.trim()) return { fields, sources };
  const sections = splitSections(text);
  const header = linesOf(sections, "header");
  // contact details can sit in a side column after the header; they are looked for everywhere,
  // the header first
  const all = [...header, ...sections.slice(1).flatMap((s) => s.lines)];
  const contactLines = [...header.slice(0, 12), ...linesOf(sections, "other"), ...all];

  const set = <K extends "name" | "email" | "phone" | "location">(key: K, found: { value: string; line: string } | null) => {
    if (!found) return;
    fields[key] = found.value;
    sources[key] = found.line;
  };
  set("name", findName(header.length ? header : all));
  set("email", findEmail(contactLines));
  // a national number is read in the country the header's place names, else the headings' language
  set("phone", findPhone(contactLines, countryOfPlace([...header.slice(0, 12), ...linesOf(sections, "other")]) ?? countryOf(sections)));
  // a place is looked for only in the header and the side sections (Contact, Profile...): a
  // position's "Engineer, Acme" reads like "City, Country"
  set("location", findLocation([...header.slice(0, 12), ...linesOf(sections, "other")]));
  findLinks(contactLines).forEach((link, i) => {
    fields.links.push(link.value);
    sources[`links.${i}`] = link.line;
  });
  readExperience(linesOf(sections, "experience")).forEach((entry, i) => {
    fields.experience.push(entry.value);
    sources[`experience.${i}`] = entry.line;
  });
  readEducation(linesOf(sections, "education")).forEach((entry, i) => {
    fields.education.push(entry.value);
    sources[`education.${i}`] = entry.line;
  });
  readSkills(linesOf(sections, "skills")).forEach((skill, i) => {
    fields.skills.push(skill.value);
    sources[`skills.${i}`] = skill.line;
  });
  return { fields, sources };
}

// A national phone number ("030 1234567") is read in the country whose language the headings are
// in (lib/resume-fields/resume-language.ts).
function countryOf(sections: Section[]): CountryCode | undefined {
  return headingLanguage(sections, false)?.country;
}
