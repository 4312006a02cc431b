import { classifyBusiness } from "../classification/classify.ts";
import { SIC_SOURCE, sicFor } from "../classification/sic.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { matchClassCodes, NO_GL_TABLE } from "./knowledge-class-codes.service.ts";
import type { KnowledgeScope } from "./knowledge-read.service.ts";

/**
 * SEARCH_KNOWLEDGE_BASE's references (ADR 040, 041): instead of the agency's documents, the
 * NAICS 2022 reference (ranked industries with the official index entries and description
 * passages that matched) or the agency's uploaded GL class-code table.
 */

export const KNOWLEDGE_REFERENCES = ["NAICS_2022", "GL_CLASS_CODES"] as const;
export type KnowledgeReference = (typeof KNOWLEDGE_REFERENCES)[number];

/** Said for a NAICS code the correspondence does not cover (never a SIC code from memory). */
export const SIC_NOT_IN_TABLE = "Not in the 1987 SIC to 2002 NAICS correspondence (the NAICS code changed after 2002).";

export async function searchReference(
  ctx: AgencyCtx,
  reference: KnowledgeReference,
  query: string,
  scope?: KnowledgeScope | null,
) {
  if (reference === "NAICS_2022") {
    const result = classifyBusiness(query);
    const candidates = result.candidates.map((candidate) => ({ ...candidate, sic: sicFor(candidate.code) }));
    const sicText = (codes: Array<{ code: string; title: string }>) =>
      codes.length ? codes.map((sic) => `${sic.code} ${sic.title}`).join("; ") : SIC_NOT_IN_TABLE;
    const answer = result.found
      ? candidates
          .map(
            (c, i) =>
              `${i + 1}. ${c.code} ${c.title} — index: ${c.entries.map((e) => `"${e.text}"`).join("; ")} — SIC (1987): ${sicText(c.sic)}`,
          )
          .join("\n")
      : result.message!;
    return {
      userQuery: query,
      reference,
      edition: result.edition,
      found: result.found,
      answer,
      citations: [],
      candidates,
      rules: result.rules,
      sicSource: SIC_SOURCE,
    };
  }
  const matches = await matchClassCodes(ctx, query, 3, scope);
  const found = Boolean(matches?.length);
  const answer =
    matches === null
      ? NO_GL_TABLE
      : found
        ? matches.map((m, i) => `${i + 1}. ${m.code} ${m.description}`).join("\n")
        : "No row of the agency's class-code table matches this description.";
  return {
    userQuery: query,
    reference,
    found,
    tableFound: matches !== null,
    answer,
    citations: [],
    classCodes: matches ?? [],
  };
}
