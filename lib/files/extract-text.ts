import type { ResumeType } from "./resume-type";

// The words of a résumé file, for search (docs/decisions/404): a PDF's text layer read by Mozilla's
// pdf.js (pdfjs-dist), a DOCX's paragraphs by mammoth. An old binary .doc has no maintained reader
// in JavaScript: null ("unsupported"). A scanned PDF without a text layer gives "".
export const MAX_TEXT_CHARS = 500_000;
const MAX_PAGES = 60;

export async function extractText(bytes: Buffer, type: ResumeType): Promise<string | null> {
  if (type === "pdf") return pdfText(bytes);
  if (type === "docx") {
    const mammoth = await import("mammoth");
    // through HTML rather than extractRawText, which drops a paragraph's line breaks and so
    // ran "Engineer<br>Acme" together as "EngineerAcme"; images are left out, not inlined
    const { value } = await mammoth.convertToHtml({ buffer: bytes }, { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) });
    return tidy(htmlText(value));
  }
  return null;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES) && length < MAX_TEXT_CHARS; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = lineText(content.items.flatMap((item) => ("str" in item ? [item] : [])));
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return tidy(pages.join("\n"));
  } finally {
    await document.destroy();
  }
}

type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL: boolean };

// A page's text items joined into lines. pdf.js marks most line ends; an item on another baseline
// (an address set above a large name) also starts a line. Within a line, items that touch (a word
// set in pieces, a ligature such as "fi") join without a space, and items far apart (a table's
// cells, a name at the left and a place at the right, or the wide blank pdf.js puts between them)
// are put on lines of their own, as a reader sees them.
function lineText(items: TextItem[]): string {
  let text = "";
  let previous: TextItem | null = null;
  for (const item of items) {
    // measured in the smaller of the two fonts: a large name beside a small address
    const size = previous ? Math.min(fontSize(previous), fontSize(item)) : fontSize(item);
    if (previous && !previous.hasEOL) {
      const otherLine = Math.abs(item.transform[5] - previous.transform[5]) > Math.max(fontSize(previous), fontSize(item)) / 2;
      const gap = item.transform[4] - (previous.transform[4] + previous.width);
      const touching = gap > -size && gap < size / 10 && !/\s$/.test(previous.str) && !/^\s/.test(item.str);
      text += otherLine || gap > size * 3 ? "\n" : touching ? "" : " ";
    }
    const wideBlank = !item.str.trim() && item.width > fontSize(item) * 3;
    text += (wideBlank ? "\n" : item.str) + (item.hasEOL ? "\n" : "");
    previous = item;
  }
  return text;
}

function fontSize(item: TextItem): number {
  return Math.hypot(item.transform[2], item.transform[3]) || item.height || 10;
}

// mammoth's HTML as lines: a line per paragraph, heading, list item, table cell and line break.
function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(?:p|h\d|li|td|th|tr)>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

function tidy(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]+/g, " ").replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n").trim().slice(0, MAX_TEXT_CHARS);
}
