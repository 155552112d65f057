// A small, valid one-page PDF with a few lines of text (Helvetica), so seeded and test résumés
// are real files that a browser previews. `padToBytes` appends a comment block after the page
// content (still a valid PDF) to reach a size, for limit tests and the bench.
export function makeResumePdf(lines: string[], padToBytes = 0): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${720 - i * 24} Td (${pdfString(line)}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const padding = Math.max(0, padToBytes - Buffer.byteLength(body, "latin1") - 200 - objects.length * 20);
  if (padding > 0) body += `%${"x".repeat(79)}\n`.repeat(Math.ceil(padding / 81));
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function pdfString(text: string): string {
  // WinAnsi covers Latin-1; anything else becomes "?"
  return text.replace(/[^\x20-\xff]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
}
