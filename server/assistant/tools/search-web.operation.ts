import { z } from "zod";
import { searchWeb, WebSearchError } from "../../ai/web-search.ts";
import { DomainError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";

/** SEARCH_WEB: Brave Search with WEB_SEARCH_API_KEY, else the plain statement that none is configured. */
export const searchWebOperation = defineOperation({
  name: "searchWeb",
  description: "Searches the public web (when a search provider is configured). Never a source for a policy's values.",
  access: "agency",
  input: z.object({ query: z.string().trim().min(2).max(400) }),
  run: async (ctx, { query }) => {
    try {
      return await searchWeb(ctx.config, query);
    } catch (error) {
      if (error instanceof WebSearchError) throw new DomainError("INVALID_STATE", error.message);
      throw error;
    }
  },
});
