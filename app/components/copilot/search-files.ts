import type { ComboboxOption } from "#app/lib/combobox-filter.ts";

/** Existing files are searched after this pause in typing (ms), at most this many shown. */
export const FILE_SEARCH_DEBOUNCE_MS = 300;
export const FILE_SEARCH_MAX_RESULTS = 10;

const SOURCE_LABELS: Record<string, string> = {
  POLICY: "Policy document",
  SERVICE_REQUEST: "Service request file",
  WORKSPACE: "Workspace file",
  KNOWLEDGE: "Knowledge base document",
};

interface Hit {
  id: string;
  name: string;
  source: string;
  context: string | null;
  integration: { type: string } | null;
}

/**
 * The agency's files whose name matches (searchFiles: policy documents, resolution files, knowledge
 * base documents, workspace files), as combobox options; any failure is an empty list (the results clear silently).
 */
export async function searchExistingFiles(query: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({
        query:
          "query CopilotFileSearch($search: String!) { searchFiles(search: $search) { id name source context integration { type } } }",
        variables: { search: query },
      }),
      signal,
    });
    const body = (await response.json()) as { data?: { searchFiles: Hit[] } | null };
    return (body.data?.searchFiles ?? []).slice(0, FILE_SEARCH_MAX_RESULTS).map((hit) => ({
      value: hit.id,
      label: hit.name,
      description: [SOURCE_LABELS[hit.source] ?? hit.source, hit.context, hit.integration?.type]
        .filter(Boolean)
        .join(" · "),
    }));
  } catch {
    return [];
  }
}
