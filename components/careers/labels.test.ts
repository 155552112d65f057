import { describe, expect, it } from "vitest";
import { salaryRange } from "./labels";

describe("salary on the careers pages", () => {
  it("shows the job's currency with the amounts", () => {
    expect(salaryRange(85000, 105000, "EUR")).toBe("€85,000–€105,000 a year");
    expect(salaryRange(50000, null, "GBP")).toBe("From £50,000 a year");
    expect(salaryRange(null, 90000, "CHF")).toBe("Up to CHF\u00a090,000 a year");
    expect(salaryRange(24000, 24000, "USD")).toBe("$24,000 a year");
  });

  it("shows bare amounts when the job names no currency, and nothing without amounts", () => {
    expect(salaryRange(85000, 105000)).toBe("85,000–105,000 a year");
    expect(salaryRange(null, null, "EUR")).toBeNull();
  });
});
