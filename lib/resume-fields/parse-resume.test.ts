import { describe, expect, it } from "vitest";
import { parseResume } from "./parse-resume";

// Texts as lib/files/extract-text.ts gives them: one line per text line of the PDF or DOCX.
const ENGLISH = `Grace Hopper
Senior Software Engineer
grace.hopper@example.com | +1 415 555 0132 | San Francisco, CA | linkedin.com/in/gracehopper
Summary
Engineer who builds compilers and payment systems.
Experience
Senior Software Engineer at Acme Payments Inc.
Jan 2020 – Present
• Led the ledger team of six.
Software Engineer | Globex Corporation | 03/2016 - 12/2019
• Built the billing API.
Education
Yale University
Ph.D. in Mathematics, 1934
Skills
TypeScript, PostgreSQL, Go · Kubernetes; COBOL`;

const GERMAN = `LEBENSLAUF
Max Mustermann
Musterstraße 1 · 10115 Berlin · max.mustermann@example.de · 030 12345678
Berufserfahrung
Softwareentwickler bei Beispiel GmbH
März 2019 – heute
Praktikant, Muster AG, 10/2017 – 02/2018
Ausbildung
Technische Universität München
Master of Science Informatik, 2018
Kenntnisse
Java, Spring Boot, Docker
Sprachen: Deutsch, Englisch`;

const FRENCH = `Camille Dupont
Paris, France · camille.dupont@example.fr · 06 12 34 56 78
Expérience professionnelle
Développeuse Full-Stack — Société Générale
janv. 2021 - aujourd’hui
Stagiaire chez Capgemini
juin 2019 à déc. 2019
Formation
Université Paris-Saclay
Licence Informatique (2019)
Compétences
React / Node.js / SQL`;

const SPANISH = `Lucía García López
Madrid, España | lucia.garcia@example.es | +34 612 345 678
Experiencia profesional
Ingeniera de datos en Banco Santander
septiembre de 2020 - actualidad
Analista, Telefónica, 2017 - 2020
Formación
Universidad Politécnica de Madrid
Grado en Ingeniería Informática, 2017
Habilidades
Python, Spark, Airflow`;

const PORTUGUESE = `João Silva
Lisboa, Portugal • joao.silva@example.pt • 912 345 678
github.com/joaosilva
Experiência Profissional
Desenvolvedor Backend na Feedzai
fev. 2021 – atual
Estagiário, Outsystems, 2019 – 2020
Formação Acadêmica
Universidade de Lisboa
Mestrado em Engenharia Informática, 2020
Competências
Java; Kotlin; AWS`;

// Two columns as pdf.js reads them: the side column (contact, skills) before the main column.
const TWO_COLUMNS = `Ada Lovelace
Contact
ada@example.org
+44 20 7946 0958
London, United Kingdom
https://ada.dev
Skills
Analysis
Python
Rust
Experience
Lead Engineer
Analytical Engines Ltd
2021 – present
Engineer at Babbage & Co
2018 - 2021
Education
University of London
BSc Mathematics 2017`;

