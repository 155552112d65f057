import { HEADINGS, pick, type Person, type Rng } from "./people";

// LaTeX sources of the corpus's TeX layouts: moderncv in four of its styles, and an article class
// résumé with dates in a tabular column or a two-column page of minipages. pdflatex (TeX Live)
// makes the PDF.
export type LatexLayout = "moderncv-classic" | "moderncv-casual" | "moderncv-banking" | "moderncv-oldstyle" | "latex-tabular" | "latex-sidebar";

export function tex(text: string): string {
  return text.replace(/\\/g, "\\textbackslash{}").replace(/([&%$#_{}])/g, "\\$1").replace(/~/g, "\\textasciitilde{}").replace(/\^/g, "\\textasciicircum{}").replace(/ – | — /g, " -- ").replace(/–/g, "--");
}

function headings(p: Person, rng: Rng) {
  const h = HEADINGS[p.language];
  return { experience: pick(rng, h.experience), education: pick(rng, h.education), skills: pick(rng, h.skills), languages: h.languages, summary: h.summary, contact: h.contact };
}

function moderncv(p: Person, rng: Rng, style: string): string {
  const h = headings(p, rng);
  const [street, city] = p.place.text.includes(",") ? [null, p.place.text] : [null, p.place.text];
  const links = p.links.map((l) => `\\extrainfo{${tex(l)}}`).slice(0, 1).join("\n") + (p.links[1] ? `\n\\homepage{${tex(p.links[1])}}` : "");
  const entries = p.positions.map((pos) => `\\cventry{${tex(pos.dates)}}{${tex(pos.title!)}}{${tex(pos.employer!)}}{}{}{${tex(pos.duties.join(" "))}}`).join("\n");
  const schools = p.education.map((e) => `\\cventry{${e.startYear}--${e.endYear}}{${tex(e.degree)}}{${tex(e.school)}}{}{}{}`).join("\n");
  return `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{${pick(rng, ["blue", "green", "grey", "burgundy"])}}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(p.first)}}{${tex(p.last)}}
\\address{${street ?? ""}}{${tex(city)}}{}
\\${pick(rng, ["phone[mobile]", "phone[fixed]", "phone"])}{${tex(p.phoneText)}}
\\email{${tex(p.email)}}
${links}
\\begin{document}
\\makecvtitle
\\section{${tex(h.summary)}}
\\cvitem{}{${tex(p.summary)}}
\\section{${tex(h.experience)}}
${entries}
\\section{${tex(h.education)}}
${schools}
\\section{${tex(h.skills)}}
\\cvitem{}{${tex(p.skills.join(", "))}}
\\section{${tex(h.languages)}}
\\cvitem{}{${tex(p.spoken)}}
\\end{document}
`;
}

const PREAMBLE = `\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{tabularx}
\\usepackage{titlesec}
\\titleformat{\\section}{\\large\\bfseries}{}{0pt}{}[\\titlerule]
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}`;

function tabular(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const contact = [p.email, p.phoneText, p.place.text].map(tex).join(" \\textbar{} ");
  const rows = p.positions.map((pos) => {
    const head = pick(rng, [`\\textbf{${tex(pos.title!)}}, ${tex(pos.employer!)}`, `\\textbf{${tex(pos.employer!)}} \\\\ & \\emph{${tex(pos.title!)}}`]);
    return `${tex(pos.dates)} & ${head} \\\\\n & \\small ${tex(pos.duties.join(" "))} \\\\[4pt]`;
  }).join("\n");
  const schools = p.education.map((e) => `${e.startYear} -- ${e.endYear} & \\textbf{${tex(e.school)}} \\\\\n & ${tex(e.degree)} \\\\[4pt]`).join("\n");
  return `\\documentclass[10pt,a4paper]{article}
${PREAMBLE}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${tex(p.first)} ${tex(p.last)}}\\\\[4pt]
${contact}${p.links.length ? `\\\\\n${p.links.map(tex).join(" \\textbar{} ")}` : ""}
\\end{center}
\\section*{${tex(h.experience)}}
\\begin{tabularx}{\\textwidth}{@{}p{3.6cm}X@{}}
${rows}
\\end{tabularx}
\\section*{${tex(h.education)}}
\\begin{tabularx}{\\textwidth}{@{}p{3.6cm}X@{}}
${schools}
\\end{tabularx}
\\section*{${tex(h.skills)}}
${tex(p.skills.join(", "))}
\\section*{${tex(h.languages)}}
${tex(p.spoken)}
\\end{document}
`;
}

function sidebar(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const at = { en: "at", de: "bei", fr: "chez", es: "en", pt: "na" }[p.language];
  const entries = p.positions.map((pos) => `\\textbf{${tex(pos.title!)} ${at} ${tex(pos.employer!)}}\\\\\n\\emph{${tex(pos.dates)}}\\\\\n{\\small ${tex(pos.duties.join(" "))}}\\\\[6pt]`).join("\n");
  const schools = p.education.map((e) => `\\textbf{${tex(e.degree)}}\\\\\n${tex(e.school)}, ${e.endYear}\\\\[4pt]`).join("\n");
  return `\\documentclass[10pt,a4paper]{article}
${PREAMBLE}
\\begin{document}
{\\Huge\\bfseries ${tex(p.first)} ${tex(p.last)}}\\\\[10pt]
\\begin{minipage}[t]{0.3\\textwidth}
\\section*{${tex(h.contact)}}
${tex(p.email)}\\\\
${tex(p.phoneText)}\\\\
${tex(p.place.text)}${p.links.map((l) => `\\\\\n${tex(l)}`).join("")}
\\section*{${tex(h.skills)}}
${p.skills.map(tex).join("\\\\\n")}
\\section*{${tex(h.languages)}}
${tex(p.spoken)}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.64\\textwidth}
\\section*{${tex(h.summary)}}
${tex(p.summary)}
\\section*{${tex(h.experience)}}
${entries}
\\section*{${tex(h.education)}}
${schools}
\\end{minipage}
\\end{document}
`;
}

export function renderLatex(layout: LatexLayout, p: Person, rng: Rng): string {
  if (layout === "latex-tabular") return tabular(p, rng);
  if (layout === "latex-sidebar") return sidebar(p, rng);
  return moderncv(p, rng, layout.replace("moderncv-", ""));
}
