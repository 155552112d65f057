import { Fragment } from "react";

// The document's descriptions use only `code` and **bold**; paragraphs are separated by blank lines.
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="mt-2 text-sm leading-6 text-slate-700">
          <Inline text={paragraph.replace(/\n/g, " ")} />
        </p>
      ))}
    </>
  );
}

export function Inline({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((part, i) => {
        if (part.startsWith("`") && part.endsWith("`")) {
          return <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.85em]">{part.slice(1, -1)}</code>;
        }
        if (part.startsWith("**") && part.endsWith("**")) return <strong key={i}>{part.slice(2, -2)}</strong>;
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}
