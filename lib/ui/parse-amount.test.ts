import { describe, expect, it } from "vitest";
import { parseAmount } from "./parse-amount";

describe("parseAmount", () => {
  it("reads the viewer's locale's grouping and decimal mark", () => {
    expect(parseAmount("85,000", "en-US")).toBe(85000);
    expect(parseAmount("85000", "en-US")).toBe(85000);
    expect(parseAmount("85,000.50", "en-US")).toBe(85000.5);
    expect(parseAmount("85.000", "de-DE")).toBe(85000);
    expect(parseAmount("85.000,75", "de-DE")).toBe(85000.75);
    expect(parseAmount("85 000", "fr-FR")).toBe(85000);
    expect(parseAmount("85\u202f000,5", "fr-FR")).toBe(85000.5);
    expect(parseAmount("85'000", "de-CH")).toBe(85000);
    expect(parseAmount(" 85 000 ", "en-GB")).toBe(85000);
  });

  it("refuses what is not one plain amount, rather than guess", () => {
    // in English the point is the decimal mark: three decimals are no amount of money
    expect(parseAmount("85.000", "en-US")).toBeNull();
    expect(parseAmount("", "en-US")).toBeNull();
    expect(parseAmount("85k", "en-US")).toBeNull();
    expect(parseAmount("-85000", "en-US")).toBeNull();
    expect(parseAmount("85.000.000,1,2", "de-DE")).toBeNull();
    expect(parseAmount("1e5", "en-US")).toBeNull();
  });
});
