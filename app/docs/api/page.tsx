import type { Metadata } from "next";
import { openApiDocument } from "@/lib/openapi/document";
import { OperationView, SchemaView, type OperationDoc } from "./operation-view";
import { Prose } from "./prose";
import type { Schema } from "./schema-view";

export const metadata: Metadata = { title: "API reference" };

// A readable rendering of /api/openapi.json: operations by tag, then every named schema.
// Server-rendered with no client script, so it works offline and under the CSP.
export default function ApiReferencePage() {
  const doc = openApiDocument();
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as OperationDoc })),
  );
  const componentSchemas = doc.components.schemas as Record<string, Schema>;
  const schemas = Object.entries(componentSchemas).sort(([a], [b]) => a.localeCompare(b));

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <header>
        <h1 className="text-2xl font-semibold">{doc.info.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Version {doc.info.version} · OpenAPI {doc.openapi} ·{" "}
          <a className="text-brand-700 underline" href="/api/openapi.json">
            /api/openapi.json
          </a>
        </p>
        <Prose text={doc.info.description} />
      </header>

      <nav aria-label="Operations" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 className="font-semibold">Contents</h2>
        <ul className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {doc.tags.map((tag) => (
            <li key={tag.name}>
              <a className="font-medium text-brand-700 underline" href={`#tag-${slug(tag.name)}`}>
                {tag.name}
              </a>
              <ul className="mt-1 space-y-0.5">
                {operations
                  .filter((o) => o.op.tags[0] === tag.name)
                  .map((o) => (
                    <li key={o.op.operationId}>
                      <a className="text-slate-700 hover:underline" href={`#${o.op.operationId}`}>
                        <span className="inline-block w-14 font-mono text-xs uppercase text-slate-500">{o.method}</span>
                        <span className="font-mono text-xs">{o.path}</span>
                      </a>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
          <li>
            <a className="font-medium text-brand-700 underline" href="#schemas">
              Schemas
            </a>
          </li>
        </ul>
      </nav>

      {doc.tags.map((tag) => (
        <section key={tag.name} id={`tag-${slug(tag.name)}`} className="mt-10 scroll-mt-4">
          <h2 className="text-xl font-semibold">{tag.name}</h2>
          <p className="mt-1 text-sm text-slate-600">{tag.description}</p>
          <div className="mt-4 space-y-4">
            {operations
              .filter((o) => o.op.tags[0] === tag.name)
              .map((o) => (
                <OperationView key={o.op.operationId} method={o.method} path={o.path} op={o.op} schemas={componentSchemas} />
              ))}
          </div>
        </section>
      ))}

      <section id="schemas" className="mt-12 scroll-mt-4">
        <h2 className="text-xl font-semibold">Schemas</h2>
        <div className="mt-4 space-y-4">
          {schemas.map(([name, schema]) => (
            <div key={name} id={`schema-${name}`} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-mono font-semibold">{name}</h3>
              {typeof schema.description === "string" && <p className="mt-1 text-sm text-slate-600">{schema.description}</p>}
              <div className="mt-2">
                <SchemaView schema={schema} />
              </div>
            </div>
          ))}
        </div>
      </section>
    </main>
  );
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
