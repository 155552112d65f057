"use client";

import { LocalTime } from "@/components/ui/LocalTime";
import { actionLabel, metadataLines, targetText, type MetadataLine } from "./describe";
import type { AuditLogEntry } from "./types";

// The viewer's own locale and time zone: an audit trail is read against the reader's clock.
function Timestamp({ iso }: { iso: string }) {
  return <LocalTime iso={iso} />;
}

function Details({ metadata, action }: { metadata: unknown; action: string }) {
  const lines = metadataLines(metadata, action);
  if (lines.length === 0) return <span className="text-slate-500">No details</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line, index) => (
        <li key={index} className="break-words">
          <DetailLine line={line} />
        </li>
      ))}
    </ul>
  );
}

function DetailLine({ line }: { line: MetadataLine }) {
  if (line.kind === "value") {
    return (
      <>
        <span className="text-slate-600">{line.field}:</span> {line.value}
      </>
    );
  }
  return (
    <>
      <span className="text-slate-600">{line.field}:</span> <span className="line-through decoration-slate-400">{line.before}</span>{" "}
      <span aria-hidden="true">→</span>
      <span className="sr-only">changed to</span> <span className="font-medium">{line.after}</span>
    </>
  );
}

function Target({ log }: { log: AuditLogEntry }) {
  return <span className="break-words">{targetText(log)}</span>;
}

export function AuditTable({ logs }: { logs: AuditLogEntry[] }) {
  return (
    <>
      {/* narrow screens: one card per entry */}
      <ul className="space-y-3 md:hidden" aria-label="Audit log entries">
        {logs.map((log) => (
          <li key={log.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-medium text-slate-900">{actionLabel(log.action)}</p>
            <p className="mt-0.5 text-slate-600">
              {log.actorName} · <Timestamp iso={log.createdAt} />
            </p>
            <p className="mt-1 text-slate-700">
              <Target log={log} />
            </p>
            <div className="mt-2 text-slate-800">
              <Details metadata={log.metadata} action={log.action} />
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Audit log, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="w-44 px-4 py-3 font-medium">When</th>
              <th scope="col" className="w-40 px-4 py-3 font-medium">Who</th>
              <th scope="col" className="w-52 px-4 py-3 font-medium">Action</th>
              <th scope="col" className="px-4 py-3 font-medium">Details</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {logs.map((log) => (
              <tr key={log.id} className="align-top">
                <td className="px-4 py-3 text-slate-700">
                  <Timestamp iso={log.createdAt} />
                </td>
                <td className="px-4 py-3 break-words">{log.actorName}</td>
                <td className="px-4 py-3">
                  <span className="font-medium text-slate-900">{actionLabel(log.action)}</span>
                  <span className="block text-slate-600">
                    <Target log={log} />
                  </span>
                </td>
                <td className="px-4 py-3 text-slate-800">
                  <Details metadata={log.metadata} action={log.action} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
