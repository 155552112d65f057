import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JobDescription } from "./JobDescription";

const render = (text: string | null, emptyText = "No description yet.") => renderToStaticMarkup(createElement(JobDescription, { text, emptyText }));

describe("job description Markdown on the careers page", () => {
  it("renders emphasis, lists, headings and links instead of showing the markup", () => {
    const html = render("**Requirements**\n\n- TypeScript\n- *PostgreSQL*\n\n## Benefits\n\nSee [our handbook](https://handbook.example.com).");
    expect(html).toContain("<strong>Requirements</strong>");
    expect(html).not.toContain("**");
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>TypeScript<\/li>\s*<li[^>]*><em>PostgreSQL<\/em><\/li>\s*<\/ul>/);
    // the page's h1 is the title: a description heading never outranks its sections
    expect(html).toMatch(/<h3[^>]*>Benefits<\/h3>/);
    expect(html).toContain('<a href="https://handbook.example.com" rel="nofollow noopener"');
  });

  it("drops raw HTML, scripts and images, and keeps no javascript: or data: link", () => {
    const html = render(
      '<script>alert(1)</script>\n\nHello <b onclick="x()">there</b> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [data](data:text/html,hi) ![pixel](https://tracker.example.com/p.gif) [mail](mailto:jobs@example.com)',
    );
    expect(html).not.toMatch(/<script|<b |<img|onclick|onerror|javascript:|data:text/i);
    expect(html).toContain("Hello ");
    expect(html).toContain("<span>click</span>");
    expect(html).toContain('<a href="mailto:jobs@example.com" rel="nofollow noopener"');
  });

  it("keeps plain-text descriptions as they were: paragraphs and line breaks", () => {
    const html = render("First line\nsecond line\n\nNext paragraph");
    expect(html).toMatch(/<p class="whitespace-pre-line">First line\nsecond line<\/p>\s*<p[^>]*>Next paragraph<\/p>/);
    expect(render("   ")).toContain("No description yet.");
    expect(render(null, "Für diese Stelle wurde noch keine Beschreibung verfasst.")).toContain("noch keine Beschreibung");
  });
});
