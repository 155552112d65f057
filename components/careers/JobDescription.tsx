import Markdown, { type Components } from "react-markdown";

// Markdown as recruiters write it, rendered to React elements (never to an HTML string), in a safe
// subset (docs/decisions/181): raw HTML is dropped, images are not shown, links go only to http(s)
// and mailto addresses and carry rel="nofollow noopener". Single newlines stay line breaks, as the
// plain-text descriptions written before Markdown expect.
const ALLOWED = ["p", "br", "strong", "em", "del", "ul", "ol", "li", "a", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "code", "pre", "hr"];

export function safeLinkTarget(url: string): string {
  return /^(https?:\/\/|mailto:)/i.test(url.trim()) ? url.trim() : "";
}

// The page's h1 is the job title and h2 its sections, so the description's headings start at h3.
const components: Components = {
  h1: ({ children }) => <h3 className="text-lg font-semibold text-slate-900">{children}</h3>,
  h2: ({ children }) => <h3 className="text-lg font-semibold text-slate-900">{children}</h3>,
  h3: ({ children }) => <h4 className="font-semibold text-slate-900">{children}</h4>,
  h4: ({ children }) => <h4 className="font-semibold text-slate-900">{children}</h4>,
  h5: ({ children }) => <h4 className="font-semibold text-slate-900">{children}</h4>,
  h6: ({ children }) => <h4 className="font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="whitespace-pre-line">{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  li: ({ children }) => <li className="whitespace-pre-line">{children}</li>,
  blockquote: ({ children }) => <blockquote className="border-l-4 border-slate-200 pl-4 text-slate-700">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-sm">{children}</code>,
  pre: ({ children }) => <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-sm">{children}</pre>,
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="nofollow noopener" className="text-[var(--accent-text)] underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

// `emptyText` is the page's words, in the visitor's language, for a job without a description
export function JobDescription({ text, emptyText }: { text: string | null; emptyText: string }) {
  if (!text || text.trim() === "") return <p className="text-slate-600">{emptyText}</p>;
  return (
    <div className="space-y-4 leading-relaxed text-slate-800" data-testid="job-description">
      <Markdown allowedElements={ALLOWED} unwrapDisallowed skipHtml urlTransform={safeLinkTarget} components={components}>
        {text.replace(/\r\n?/g, "\n")}
      </Markdown>
    </div>
  );
}
