import { builder } from "../../graphql/builder.ts";
import { BusinessPolicyRef } from "../policies/policy-types.graphql.ts";
import { PolicyFileRef } from "./files.graphql.ts";
import { listPolicyFiles } from "./files.service.ts";

/** BusinessPolicy.files (docs/product/documents.md): the policy's documents, newest first. */
builder.objectField(BusinessPolicyRef, "files", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PolicyFileRef],
    description: "The policy's documents, newest first.",
    resolve: (policy, _args, { agency }) => listPolicyFiles(agency, policy.id),
  }),
);
