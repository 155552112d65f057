import { describe, expect, it } from "vitest";
import { lintOpenApi } from "@/scripts/openapi-lint";

describe("OpenAPI document", () => {
  it("passes `redocly lint` with no errors and no warnings", () => {
    const { status, output } = lintOpenApi();
    expect(output).toContain("Your API description is valid");
    // stylish format: "  12:5  error  rule-name  message" per problem
    expect(output).not.toMatch(/^\s*\d+:\d+\s+(error|warning)\s/m);
    expect(output).not.toMatch(/You have \d+ warning/);
    expect(status, output).toBe(0);
  }, 120_000);
});
