export type CsvCell = string | number | null | undefined;

// One cell of a CSV file: RFC 4180 quoting, and text a spreadsheet would run as a formula gets a
// leading apostrophe (docs/decisions/201). The reports' and the new hires' files both write with it.
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
