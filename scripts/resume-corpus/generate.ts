import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectedFields, LANGUAGES, person, random } from "./people";
import { renderHtml, type HtmlLayout } from "./render-html";
import { renderLatex, type LatexLayout } from "./render-latex";

// Writes the résumé corpus (issue 48, item 2) into tests/fixtures/resume-corpus: every layout in
// each of the five careers languages, each file beside a JSON of the fields a reader would type
// from it. The files are committed, as CI has neither TeX nor LibreOffice. To write them again,
// on Debian:
//   apt-get install -y texlive-latex-extra texlive-fonts-recommended texlive-fonts-extra libreoffice-writer-nogui chromium
// (texlive-fonts-extra for fontawesome5, which moderncv loads)
//   npx tsx scripts/resume-corpus/generate.ts
// The people are invented by a seeded generator (people.ts): the same run writes the same fields;
// the files' bytes differ only by the tools' dates and versions. A draw the parser was not tuned
// on, to check that its figures hold: --seed=9100 --out=/tmp/held-out, then
// npx tsx bench/resume-fields.ts --dir=/tmp/held-out
const options = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")) as [string, string?][]);
const SEED = Number(options.seed ?? 4800);
const CORPUS_DIR = options.out ? path.resolve(options.out) : path.resolve(import.meta.dirname, "../../tests/fixtures/resume-corpus");

type Layout = { name: string; tool: string; ext: "pdf" | "docx" };
const LAYOUTS: Layout[] = [
  { name: "moderncv-classic", tool: "pdflatex, moderncv", ext: "pdf" },
  { name: "moderncv-casual", tool: "pdflatex, moderncv", ext: "pdf" },
  { name: "moderncv-banking", tool: "pdflatex, moderncv", ext: "pdf" },
  { name: "moderncv-oldstyle", tool: "pdflatex, moderncv", ext: "pdf" },
  { name: "latex-tabular", tool: "pdflatex, article and tabularx", ext: "pdf" },
  { name: "latex-sidebar", tool: "pdflatex, article and minipages", ext: "pdf" },
  { name: "html-two-column", tool: "Chromium print to PDF, CSS grid", ext: "pdf" },
  { name: "html-table", tool: "Chromium print to PDF, HTML tables", ext: "pdf" },
  { name: "html-plain", tool: "Chromium print to PDF, one column", ext: "pdf" },
  { name: "docx-plain", tool: "LibreOffice Writer, DOCX", ext: "docx" },
  { name: "docx-table", tool: "LibreOffice Writer, DOCX with tables", ext: "docx" },
  { name: "docx-plain-pdf", tool: "LibreOffice Writer, DOCX exported to PDF", ext: "pdf" },
  { name: "docx-table-pdf", tool: "LibreOffice Writer, DOCX with tables exported to PDF", ext: "pdf" },
];

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 });
}

function main(): void {
  const work = mkdtempSync(path.join(os.tmpdir(), "resume-corpus-"));
  // only the corpus's own files are replaced: --out may name a directory that holds others
  mkdirSync(CORPUS_DIR, { recursive: true });
  for (const file of readdirSync(CORPUS_DIR)) if (/^\d{2}-[a-z-]+-(?:en|de|fr|es|pt)\.(?:pdf|docx|json)$/.test(file)) rmSync(path.join(CORPUS_DIR, file));
  const writerSources: string[] = [];
  const pending: { id: string; layout: Layout; from: string }[] = [];
  let index = 0;
  for (const layout of LAYOUTS) {
    for (const language of LANGUAGES) {
      index++;
      const id = `${String(index).padStart(2, "0")}-${layout.name}-${language}`;
      const seed = SEED + index;
      const p = person(seed, language);
      const rng = random(seed * 7919);
      const meta = { file: `${id}.${layout.ext}`, layout: layout.name, tool: layout.tool, language, expected: expectedFields(p) };
      writeFileSync(path.join(CORPUS_DIR, `${id}.json`), JSON.stringify(meta, null, 2) + "\n");
      if (layout.name.startsWith("moderncv") || layout.name.startsWith("latex")) {
        writeFileSync(path.join(work, `${id}.tex`), renderLatex(layout.name as LatexLayout, p, rng));
        run("pdflatex", ["-interaction=batchmode", "-halt-on-error", `${id}.tex`], work);
        pending.push({ id, layout, from: `${id}.pdf` });
      } else if (layout.name.startsWith("html")) {
        writeFileSync(path.join(work, `${id}.html`), renderHtml(layout.name as HtmlLayout, p, rng));
        run("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--print-to-pdf=${path.join(work, `${id}.pdf`)}`, `file://${path.join(work, `${id}.html`)}`], work);
        pending.push({ id, layout, from: `${id}.pdf` });
      } else {
        // the PDF layouts are Writer's export of a DOCX of their own person
        const source = layout.name.replace(/-pdf$/, "") as HtmlLayout;
        writeFileSync(path.join(work, `${id}.html`), renderHtml(source, p, rng));
        writerSources.push(`${id}.html`);
        pending.push({ id, layout, from: `${id}.${layout.ext}` });
      }
    }
  }
  if (writerSources.length) {
    run("soffice", ["--headless", "--infilter=HTML (StarWriter)", "--convert-to", "docx:MS Word 2007 XML", ...writerSources], work);
    const toPdf = writerSources.filter((s) => s.includes("-pdf-")).map((s) => s.replace(/\.html$/, ".docx"));
    if (toPdf.length) run("soffice", ["--headless", "--convert-to", "pdf:writer_pdf_Export", ...toPdf], work);
  }
  for (const { id, layout, from } of pending) copyFileSync(path.join(work, from), path.join(CORPUS_DIR, `${id}.${layout.ext}`));
  rmSync(work, { recursive: true, force: true });
  console.log(`${pending.length} résumés in ${CORPUS_DIR}: ${readdirSync(CORPUS_DIR).length} files`);
}

main();
