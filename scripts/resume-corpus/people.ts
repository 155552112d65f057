import { parsePhoneNumber, type CountryCode } from "libphonenumber-js/max";
import type { ResumeFields } from "@/lib/resume-fields/types";

// Invented people for the résumé corpus (issue 48, item 2): names, places, employers, titles,
// schools and phone numbers drawn by a seeded generator from per-language lists, so the same
// seed always writes the same corpus. Every name and company is made up.
export type Language = "en" | "de" | "fr" | "es" | "pt";
export const LANGUAGES: Language[] = ["en", "de", "fr", "es", "pt"];

type Place = { text: string; country: CountryCode };
type Lists = {
  first: string[];
  last: string[];
  places: Place[];
  employers: string[];
  titles: string[];
  schools: string[];
  degrees: string[];
  skills: string[];
  present: string[];
  since: string | null;
  spoken: string;
  summary: string;
  duties: string[];
};

const TECH = ["TypeScript", "Python", "PostgreSQL", "Kubernetes", "Terraform", "React", "Java", "Go", "Docker", "AWS", "SQL", "Excel", "Figma", "Tableau", "SAP", "Kotlin", "Rust", "GraphQL", "Power BI", "Scrum"];

export const LISTS: Record<Language, Lists> = {
  en: {
    first: ["Olivia", "Marcus", "Priya", "Siobhán", "Liam", "Aisha", "Mateo", "Hannah", "Declan", "Mei"],
    last: ["Whitfield", "O'Connor", "Nakamura", "Okafor", "Brennan-Hale", "Castellano", "Lindqvist", "Abernathy", "Ramsey", "Thornbury"],
    places: [
      { text: "Manchester, United Kingdom", country: "GB" }, { text: "Austin, TX", country: "US" }, { text: "Toronto, Canada", country: "CA" },
      { text: "Dublin, Ireland", country: "IE" }, { text: "Seattle, WA", country: "US" }, { text: "Leeds, United Kingdom", country: "GB" },
    ],
    employers: ["Northwind Analytics Ltd", "Bluefin Robotics Inc.", "Quillfeather Labs", "Copperleaf Health", "Meridian Freight Group", "Tallow Systems", "Brightwater Bank", "Harbor & Pine Consulting"],
    titles: ["Senior Software Engineer", "Data Analyst", "Product Manager", "Backend Developer", "UX Designer", "DevOps Engineer", "Marketing Coordinator", "Financial Analyst"],
    schools: ["University of Leeds", "McGill University", "Trinity College Dublin", "University of Texas at Austin", "University of Manchester"],
    degrees: ["BSc Computer Science", "MSc Data Science", "BA Economics", "MBA", "BEng Mechanical Engineering"],
    skills: ["Stakeholder management", "Public speaking", "Budgeting"],
    present: ["Present", "present", "Now", "Current"],
    since: "Since",
    spoken: "English (native), Spanish (B2)",
    summary: "Builds reliable products with small teams and cares about clear writing and measurable results.",
    duties: ["Led a team of five and cut release time by half.", "Built reporting pipelines used by three departments.", "Mentored junior colleagues and ran weekly reviews.", "Introduced automated testing across the main services."],
  },
  de: {
    first: ["Jürgen", "Anneliese", "Lukas", "Sören", "Katharina", "Özlem", "Björn", "Franziska", "Maximilian", "Mareike"],
    last: ["Müller", "Schröder", "Weißmann", "Keller", "Hoffmann", "Kaya", "Brandstätter", "Lindemann", "Krüger", "Achterberg"],
    places: [
      { text: "10115 Berlin", country: "DE" }, { text: "80331 München", country: "DE" }, { text: "Wien, Österreich", country: "AT" },
      { text: "Zürich, Schweiz", country: "CH" }, { text: "Hamburg, Deutschland", country: "DE" }, { text: "50667 Köln", country: "DE" },
    ],
    employers: ["Nordlicht Software GmbH", "Brückner & Söhne KG", "Alpenblick Versicherung AG", "Rheinwerk Logistik SE", "Datenfluss Labs GmbH", "Stadtwerke Kesselbach", "Elbtal Consulting GmbH", "Hanse Medien AG"],
    titles: ["Softwareentwicklerin", "Projektleiter", "Werkstudent Datenanalyse", "IT-Berater", "Teamleiterin Vertrieb", "Senior Entwickler", "Systemadministrator", "Produktmanagerin"],
    schools: ["Technische Universität Berlin", "Hochschule München", "Universität Wien", "ETH Zürich", "Universität Hamburg"],
    degrees: ["Master of Science Informatik", "Bachelor Wirtschaftsinformatik", "Diplom-Ingenieur Maschinenbau", "Bachelor of Arts BWL", "Abitur"],
    skills: ["Projektmanagement", "Prozessoptimierung", "Moderation"],
    present: ["heute", "Heute", "aktuell", "jetzt"],
    since: "seit",
    spoken: "Deutsch (Muttersprache), Englisch (C1), Französisch (B1)",
    summary: "Entwickelt seit Jahren Software für Handel und Logistik und arbeitet gern im Team.",
    duties: ["Verantwortung für die Einführung eines neuen ERP-Systems.", "Aufbau eines Teams von vier Entwicklern.", "Betreuung von Kunden aus Handel und Industrie.", "Automatisierung der Berichte für die Geschäftsführung."],
  },
  fr: {
    first: ["Hélène", "François", "Léa", "Théo", "Amélie", "Noël", "Inès", "Jérôme", "Maëlle", "Gaëtan"],
    last: ["Lefèvre", "Dubois", "Giraud", "Benoît", "Marchand", "Rousseau", "Fauré", "Delacroix", "Lemaître", "Perrin"],
    places: [
      { text: "Lyon, France", country: "FR" }, { text: "Bordeaux, France", country: "FR" }, { text: "Bruxelles, Belgique", country: "BE" },
      { text: "Genève, Suisse", country: "CH" }, { text: "Nantes, France", country: "FR" }, { text: "Lille, France", country: "FR" },
    ],
    employers: ["Société Lumière SA", "Atelier Numérique SAS", "Groupe Marronnier", "Banque du Rhône", "Verlaine Conseil", "Transports Mistral SARL", "Éditions Garance", "Hexagone Labs"],
    titles: ["Développeuse Full-Stack", "Chef de projet", "Ingénieur logiciel", "Analyste financier", "Chargée de communication", "Consultant SAP", "Responsable marketing", "Administrateur systèmes"],
    schools: ["Université Claude Bernard Lyon 1", "École Centrale de Nantes", "INSA Lyon", "Université de Bordeaux", "Université Libre de Bruxelles"],
    degrees: ["Master Informatique", "Licence Économie", "Diplôme d'ingénieur", "BTS Communication", "Master Finance"],
    skills: ["Gestion de projet", "Conduite du changement", "Rédaction"],
    present: ["aujourd'hui", "Aujourd'hui", "présent", "en cours"],
    since: "depuis",
    spoken: "Français (langue maternelle), Anglais (C1)",
    summary: "Ingénieur passionné par les produits utiles, à l'aise avec les équipes pluridisciplinaires.",
    duties: ["Conception et développement d'une application de suivi des commandes.", "Encadrement de deux stagiaires et revue de code.", "Migration de l'infrastructure vers le cloud.", "Mise en place de tableaux de bord pour la direction."],
  },
  es: {
    first: ["José", "María", "Álvaro", "Lucía", "Sofía", "Íñigo", "Begoña", "Martín", "Nuria", "Adrián"],
    last: ["García", "Fernández", "Núñez", "Ibáñez", "Ortega", "Muñoz", "Peña", "Sáez", "Castillo", "Villanueva"],
    places: [
      { text: "Madrid, España", country: "ES" }, { text: "Barcelona, España", country: "ES" }, { text: "Sevilla, España", country: "ES" },
      { text: "Ciudad de México, México", country: "MX" }, { text: "Valencia, España", country: "ES" }, { text: "Bilbao, España", country: "ES" },
    ],
    employers: ["Soluciones Andaluzas SL", "Grupo Cibeles", "Banco del Sur", "Tecnologías Alhambra SA", "Consultora Pirineo", "Logística Ebro S.L.", "Editorial Albero", "Datos Meseta Labs"],
    titles: ["Desarrolladora Backend", "Ingeniero de Datos", "Jefe de Proyecto", "Analista Financiera", "Diseñador UX", "Técnico de Soporte", "Gerente de Ventas", "Programador Java"],
    schools: ["Universidad de Granada", "Universidad Politécnica de Valencia", "Universidad Nacional Autónoma de México", "Universidad de Sevilla", "Universidad de Deusto"],
    degrees: ["Grado en Ingeniería Informática", "Máster en Ciencia de Datos", "Licenciatura en Administración", "Grado en Periodismo", "Máster en Finanzas"],
    skills: ["Gestión de equipos", "Negociación", "Atención al cliente"],
    present: ["actualidad", "Actualidad", "presente", "la fecha"],
    since: "desde",
    spoken: "Español (nativo), Inglés (C1), Catalán (B2)",
    summary: "Profesional con experiencia en proyectos digitales y orientada a resultados.",
    duties: ["Diseño e implementación de una plataforma de pagos.", "Coordinación de un equipo de seis personas.", "Reducción de los tiempos de respuesta del servicio en un 40 %.", "Formación de nuevos compañeros en buenas prácticas."],
  },
  pt: {
    first: ["João", "Inês", "Gonçalo", "Beatriz", "Conceição", "Luís", "Thiago", "Ana", "Leonor", "Rafael"],
    last: ["Gonçalves", "Araújo", "Simões", "Magalhães", "Pereira", "Assunção", "Ferraz", "Brandão", "Loureiro", "Cardoso"],
    places: [
      { text: "Lisboa, Portugal", country: "PT" }, { text: "Porto, Portugal", country: "PT" }, { text: "São Paulo, Brasil", country: "BR" },
      { text: "Rio de Janeiro, Brasil", country: "BR" }, { text: "Coimbra, Portugal", country: "PT" }, { text: "Braga, Portugal", country: "PT" },
    ],
    employers: ["Tecnologias Atlântico Lda", "Grupo Ribeira", "Banco Tejo", "Soluções Mondego SA", "Consultoria Alvorada", "Logística Paulista Ltda", "Editora Caravela", "Farol Labs"],
    titles: ["Desenvolvedor Backend", "Engenheira de Software", "Analista de Dados", "Gestor de Projetos", "Coordenadora de Marketing", "Técnico de Suporte", "Designer de Produto", "Consultor SAP"],
    schools: ["Universidade de Lisboa", "Universidade do Porto", "Universidade de São Paulo", "Universidade de Coimbra", "Universidade do Minho"],
    degrees: ["Mestrado em Engenharia Informática", "Licenciatura em Gestão", "Bacharelado em Ciência da Computação", "Mestrado em Marketing", "Licenciatura em Economia"],
    skills: ["Gestão de equipas", "Comunicação", "Negociação"],
    present: ["atual", "Atual", "o momento", "presente"],
    since: "desde",
    spoken: "Português (nativo), Inglês (C1), Espanhol (B2)",
    summary: "Profissional com experiência em produtos digitais, focado em qualidade e trabalho em equipa.",
    duties: ["Desenvolvimento de uma plataforma de faturação para clientes empresariais.", "Coordenação de uma equipa de quatro pessoas.", "Migração dos serviços para a nuvem.", "Criação de relatórios para a direção."],
  },
};

