// Splitting a résumé's lines into its sections by their headings, in the five careers languages
// (en, de, fr, es, pt). A heading is a short line that is, apart from case, accents and a trailing
// colon, one of the words below; text before the first heading is the header (name and contact).
export type SectionKind = "header" | "experience" | "education" | "skills" | "other";
export type Section = { kind: SectionKind; heading: string | null; lines: string[] };

const HEADINGS: Record<Exclude<SectionKind, "header">, string[]> = {
  experience: [
    "experience", "work experience", "professional experience", "employment", "employment history", "work history", "career history",
    "berufserfahrung", "erfahrung", "berufliche erfahrung", "beruflicher werdegang", "werdegang", "praxiserfahrung",
    "experience professionnelle", "experiences professionnelles", "experiences", "parcours professionnel",
    "experiencia", "experiencia profesional", "experiencia laboral", "trayectoria profesional",
    "experiencia profissional", "experiencias profissionais", "historico profissional",
  ],
  education: [
    "education", "academic background", "qualifications", "education and training",
    "ausbildung", "bildung", "bildungsweg", "studium", "schulbildung", "akademischer werdegang",
    "formation", "formations", "parcours academique", "etudes", "diplomes",
    "educacion", "formacion", "formacion academica", "estudios",
    "educacao", "formacao", "formacao academica",
  ],
  skills: [
    "skills", "technical skills", "key skills", "core skills", "competencies", "core competencies", "technologies", "tools", "tech stack",
    "kenntnisse", "fahigkeiten", "fachkenntnisse", "kompetenzen", "it-kenntnisse", "edv-kenntnisse", "fertigkeiten",
    "competences", "competences techniques", "savoir-faire",
    "habilidades", "competencias", "conocimientos", "aptitudes",
    "habilidades tecnicas", "competencias tecnicas", "conhecimentos",
  ],
  other: [
    "summary", "profile", "about me", "objective", "languages", "projects", "certifications", "certificates", "interests", "hobbies", "references", "publications", "awards", "volunteering", "contact",
    "profil", "zusammenfassung", "uber mich", "sprachen", "sprachkenntnisse", "projekte", "zertifikate", "interessen", "hobbys", "referenzen", "kontakt", "ehrenamt",
    "resume", "a propos", "langues", "projets", "certificats", "centres d'interet", "loisirs", "objectif",
    "perfil", "resumen", "sobre mi", "idiomas", "proyectos", "certificados", "certificaciones", "intereses", "contacto", "objetivo",
    "resumo", "sobre mim", "projetos", "certificacoes", "interesses", "contato",
  ],
};

const BY_WORDS = new Map<string, Exclude<SectionKind, "header">>();
for (const [kind, words] of Object.entries(HEADINGS)) for (const word of words) BY_WORDS.set(word, kind as Exclude<SectionKind, "header">);

// Lower case without accents, so "EXPÉRIENCE", "Expérience" and "experience" are one heading.
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase().replace(/[’`]/g, "'");
}

export function headingKind(line: string): Exclude<SectionKind, "header"> | null {
  if (line.length > 40) return null;
  const words = fold(line).replace(/[:：]\s*$/, "").replace(/\s+/g, " ").replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").trim();
  return BY_WORDS.get(words) ?? BY_WORDS.get(words.replace(/ & /g, " and ")) ?? null;
}

export function splitSections(text: string): Section[] {
  const sections: Section[] = [{ kind: "header", heading: null, lines: [] }];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (!line) continue;
    const kind = headingKind(line);
    if (kind) sections.push({ kind, heading: line, lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections;
}

// All the lines of the sections of one kind, in order (a two-column layout can give two).
export function linesOf(sections: Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