describe("parseResume", () => {
  it("reads an English résumé with a pipe-separated contact line", () => {
    const { fields, sources } = parseResume(ENGLISH);
    expect(fields.name).toBe("Grace Hopper");
    expect(fields.email).toBe("grace.hopper@example.com");
    expect(fields.phone).toBe("+1 415 555 0132");
    expect(fields.location).toBe("San Francisco, CA");
    expect(fields.links).toEqual(["https://linkedin.com/in/gracehopper"]);
    expect(fields.experience).toEqual([
      { title: "Senior Software Engineer", employer: "Acme Payments Inc.", startDate: "2020-01", endDate: null },
      { title: "Software Engineer", employer: "Globex Corporation", startDate: "2016-03", endDate: "2019-12" },
    ]);
    expect(fields.education).toEqual([{ school: "Yale University", degree: "Ph.D. in Mathematics", endYear: 1934 }]);
    expect(fields.skills).toEqual(["TypeScript", "PostgreSQL", "Go", "Kubernetes", "COBOL"]);
    expect(sources.name).toBe("Grace Hopper");
    expect(sources.email).toBe("grace.hopper@example.com | +1 415 555 0132 | San Francisco, CA | linkedin.com/in/gracehopper");
    expect(sources["experience.0"]).toBe("Jan 2020 – Present");
    expect(sources["experience.1"]).toBe("Software Engineer | Globex Corporation | 03/2016 - 12/2019");
    expect(sources["skills.4"]).toBe("TypeScript, PostgreSQL, Go · Kubernetes; COBOL");
  });

  it("reads a German Lebenslauf: a national phone number, März … heute, bei", () => {
    const { fields, sources } = parseResume(GERMAN);
    expect(fields.name).toBe("Max Mustermann");
    expect(fields.email).toBe("max.mustermann@example.de");
    expect(fields.phone).toBe("+49 30 12345678");
    expect(fields.location).toBe("10115 Berlin");
    expect(fields.experience).toEqual([
      { title: "Softwareentwickler", employer: "Beispiel GmbH", startDate: "2019-03", endDate: null },
      { title: "Praktikant", employer: "Muster AG", startDate: "2017-10", endDate: "2018-02" },
    ]);
    expect(fields.education).toEqual([{ school: "Technische Universität München", degree: "Master of Science Informatik", endYear: 2018 }]);
    expect(fields.skills).toEqual(["Java", "Spring Boot", "Docker", "Deutsch", "Englisch"]);
    expect(sources.phone).toBe("Musterstraße 1 · 10115 Berlin · max.mustermann@example.de · 030 12345678");
  });

  it("reads a French CV: janv. … aujourd’hui, chez, a « · » contact line", () => {
    const { fields } = parseResume(FRENCH);
    expect(fields.name).toBe("Camille Dupont");
    expect(fields.phone).toBe("+33 6 12 34 56 78");
    expect(fields.location).toBe("Paris, France");
    expect(fields.experience).toEqual([
      { title: "Développeuse Full-Stack", employer: "Société Générale", startDate: "2021-01", endDate: null },
      { title: "Stagiaire", employer: "Capgemini", startDate: "2019-06", endDate: "2019-12" },
    ]);
    expect(fields.education).toEqual([{ school: "Université Paris-Saclay", degree: "Licence Informatique", endYear: 2019 }]);
    expect(fields.skills).toEqual(["React", "Node.js", "SQL"]);
  });

  it("reads a Spanish currículum: septiembre de … actualidad, en", () => {
    const { fields } = parseResume(SPANISH);
    expect(fields.name).toBe("Lucía García López");
    expect(fields.email).toBe("lucia.garcia@example.es");
    expect(fields.phone).toBe("+34 612 34 56 78");
    expect(fields.location).toBe("Madrid, España");
    expect(fields.experience).toEqual([
      { title: "Ingeniera de datos", employer: "Banco Santander", startDate: "2020-09", endDate: null },
      { title: "Analista", employer: "Telefónica", startDate: "2017", endDate: "2020" },
    ]);
    expect(fields.education).toEqual([{ school: "Universidad Politécnica de Madrid", degree: "Grado en Ingeniería Informática", endYear: 2017 }]);
    expect(fields.skills).toEqual(["Python", "Spark", "Airflow"]);
  });

  it("reads a Portuguese currículo: fev. … atual, na, a national mobile number", () => {
    const { fields } = parseResume(PORTUGUESE);
    expect(fields.name).toBe("João Silva");
    expect(fields.phone).toBe("+351 912 345 678");
    expect(fields.location).toBe("Lisboa, Portugal");
    expect(fields.links).toEqual(["https://github.com/joaosilva"]);
    expect(fields.experience).toEqual([
      { title: "Desenvolvedor Backend", employer: "Feedzai", startDate: "2021-02", endDate: null },
      { title: "Estagiário", employer: "Outsystems", startDate: "2019", endDate: "2020" },
    ]);
    expect(fields.education).toEqual([{ school: "Universidade de Lisboa", degree: "Mestrado em Engenharia Informática", endYear: 2020 }]);
    expect(fields.skills).toEqual(["Java", "Kotlin", "AWS"]);
  });

  it("reads two-column text: the side column's contact and skills, the main column's positions", () => {
    const { fields, sources } = parseResume(TWO_COLUMNS);
    expect(fields.name).toBe("Ada Lovelace");
    expect(fields.email).toBe("ada@example.org");
    expect(fields.phone).toBe("+44 20 7946 0958");
    expect(fields.location).toBe("London, United Kingdom");
    expect(fields.links).toEqual(["https://ada.dev"]);
    expect(fields.skills).toEqual(["Analysis", "Python", "Rust"]);
    expect(fields.experience).toEqual([
      { title: "Lead Engineer", employer: "Analytical Engines Ltd", startDate: "2021", endDate: null },
      { title: "Engineer", employer: "Babbage & Co", startDate: "2018", endDate: "2021" },
    ]);
    expect(fields.education).toEqual([{ school: "University of London", degree: "BSc Mathematics", endYear: 2017 }]);
    expect(sources.phone).toBe("+44 20 7946 0958");
  });

  it("answers the empty fields for no text, a scanned PDF's empty text, or text with nothing to read", () => {
    const empty = { name: null, email: null, phone: null, location: null, links: [], experience: [], education: [], skills: [] };
    expect(parseResume(null)).toEqual({ fields: empty, sources: {} });
    expect(parseResume("")).toEqual({ fields: empty, sources: {} });
    expect(parseResume("lorem ipsum dolor sit amet 12")).toEqual({ fields: empty, sources: {} });
  });

  it("reads no place from a position's line when the header gives none", () => {
    const { fields } = parseResume("Alan Turing\nalan@example.org\nExperience\nCryptanalyst, Government Code\n1939 - 1945");
    expect(fields.location).toBeNull();
    expect(fields.experience).toEqual([{ title: "Cryptanalyst", employer: "Government Code", startDate: "1939", endDate: "1945" }]);
  });

  it("puts back a date range a narrow column wrapped, and hyphenated words for 'until now'", () => {
    const moderncv = "Franziska Achterberg\nBerufserfahrung\nOktober\n2021–\nDezember\n2024\nTeamleiterin Vertrieb , Rheinwerk Logistik SE\nBetreuung von Kunden aus Handel und Industrie.\nFebruar\n2017–August\n2018\nSoftwareentwicklerin , Datenfluss Labs GmbH";
    expect(parseResume(moderncv).fields.experience).toEqual([
      { title: "Teamleiterin Vertrieb", employer: "Rheinwerk Logistik SE", startDate: "2021-10", endDate: "2024-12" },
      { title: "Softwareentwicklerin", employer: "Datenfluss Labs GmbH", startDate: "2017-02", endDate: "2018-08" },
    ]);
    const tabular = "Gonçalo Ferraz\nExperiência profissional\njaneiro 2022 – o mo-\nmento\nGestor de Projetos, Grupo Ribeira";
    expect(parseResume(tabular).fields.experience).toEqual([{ title: "Gestor de Projetos", employer: "Grupo Ribeira", startDate: "2022-01", endDate: null }]);
  });

  it("takes no wrapped description line for a position's employer, nor the position above's line", () => {
    const text = `Ana Pereira
Experience
Since May 2021 Financial Analyst
Bluefin Robotics Inc.
November 2018 – April 2021 Product Manager
Tallow Systems
Introduced automated testing and reporting across the main services of the
company.
Data Analyst at Quillfeather Labs
2016 - 2018`;
    expect(parseResume(text).fields.experience).toEqual([
      { title: "Financial Analyst", employer: "Bluefin Robotics Inc.", startDate: "2021-05", endDate: null },
      { title: "Product Manager", employer: "Tallow Systems", startDate: "2018-11", endDate: "2021-04" },
      { title: "Data Analyst", employer: "Quillfeather Labs", startDate: "2016", endDate: "2018" },
    ]);
  });

  it("tells a German compound title from the employer beside it", () => {
    const { fields } = parseResume("Jürgen Keller\nBerufserfahrung\nStadtwerke Kesselbach\nSystemadministrator 2019 – 2023");
    expect(fields.experience).toEqual([{ title: "Systemadministrator", employer: "Stadtwerke Kesselbach", startDate: "2019", endDate: "2023" }]);
  });

  it("reads a national number in the country the header's place names, whatever the headings' language", () => {
    expect(parseResume("Özlem Kaya\nWien, Österreich\n0664 7786156\nBerufserfahrung").fields.phone).toBe("+43 664 7786156");
    expect(parseResume("Olivia Okafor\n– Seattle, WA\n312-689-2891 • olivia@example.net\nExperience").fields).toMatchObject({ phone: "+1 312 689 2891", location: "Seattle, WA" });
    expect(parseResume("Mei Lindqvist\nLeeds, United Kingdom\n07494 581656\nExperience").fields.phone).toBe("+44 7494 581656");
  });

  it("joins an e-mail address TeX hyphenated, a link broken after its hyphen, and a name set on two lines", () => {
    const { fields } = parseResume("Mei\nLindqvist\nContact\nB mnaka-\nmura@mail.example.org\nlinkedin.com/in/mei-\nlindqvist\nExperience");
    expect(fields.name).toBe("Mei Lindqvist");
    expect(fields.email).toBe("mnakamura@mail.example.org");
    expect(fields.links).toEqual(["https://linkedin.com/in/mei-lindqvist"]);
  });

  it("reads moderncv oldstyle's 'Title, Employer.' above a right-set date, and a range broken after its dash", () => {
    const oldstyle = "Nuria Ortega\nExperiencia\nJefe de Proyecto, Banco del Sur.\nJun 2022–Sept 2025\nFormación de nuevos compañeros en buenas prácticas.\nIngeniero de Datos, Datos Meseta Labs.\nAbr 2020 -\nactualidad";
    expect(parseResume(oldstyle).fields.experience).toEqual([
      { title: "Jefe de Proyecto", employer: "Banco del Sur", startDate: "2022-06", endDate: "2025-09" },
      { title: "Ingeniero de Datos", employer: "Datos Meseta Labs", startDate: "2020-04", endDate: null },
    ]);
  });

  it("reads no country from an e-mail address's domain", () => {
    expect(parseResume("Liam Brennan\nliam@example.co.uk\n087 901 2015\nDublin, Ireland\nExperience").fields.phone).toBe("+353 87 901 2015");
  });

  it("is deterministic", () => {
    expect(parseResume(FRENCH)).toEqual(parseResume(FRENCH));
  });
});