// The headings each language's résumés use, several per section as real ones vary.
export const HEADINGS: Record<Language, { experience: string[]; education: string[]; skills: string[]; languages: string; summary: string; contact: string }> = {
  en: { experience: ["Experience", "Work Experience", "Professional Experience", "Employment History"], education: ["Education", "Education"], skills: ["Skills", "Technical Skills"], languages: "Languages", summary: "Profile", contact: "Contact" },
  de: { experience: ["Berufserfahrung", "Beruflicher Werdegang", "Berufserfahrung"], education: ["Ausbildung", "Bildungsweg", "Studium"], skills: ["Kenntnisse", "Fachkenntnisse", "IT-Kenntnisse"], languages: "Sprachen", summary: "Profil", contact: "Kontakt" },
  fr: { experience: ["Expérience professionnelle", "Expériences professionnelles", "Parcours professionnel"], education: ["Formation", "Formations"], skills: ["Compétences", "Compétences techniques"], languages: "Langues", summary: "Profil", contact: "Contact" },
  es: { experience: ["Experiencia profesional", "Experiencia laboral", "Experiencia"], education: ["Formación", "Formación académica", "Educación"], skills: ["Habilidades", "Conocimientos", "Competencias"], languages: "Idiomas", summary: "Perfil", contact: "Contacto" },
  pt: { experience: ["Experiência profissional", "Experiência Profissional", "Experiências profissionais"], education: ["Formação acadêmica", "Formação", "Educação"], skills: ["Competências", "Conhecimentos", "Competências técnicas"], languages: "Idiomas", summary: "Perfil", contact: "Contato" },
};

