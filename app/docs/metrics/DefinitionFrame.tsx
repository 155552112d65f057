import type { ReactNode } from "react";

type Statement = { id: string; title: string; intro?: ReactNode; sql: string };

// The frame of a published definition at /docs/metrics/{key} (English, as the docs are; kept beside
// the pages rather than in components/, whose words come from the catalogue): the way back, the name and key, what
// it counts in words, who it counts for, the statements that compute it (the very text the API
// runs), and where the API answers it. Static, with no script.
export function DefinitionFrame({
  name,
  definitionKey,
  facts,
  definition,
  viewerNote,
  statements,
  answeredBy,
}: {
  name: string;
  definitionKey: string;
  facts?: ReactNode;
  definition: string[];
  viewerNote: ReactNode;
  statements: Statement[];
  answeredBy: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <a className="text-brand-700 underline" href="/docs/metrics">
          All metrics
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">{name}</h1>
      <p className="mt-1 font-mono text-xs text-slate-600">{definitionKey}</p>
      {facts}
      <section aria-labelledby="definition" className="mt-6">
        <h2 id="definition" className="text-lg font-semibold">
          Definition
        </h2>
        {definition.map((sentence) => (
          <p key={sentence} className="mt-2 text-slate-800">
            {sentence}
          </p>
        ))}
        <p className="mt-2 text-slate-800">{viewerNote}</p>
      </section>
      {statements.map((statement) => (
        <section key={statement.id} aria-labelledby={statement.id} className="mt-6">
          <h2 id={statement.id} className="text-lg font-semibold">
            {statement.title}
          </h2>
          {statement.intro ? <p className="mt-2 text-sm text-slate-700">{statement.intro}</p> : null}
          <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs" tabIndex={0}>
            <code>{statement.sql}</code>
          </pre>
        </section>
      ))}
      <p className="mt-6 text-sm">{answeredBy}</p>
    </main>
  );
}
