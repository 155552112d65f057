// Plain text, as the recruiter typed it: blank lines make paragraphs, single newlines line breaks.
// React escapes every character, so markup in a description is shown, never run.
export function JobDescription({ text }: { text: string | null }) {
  if (!text || text.trim() === "") return <p className="text-slate-600">No description has been written for this job yet.</p>;
  const paragraphs = text.replace(/\r\n?/g, "\n").split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