export type Position = ExperienceFields & { dates: string; duties: string[] };
type ExperienceFields = ResumeFields["experience"][number];
export type Person = {
  language: Language;
  first: string;
  last: string;
  place: Place;
  email: string;
  phoneText: string;
  phoneE164: string;
  links: string[];
  positions: Position[];
  education: { school: string; degree: string; startYear: number; endYear: number }[];
  skills: string[];
  summary: string;
  spoken: string;
};

// mulberry32: a small seeded generator, enough for picking from lists
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = ReturnType<typeof random>;
export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)];
}
function pickSome<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < count && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]);
  return out;
}
function digits(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => Math.floor(rng() * 10)).join("");
}

// National numbers of each country's usual shape, kept only when libphonenumber-js calls them valid.
const PHONE_SHAPES: Partial<Record<CountryCode, ((r: Rng) => string)[]>> = {
  US: [(r) => pick(r, ["415", "512", "206", "312"]) + pick(r, ["2", "3", "4", "6", "7", "8"]) + digits(r, 6)],
  CA: [(r) => pick(r, ["416", "647", "604"]) + pick(r, ["2", "3", "4", "6", "7", "8"]) + digits(r, 6)],
  GB: [(r) => "07" + pick(r, ["4", "5", "7", "8", "9"]) + digits(r, 8), (r) => "020" + pick(r, ["3", "7", "8"]) + digits(r, 7)],
  IE: [(r) => "08" + pick(r, ["3", "5", "6", "7", "9"]) + digits(r, 7)],
  DE: [(r) => "01" + pick(r, ["51", "52", "60", "70", "76"]) + digits(r, 8), (r) => "030" + digits(r, 8), (r) => "089" + digits(r, 7)],
  AT: [(r) => "06" + pick(r, ["64", "60", "76"]) + digits(r, 7)],
  CH: [(r) => "07" + pick(r, ["6", "8", "9"]) + digits(r, 7), (r) => "044" + digits(r, 7)],
  FR: [(r) => "0" + pick(r, ["6", "7"]) + digits(r, 8), (r) => "01" + digits(r, 8)],
  BE: [(r) => "04" + pick(r, ["70", "75", "85", "95"]) + digits(r, 6)],
  ES: [(r) => "6" + digits(r, 8), (r) => "91" + digits(r, 7)],
  MX: [(r) => "55" + digits(r, 8)],
  PT: [(r) => "9" + pick(r, ["1", "2", "3", "6"]) + digits(r, 7), (r) => "21" + digits(r, 7)],
  BR: [(r) => "11" + "9" + pick(r, ["6", "7", "8", "9"]) + digits(r, 7), (r) => "21" + "9" + pick(r, ["6", "7", "8", "9"]) + digits(r, 7)],
};

