import { Fragment, useMemo } from "react";
import { CitationChip } from "./citation-chip.tsx";
import { parseMessage, type Inline } from "./message-markup.ts";
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

/** A message's text: paragraphs, lists and bold, with citation chips where the text marks them. */
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
