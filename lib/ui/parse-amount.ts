// An amount as a person types it in their locale: "85,000" (en), "85.000" (de), "85 000" (fr),
// "85'000" (de-CH), with the locale's decimal mark for cents. Spaces and apostrophes always group;
// the locale's own group mark is dropped, and its decimal mark splits off at most two decimals.
// Null when what is left is not a plain number, so the form can say so before anything is sent.
export function parseAmount(text: string, locale: string): number | null {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === "group")?.value ?? ",";
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
  let cleaned = text.trim().replace(/[\s\u00a0\u202f'’]/g, "");
  if (!/\s/.test(group)) cleaned = cleaned.split(group).join("");
  const [whole, cents, ...rest] = cleaned.split(decimal);
  if (rest.length > 0 || !/^\d+$/.test(whole) || (cents !== undefined && !/^\d{1,2}$/.test(cents))) return null;
  return Number(cents === undefined ? whole : `${whole}.${cents}`);
}
