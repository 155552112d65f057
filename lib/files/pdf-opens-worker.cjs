// Runs in a piscina worker (lib/files/resume-opens.ts): whether a file loads in pdf-lib with at least
// one page. Plain CommonJS so the pool can load it as it is, outside the Next.js bundle.
const { readFile } = require("node:fs/promises");
const { PDFDocument } = require("pdf-lib");

// pdf-lib narrates every damaged object it skips; the answer is all the server needs
console.log = console.warn = () => {};

module.exports = async function pdfOpens({ path }) {
  try {
    // encrypted résumés (an owner password that only restricts printing) open with ignoreEncryption
    const doc = await PDFDocument.load(await readFile(path), { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
};
