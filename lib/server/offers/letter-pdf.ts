import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";

// The letter as a PDF (docs/decisions/394), drawn with pdf-lib from the same HTML the candidate's
// page shows: headings, paragraphs and list items, wrapped to an A4 page with margins. The standard
// Helvetica fonts carry Latin-1 and the Windows-1252 extras (€, dashes, quotes); other characters
// print as "?" (embedding a Unicode font is left for later).

type Block = { kind: "heading" | "paragraph" | "item"; text: string };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZES = { heading: 18, paragraph: 11, item: 11 };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
}

// micromark's HTML, block by block; inline markup (strong, em, links, code) becomes its text
export function letterBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p|li)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, inner] = match;
    const text = decode(inner.replace(/<br\s*\/?>/g, "\n").replace(/<[^>]+>/g, "")).trim();
    if (!text) continue;
    blocks.push({ kind: tag.startsWith("h") ? "heading" : tag === "li" ? "item" : "paragraph", text });
  }
  return blocks;
}

function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return "?";
      }
    })
    .join("");
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function renderLetterPdf(html: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("hiring-service");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const block of letterBlocks(html)) {
    const font = block.kind === "heading" ? bold : regular;
    const size = SIZES[block.kind];
    const indent = block.kind === "item" ? 14 : 0;
    const lines = wrap(font, size, printable(font, block.text), PAGE.width - 2 * PAGE.margin - indent);
    for (const [index, line] of lines.entries()) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.35;
      if (block.kind === "item" && index === 0) page.drawText("-", { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      page.drawText(line, { x: PAGE.margin + indent, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= size * 0.6;
  }
  return pdf.save();
}
