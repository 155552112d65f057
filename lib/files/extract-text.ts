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
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return tidy(value);
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
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join("");
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return tidy(pages.join("\n"));
  } finally {
    await document.destroy();
  }
}

function tidy(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]+/g, " ").replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n").trim().slice(0, MAX_TEXT_CHARS);
}
