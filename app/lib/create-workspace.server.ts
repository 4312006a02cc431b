import type { AppLoadContext } from "react-router";
import { graphql, MutationFailure, type VariablesOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { promptError } from "#app/components/workspaces/prompt-error.ts";

const CreateWorkspace = graphql(
  `
    mutation CreateCaraWorkspace($input: CreateCaraWorkspaceInput!) {
      createCaraWorkspace(input: $input) {
        __typename
        ... on CaraWorkspace {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export type CreateWorkspaceInput = VariablesOf<typeof CreateWorkspace>["input"];
export const FAILED_TO_CREATE = "Failed to create workspace";

/**
 * Starts a workspace (createCaraWorkspace). A refusal is one message, in the order the prompt box
 * shows them (docs/product/workspaces-list.md, "Prompt box"): the specific error's message, else the first
 * field error, else the first GraphQL error; no id at all is 'Failed to create workspace'.
 * Sign-in and subscription answers (thrown Responses) pass through.
 */
export async function createWorkspace(
  context: AppLoadContext,
  input: CreateWorkspaceInput,
): Promise<{ id: string; error?: undefined } | { id?: undefined; error: string }> {
  let result;
  try {
    result = (await gql(context, CreateWorkspace, { input })).createCaraWorkspace;
  } catch (error) {
    if (!(error instanceof Error)) throw error; // a redirect to sign-in, a 403 or 404 answer
    return { error: error.message || FAILED_TO_CREATE };
  }
  if (result?.__typename === "CaraWorkspace" && result.id) return { id: result.id };
  const refusal = promptError({
    message: result?.__typename === "ApplicationError" ? result.message : null,
    errors: result?.__typename === "ValidationError" ? result.fieldErrors : null,
  });
  if (refusal) return { error: refusal };
  console.error("createCaraWorkspace returned no workspace id", result);
  return { error: FAILED_TO_CREATE };
}

/**
 * The files of a multipart form field: every file the user chose, a 0-byte one too, so the server
 * refuses it with its reason instead of the message going on without it (issue 28). An empty file
 * input still sends one nameless, empty part: that one is no file.
 */
export const chosenFiles = (form: FormData, name = "files") =>
  form.getAll(name).filter((value): value is File => value instanceof File && !(value.size === 0 && !value.name));
