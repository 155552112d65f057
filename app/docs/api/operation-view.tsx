import { Inline, Prose } from "./prose";
import { refName, SchemaView, TypeLabel, type Schema } from "./schema-view";

type Parameter = { name: string; in: string; required: boolean; description: string; schema: Schema };
type Media = { schema: Schema; example?: unknown };
export type OperationDoc = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: unknown[];
  parameters: Parameter[];
  requestBody?: { content: { "application/json": Media } };
  // a 304 has no content
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
};

const METHOD_COLORS: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-rose-100 text-rose-900",
};

type Props = { method: string; path: string; op: OperationDoc; schemas: Record<string, Schema> };

export function OperationView({ method, path, op, schemas }: Props) {
  // request and success bodies are shown field by field; nested named schemas stay links
  const expand = (schema: Schema) => schemas[refName(schema) ?? ""] ?? schema;
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  const body = op.requestBody?.content["application/json"];
  return (
    <section id={op.operationId} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <span className={`rounded px-2 py-0.5 font-mono text-xs uppercase ${METHOD_COLORS[method] ?? ""}`}>{method}</span>
        <code className="font-mono">{path}</code>
        <span className="font-normal text-slate-600">{op.summary}</span>
      </h3>
      <p className="mt-1 text-xs text-slate-500">
        {isPublic ? "No credentials needed" : "Authorization: Bearer <api key>"} · operationId <code>{op.operationId}</code>
      </p>
      <Prose text={op.description} />

      {op.parameters.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">Parameters</h4>
          <table className="mt-1 w-full text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 pr-3 font-medium">Name</th>
                <th className="py-1 pr-3 font-medium">In</th>
                <th className="py-1 pr-3 font-medium">Type</th>
                <th className="py-1 font-medium">Description</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-3">
                    <code className="font-semibold">{p.name}</code>
                    {p.required && <span className="text-rose-700"> *</span>}
                  </td>
                  <td className="py-1 pr-3 text-slate-600">{p.in}</td>
                  <td className="py-1 pr-3">
                    <TypeLabel schema={p.schema} />
                  </td>
                  <td className="py-1 text-slate-700">{p.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {body && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">
            Request body <span className="font-normal text-slate-600">(application/json)</span>: <TypeLabel schema={body.schema} />
          </h4>
          <div className="mt-1">
            <SchemaView schema={expand(body.schema)} />
          </div>
          <Example value={body.example} />
        </div>
      )}

      <div className="mt-4">
        <h4 className="text-sm font-semibold">Responses</h4>
        <ul className="mt-1 space-y-2 text-sm">
          {Object.entries(op.responses).map(([status, response]) => {
            const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
            return (
            <li key={status}>
              <span className={`mr-2 rounded px-1.5 font-mono ${status.startsWith("2") ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}>
                {status}
              </span>
              <Inline text={response.description} />
              {media ? (
                <>
                  {" "}
                  <span className="text-slate-500">→</span> <TypeLabel schema={media.schema} />
                </>
              ) : (
                <span className="ml-1 text-slate-500">(no body)</span>
              )}
              {media && mediaType !== "application/json" && <span className="ml-1 text-slate-500">({mediaType})</span>}
              {media && status.startsWith("2") && (
                <div className="mt-1">
                  <SchemaView schema={expand(media.schema)} />
                  <Example value={media.example} />
                </div>
              )}
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Example({ value }: { value: unknown }) {
  if (value === undefined) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs text-slate-600">Example</summary>
      <pre className="mt-1 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

export { SchemaView };
