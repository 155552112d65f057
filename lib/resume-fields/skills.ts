import type { Located } from "./experience";

const LABEL = /^[\p{L} /&-]{2,30}[:：]\s*/u;
const SPLIT = /\s*[,;|·•▪◦/]\s*|\s+[–—-]\s+/;

// The skills section's items: each line split at commas, semicolons, bullets and slashes, a
// "Languages:" style label dropped, kept once up to case, at most 50, each at most 40 characters.
export function readSkills(lines: string[]): Located<string>[] {
  const skills: Located<string>[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const raw of line.replace(LABEL, "").split(SPLIT)) {
      const skill = raw.replace(/^[•\-–*▪◦·\s]+|[.\s]+$/g, "").trim();
      if (skill.length < 1 || skill.length > 40 || skill.split(/\s+/).length > 4) continue;
      if (seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      skills.push({ value: skill, line });
      if (skills.length === 50) return skills;
    }
  }
  return skills;
}
