import type { WsToolCall } from "./types.ts";

interface SearchFileShape {
  input: { queries?: unknown };
  output?: { results?: Array<{ query?: unknown; answer?: unknown }> } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-neutral-500">{label}</p>
      <pre className="max-h-64 overflow-auto rounded-md bg-neutral-50 p-2 font-mono text-xs leading-5 whitespace-pre-wrap text-neutral-800 ring-1 ring-neutral-200">
        {typeof value === "string" ? value : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** Search file: the queries, then each query's answer. */
function SearchFile({ call }: { call: SearchFileShape }) {
  const queries = Array.isArray(call.input.queries) ? call.input.queries.map(String) : [];
  const results = Array.isArray(call.output?.results) ? call.output.results : [];
  return (
    <div className="flex flex-col gap-2">
      <div>
        <p className="mb-1 text-xs font-medium text-neutral-500">Queries</p>
        <ul className="flex flex-wrap gap-1.5">
          {queries.map((query, index) => (
            <li key={index} className="rounded-md bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700">
              {query}
            </li>
          ))}
        </ul>
      </div>
      {results.length > 0 ? (
        <dl className="flex flex-col gap-2">
          {results.map((result, index) => (
            <div key={index} className="rounded-md bg-neutral-50 p-2 ring-1 ring-neutral-200">
              <dt className="text-xs font-medium text-neutral-500">{String(result.query ?? "")}</dt>
              <dd className="mt-0.5 text-sm whitespace-pre-wrap text-neutral-800">{String(result.answer ?? "")}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** A tool call's input and output: search file reads as queries and answers; other tools as their JSON. */
export function ToolCallDetails({ call }: { call: WsToolCall }) {
  if (call.type === "SEARCH_FILE" && isRecord(call.input))
    return <SearchFile call={{ input: call.input, output: isRecord(call.output) ? call.output : null }} />;
  return (
    <div className="flex flex-col gap-2">
      <Json label="Input" value={call.input} />
      {call.output !== undefined && call.output !== null ? <Json label="Output" value={call.output} /> : null}
    </div>
  );
}
