import { classifyBusiness } from "../classification/classify.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { matchClassCodes, NO_GL_TABLE } from "./knowledge-class-codes.service.ts";

/**
 * SEARCH_KNOWLEDGE_BASE's references (ADR 040, 041): instead of the agency's documents, the
 * NAICS 2022 reference (ranked industries with the official index entries and description
 * passages that matched) or the agency's uploaded GL class-code table.
 */

export const KNOWLEDGE_REFERENCES = ["NAICS_2022", "GL_CLASS_CODES"] as const;
export type KnowledgeReference = (typeof KNOWLEDGE_REFERENCES)[number];

export const SIC_NOT_AVAILABLE =
  "SIC (1987) codes are not available here: the NAICS↔SIC correspondence is not part of Cara's reference data yet, and SIC codes are never given from memory.";

export async function searchReference(ctx: AgencyCtx, reference: KnowledgeReference, query: string) {
  if (reference === "NAICS_2022") {
    const result = classifyBusiness(query);
    const answer = result.found
      ? result.candidates
          .map((c, i) => `${i + 1}. ${c.code} ${c.title} — index: ${c.entries.map((e) => `"${e.text}"`).join("; ")}`)
          .join("\n")
      : result.message!;
    return {
      userQuery: query,
      reference,
      edition: result.edition,
      found: result.found,
      answer,
      citations: [],
      candidates: result.candidates,
      rules: result.rules,
      sic: SIC_NOT_AVAILABLE,
    };
  }
  const matches = await matchClassCodes(ctx, query);
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
