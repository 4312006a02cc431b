import { Fragment, useMemo } from "react";
import { CitationChip } from "./citation-chip.tsx";
import { FINDING_TONES, type FindingStatus } from "#domain/findings.ts";
import { parseMessage, type Block, type Inline } from "./message-markup.ts";
import type { WsCitation } from "./types.ts";

function Pieces({ pieces, citations }: { pieces: Inline[]; citations: readonly WsCitation[] }) {
  return pieces.map((piece, index) => {
    if (piece.kind === "bold")
      return (
        <strong key={index} className="font-semibold text-neutral-900">
          {piece.text}
        </strong>
      );
    if (piece.kind === "cite")
      return <CitationChip key={index} citation={citations[piece.index]!} number={piece.index + 1} />;
    return <Fragment key={index}>{piece.text}</Fragment>;
  });
}

const TONE_CLASSES = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  bad: "bg-red-50 text-red-800 ring-red-600/20",
  caution: "bg-amber-50 text-amber-900 ring-amber-600/25",
  neutral: "bg-neutral-100 text-neutral-700 ring-neutral-500/20",
};

function StatusBadge({ status }: { status: FindingStatus }) {
  return (
    <span
      className={`mr-1.5 inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[FINDING_TONES[status]]}`}
    >
      {status}
    </span>
  );
}

/** A findings table: scrolls sideways on its own on a small screen (and by keyboard). */
function FindingsTable({
  block,
  citations,
}: {
  block: Extract<Block, { kind: "table" }>;
  citations: readonly WsCitation[];
}) {
  return (
    <div
      role="region"
      aria-label="Findings table"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg ring-1 ring-neutral-200 focus-visible:outline-2 focus-visible:outline-accent-600 [&_[data-citation]]:max-w-40"
    >
      <table className="min-w-full border-collapse text-left text-sm leading-5">
        <thead className="bg-neutral-50">
          <tr>
            {block.header.map((cell, i) => (
              <th
                key={i}
                scope="col"
                className="border-b border-neutral-200 px-2.5 py-2 font-semibold text-neutral-900"
              >
                <Pieces pieces={cell} citations={citations} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r} className="border-b border-neutral-100 last:border-b-0">
              {row.map((cell, c) => (
                <td key={c} className="px-2.5 py-2 align-top text-neutral-800">
                  {cell.status ? <StatusBadge status={cell.status} /> : null}
                  <Pieces pieces={cell.inline} citations={citations} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A message's text: paragraphs, lists, findings tables and bold, with citation chips where the text marks them. */
export function MessageText({ content, citations }: { content: string; citations: readonly WsCitation[] }) {
  const blocks = useMemo(() => parseMessage(content, citations.length), [content, citations.length]);
  return (
    <div className="flex flex-col gap-2 leading-6 break-words">
      {blocks.map((block, index) => {
        if (block.kind === "heading")
          return (
            <p key={index} className="font-semibold text-neutral-900">
              <Pieces pieces={block.inline} citations={citations} />
            </p>
          );
        if (block.kind === "table") return <FindingsTable key={index} block={block} citations={citations} />;
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index} className={block.ordered ? "list-decimal pl-5" : "list-disc pl-5"}>
              {block.items.map((item, i) => (
                <li key={i} className="pl-1">
                  <Pieces pieces={item} citations={citations} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                <Pieces pieces={line} citations={citations} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
