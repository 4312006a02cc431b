import { builder } from "../../graphql/builder.ts";
import { searchFiles, type SearchFileResult } from "./search-files.service.ts";

const FileSourceEnum = builder.enumType("SearchFileSource", {
  values: ["POLICY", "SERVICE_REQUEST", "WORKSPACE", "KNOWLEDGE"],
});

const SearchFileResultRef = builder.objectRef<SearchFileResult>("SearchFileResult").implement({
  description: "A file of the agency a workspace can use (picked by id as an existing file).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    source: t.field({ type: FileSourceEnum, resolve: (f) => f.source }),
    context: t.exposeString("context", { nullable: true }),
    integration: t.field({
      type: builder.objectRef<{ type: string }>("SearchFileIntegration").implement({
        fields: (f) => ({ type: f.exposeString("type") }),
      }),
      nullable: true,
      description: "The connected system it came from (none yet: every file is the agency's own).",
      resolve: () => null,
    }),
  }),
});

builder.queryField("searchFiles", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [SearchFileResultRef],
    description:
      "The agency's policy documents, resolution files, knowledge base documents and workspace files whose name contains every word, newest first (at most 10).",
    args: { search: t.arg.string({ required: true }) },
    resolve: (_root, { search }, { agency }) => searchFiles(agency, search),
  }),
);
