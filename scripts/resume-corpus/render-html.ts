import { HEADINGS, pick, type Person, type Rng } from "./people";

// HTML sources of the corpus's browser and word-processor layouts: Chromium prints the first three
// to PDF; LibreOffice Writer imports the last two and saves them as DOCX (and that DOCX as PDF).
export type HtmlLayout = "html-two-column" | "html-table" | "html-plain" | "docx-plain" | "docx-table";

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const AT: Record<Person["language"], string> = { en: "at", de: "bei", fr: "chez", es: "en", pt: "na" };

function page(p: Person, css: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><title>${esc(p.first)} ${esc(p.last)}</title><style>${css}</style></head><body>${body}</body></html>`;
}

function headings(p: Person, rng: Rng) {
  const h = HEADINGS[p.language];
  return { experience: pick(rng, h.experience), education: pick(rng, h.education), skills: pick(rng, h.skills), languages: h.languages, summary: h.summary, contact: h.contact };
}

const BASE = "@page{size:A4;margin:16mm} body{font:10.5pt/1.35 'DejaVu Sans',sans-serif;color:#222;margin:0} h1{font-size:22pt;margin:0 0 4pt} h2{font-size:12pt;text-transform:uppercase;letter-spacing:.06em;border-bottom:1px solid #999;margin:12pt 0 4pt} p{margin:2pt 0} ul{margin:2pt 0 6pt 14pt;padding:0}";

function twoColumn(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const css = `${BASE} .cv{display:grid;grid-template-columns:32% 1fr;gap:18pt} aside{background:#eef2f5;padding:10pt} .role{font-weight:bold} .when{color:#666;font-size:9.5pt}`;
  const roles = p.positions.map((pos) => pick(rng, [
    `<p class="role">${esc(pos.title!)}</p><p>${esc(pos.employer!)}</p><p class="when">${esc(pos.dates)}</p>`,
    `<p class="role">${esc(pos.employer!)} · ${esc(pos.title!)}</p><p class="when">${esc(pos.dates)}</p>`,
  ]) + `<ul>${pos.duties.map((d) => `<li>${esc(d)}</li>`).join("")}</ul>`).join("");
  const schools = p.education.map((e) => `<p class="role">${esc(e.school)}</p><p>${esc(e.degree)} (${e.startYear} – ${e.endYear})</p>`).join("");
  return page(p, css, `<div class="cv"><aside><h1>${esc(p.first)}<br>${esc(p.last)}</h1><h2>${esc(h.contact)}</h2><p>${esc(p.email)}</p><p>${esc(p.phoneText)}</p><p>${esc(p.place.text)}</p>${p.links.map((l) => `<p>${esc(l)}</p>`).join("")}<h2>${esc(h.skills)}</h2>${p.skills.map((s) => `<p>${esc(s)}</p>`).join("")}<h2>${esc(h.languages)}</h2><p>${esc(p.spoken)}</p></aside><main><h2>${esc(h.summary)}</h2><p>${esc(p.summary)}</p><h2>${esc(h.experience)}</h2>${roles}<h2>${esc(h.education)}</h2>${schools}</main></div>`);
}

function tables(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const css = `${BASE} table{border-collapse:collapse;width:100%} td{vertical-align:top;padding:2pt 6pt 6pt 0} td.when{width:30%;color:#555} .head td{padding-bottom:10pt}`;
  const contact = `<table class="head"><tr><td><h1>${esc(p.first)} ${esc(p.last)}</h1></td><td>${esc(p.email)}<br>${esc(p.phoneText)}<br>${esc(p.place.text)}${p.links.map((l) => `<br>${esc(l)}`).join("")}</td></tr></table>`;
  const roles = p.positions.map((pos) => `<tr><td class="when">${esc(pos.dates)}</td><td><b>${esc(pos.title!)}</b><br>${esc(pos.employer!)}<br>${esc(pos.duties.join(" "))}</td></tr>`).join("");
  const schools = p.education.map((e) => `<tr><td class="when">${e.startYear} – ${e.endYear}</td><td><b>${esc(e.degree)}</b><br>${esc(e.school)}</td></tr>`).join("");
  return page(p, css, `${contact}<h2>${esc(h.experience)}</h2><table>${roles}</table><h2>${esc(h.education)}</h2><table>${schools}</table><h2>${esc(h.skills)}</h2><table><tr><td class="when">IT</td><td>${esc(p.skills.join(", "))}</td></tr><tr><td class="when">${esc(h.languages)}</td><td>${esc(p.spoken)}</td></tr></table>`);
}

function plain(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const css = `${BASE} .head{text-align:center} .row{display:flex;justify-content:space-between;font-weight:bold;margin-top:6pt}`;
  const separator = pick(rng, [" | ", " · ", " • "]);
  const oneLine = rng() < 0.5;
  const roles = p.positions.map((pos) => (oneLine
    ? `<div class="row"><span>${esc(pos.title!)}${pick(rng, [", ", " — "])}${esc(pos.employer!)}</span><span>${esc(pos.dates)}</span></div>`
    : `<p><b>${esc(pos.title!)} ${AT[p.language]} ${esc(pos.employer!)}</b></p><p><i>${esc(pos.dates)}</i></p>`) + `<ul>${pos.duties.map((d) => `<li>${esc(d)}</li>`).join("")}</ul>`).join("");
  const schools = p.education.map((e) => `<p><b>${esc(e.school)}</b></p><p>${esc(e.degree)}, ${e.endYear}</p>`).join("");
  const contact = [p.place.text, p.phoneText, p.email, ...p.links].map(esc).join(separator);
  return page(p, css, `<div class="head"><h1>${esc(p.first)} ${esc(p.last)}</h1><p>${contact}</p></div><h2>${esc(h.summary)}</h2><p>${esc(p.summary)}</p><h2>${esc(h.experience)}</h2>${roles}<h2>${esc(h.education)}</h2>${schools}<h2>${esc(h.skills)}</h2><p>${esc(p.skills.join(pick(rng, [", ", " · ", "; "])))}</p><h2>${esc(h.languages)}</h2><p>${esc(p.spoken)}</p>`);
}

// For Writer: simple markup a word processor keeps (paragraphs, bold, lists, tables).
function docxPlain(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const roles = p.positions.map((pos) => pick(rng, [
    `<p><b>${esc(pos.title!)}</b>, ${esc(pos.employer!)}</p><p>${esc(pos.dates)}</p>`,
    `<p><b>${esc(pos.employer!)}</b> – ${esc(pos.title!)}</p><p>${esc(pos.dates)}</p>`,
    `<p><b>${esc(pos.title!)} ${AT[p.language]} ${esc(pos.employer!)}</b> (${esc(pos.dates)})</p>`,
  ]) + `<ul>${pos.duties.map((d) => `<li>${esc(d)}</li>`).join("")}</ul>`).join("");
  const schools = p.education.map((e) => `<p><b>${esc(e.degree)}</b> – ${esc(e.school)}, ${e.startYear} – ${e.endYear}</p>`).join("");
  return page(p, "body{font-family:'Liberation Serif'}", `<h1>${esc(p.first)} ${esc(p.last)}</h1><p>${esc(p.place.text)}</p><p>${esc(p.email)}</p><p>${esc(p.phoneText)}</p>${p.links.map((l) => `<p>${esc(l)}</p>`).join("")}<h2>${esc(h.experience)}</h2>${roles}<h2>${esc(h.education)}</h2>${schools}<h2>${esc(h.skills)}</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join("")}</ul><h2>${esc(h.languages)}</h2><p>${esc(p.spoken)}</p>`);
}

function docxTable(p: Person, rng: Rng): string {
  const h = headings(p, rng);
  const roles = p.positions.map((pos) => `<tr><td>${esc(pos.dates)}</td><td><b>${esc(pos.title!)}</b><br>${esc(pos.employer!)}</td></tr>`).join("");
  const schools = p.education.map((e) => `<tr><td>${e.startYear} – ${e.endYear}</td><td><b>${esc(e.school)}</b><br>${esc(e.degree)}</td></tr>`).join("");
  return page(p, "body{font-family:'Liberation Sans'}", `<table width="100%"><tr><td><h1>${esc(p.first)} ${esc(p.last)}</h1></td><td>${esc(p.email)}<br>${esc(p.phoneText)}<br>${esc(p.place.text)}</td></tr></table>${p.links.length ? `<p>${p.links.map(esc).join(" | ")}</p>` : ""}<h2>${esc(h.experience)}</h2><table width="100%">${roles}</table><h2>${esc(h.education)}</h2><table width="100%">${schools}</table><h2>${esc(h.skills)}</h2><p>${esc(p.skills.join(", "))}</p><h2>${esc(h.languages)}</h2><p>${esc(p.spoken)}</p>`);
}

export function renderHtml(layout: HtmlLayout, p: Person, rng: Rng): string {
  return { "html-two-column": twoColumn, "html-table": tables, "html-plain": plain, "docx-plain": docxPlain, "docx-table": docxTable }[layout](p, rng);
}