// The number as people write it: international, national (only where the résumé's language is the
// country's), or a hand-made variant (dots in France, "(0)" in Germany, no spaces).
function phone(rng: Rng, country: CountryCode, language: Language): { text: string; e164: string } {
  for (;;) {
    const national = pick(rng, PHONE_SHAPES[country]!)(rng);
    const number = parsePhoneNumber(national, country);
    if (!number.isValid()) continue;
    const home = ({ en: ["US", "GB", "CA", "IE"], de: ["DE", "AT", "CH"], fr: ["FR", "BE", "CH"], es: ["ES", "MX"], pt: ["PT", "BR"] } as Record<Language, string[]>)[language];
    const styles: (() => string)[] = [() => number.formatInternational(), () => number.number];
    if (home.includes(country)) styles.push(() => number.formatNational());
    if (country === "FR" && language === "fr") styles.push(() => number.formatNational().replace(/ /g, "."));
    if (country === "DE" && language === "de") styles.push(() => number.formatInternational().replace(/^\+49 /, "+49 (0)"));
    if (country === "US") styles.push(() => `+1 ${number.formatNational()}`, () => number.formatNational().replace(/[()]/g, "").replace(/ /, "-"));
    return { text: pick(rng, styles)(), e164: number.number };
  }
}

function ascii(text: string): string {
  return text.normalize("NFD").replace(/\p{Mn}/gu, "").replace(/ß/g, "ss").replace(/['’ ]/g, "").toLowerCase();
}

// A month as a résumé writes it, by the résumé's date style.
export type DateStyle = "numeric" | "long" | "short" | "year" | "iso";
const LOCALE: Record<Language, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES", pt: "pt-PT" };
function month(language: Language, style: DateStyle, year: number, m: number): string {
  const date = new Date(Date.UTC(year, m - 1, 15));
  if (style === "numeric") return `${String(m).padStart(2, "0")}/${year}`;
  if (style === "iso") return `${year}-${String(m).padStart(2, "0")}`;
  if (style === "year") return String(year);
  const name = new Intl.DateTimeFormat(LOCALE[language], { month: style === "long" ? "long" : "short", timeZone: "UTC" }).format(date);
  const cased = language === "en" || language === "de" || style === "short" && language !== "fr" ? name[0].toUpperCase() + name.slice(1) : name;
  return `${cased} ${year}`;
}

export function person(seed: number, language: Language): Person {
  const rng = random(seed);
  const lists = LISTS[language];
  const first = pick(rng, lists.first);
  const last = pick(rng, lists.last);
  const place = pick(rng, lists.places);
  const slug = `${ascii(first)}${pick(rng, [".", "-", "_", ""])}${ascii(last)}`;
  const email = pick(rng, [
    `${ascii(first)}.${ascii(last)}@example.com`,
    `${ascii(first)[0]}${ascii(last)}@mail.example.org`,
    `${ascii(first)}_${ascii(last)}${Math.floor(rng() * 90 + 10)}@example.net`,
    `${ascii(last)}.${ascii(first)}@example.${language === "en" ? "co.uk" : language}`,
    `hello@${ascii(first)}${ascii(last)}.example`,
  ]);
  const { text: phoneText, e164: phoneE164 } = phone(rng, place.country, language);
  const links = pickSome(rng, [`linkedin.com/in/${slug}`, `github.com/${ascii(first)}${ascii(last)}`, `https://${ascii(last)}.dev`], Math.floor(rng() * 3));
  const style = pick(rng, ["numeric", "long", "short", "year", "iso", "numeric", "long"] as DateStyle[]);
  const count = 2 + Math.floor(rng() * 3);
  const employers = pickSome(rng, lists.employers, count);
  const titles = pickSome(rng, lists.titles, count);
  const present = pick(rng, lists.present);
  const dash = pick(rng, [" – ", " - ", " — ", "–"]);
  const positions: Position[] = [];
  let end = { year: 2025 - Math.floor(rng() * 2), month: 1 + Math.floor(rng() * 12) };
  const current = rng() < 0.7;
  const useSince = current && lists.since !== null && rng() < 0.3;
  for (let i = 0; i < count; i++) {
    const months = 10 + Math.floor(rng() * 40);
    const startIndex = end.year * 12 + end.month - 1 - months;
    const start = { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1 };
    const isCurrent = i === 0 && current;
    const fmt = (p: { year: number; month: number }) => month(language, style, p.year, p.month);
    const point = (p: { year: number; month: number }) => (style === "year" ? String(p.year) : `${p.year}-${String(p.month).padStart(2, "0")}`);
    const sinceWord = language === "en" || language === "de" && rng() < 0.5 ? lists.since! : lists.since!.toLowerCase();
    const dates = isCurrent ? (useSince ? `${sinceWord} ${fmt(start)}` : `${fmt(start)}${dash}${present}`) : `${fmt(start)}${dash}${fmt(end)}`;
    positions.push({ employer: employers[i], title: titles[i], startDate: point(start), endDate: isCurrent ? null : point(end), dates, duties: pickSome(rng, lists.duties, 1 + Math.floor(rng() * 2)) });
    const gap = Math.floor(rng() * 4);
    const nextEnd = startIndex - gap;
    end = { year: Math.floor(nextEnd / 12), month: (nextEnd % 12) + 1 };
  }
  const lastStart = +positions[positions.length - 1].startDate!.slice(0, 4);
  const degrees = 1 + Math.floor(rng() * 2);
  const schools = pickSome(rng, lists.schools, degrees);
  const degreeNames = pickSome(rng, lists.degrees, degrees);
  const education = schools.map((school, i) => {
    const endYear = lastStart - i * 2 - Math.floor(rng() * 2);
    return { school, degree: degreeNames[i], startYear: endYear - 2 - Math.floor(rng() * 2), endYear };
  });
  const skills = [...pickSome(rng, TECH, 4 + Math.floor(rng() * 4)), ...pickSome(rng, lists.skills, Math.floor(rng() * 2))];
  return { language, first, last, place, email, phoneText, phoneE164, links, positions, education, skills, summary: lists.summary, spoken: lists.spoken };
}

// What a reader of the résumé would type into the fields: the corpus's expected answer.
export function expectedFields(p: Person): ResumeFields {
  return {
    name: `${p.first} ${p.last}`,
    email: p.email,
    phone: p.phoneE164,
    location: p.place.text,
    links: p.links.map((l) => (l.startsWith("http") ? l : `https://${l}`)),
    experience: p.positions.map(({ employer, title, startDate, endDate }) => ({ employer, title, startDate, endDate })),
    education: p.education.map(({ school, degree, endYear }) => ({ school, degree, endYear })),
    skills: p.skills,
  };
}
