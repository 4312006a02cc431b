import type { GraphQLFormattedError } from "graphql";
import { redirect, type AppLoadContext } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { NO_ANSWER_MESSAGE, promptError } from "#app/components/workspaces/prompt-error.ts";
import { chosenFiles } from "#app/lib/create-workspace.server.ts";
import { formReply, sourceOf } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql, SIGN_IN_PATH } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/workspace";

const AddMessage = graphql(
  `
    mutation AddWorkspaceMessage($id: ID!, $input: AddCaraWorkspaceMessageInput!) {
      addCaraWorkspaceMessage(id: $id, input: $input) {
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

const Rename = graphql(
  `
    mutation RenameWorkspace($id: ID!, $title: String!) {
      updateCaraWorkspaces(workspaceIds: [$id], input: { title: $title }) {
        __typename
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const SaveArtifact = graphql(
  `
    mutation SaveWorkspaceArtifact($workspaceId: ID!, $artifactId: ID!, $version: Int!, $content: String!) {
      updateCaraWorkspaceArtifact(
        workspaceId: $workspaceId
        artifactId: $artifactId
        version: $version
        input: { document: { content: $content } }
      ) {
        __typename
        ... on CaraArtifact {
          version
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const SaveEmailArtifact = graphql(
  `
    mutation SaveWorkspaceEmailDraft(
      $workspaceId: ID!
      $artifactId: ID!
      $version: Int!
      $email: CaraArtifactEmailInput!
    ) {
      updateCaraWorkspaceArtifact(
        workspaceId: $workspaceId
        artifactId: $artifactId
        version: $version
        input: { email: $email }
      ) {
        __typename
        ... on CaraArtifact {
          version
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const CorrectFormField = graphql(
  `
    mutation CorrectWorkspaceFormField($workspaceId: ID!, $artifactId: ID!, $key: String!, $value: String!) {
      updateCaraWorkspaceFormField(workspaceId: $workspaceId, artifactId: $artifactId, key: $key, value: $value) {
        __typename
        ... on CaraArtifact {
          version
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

type Payload = {
  __typename?: string;
  message?: string;
  fieldErrors?: ReadonlyArray<{ path: string; message: string }>;
};

const codeOf = (error: GraphQLFormattedError) => error.extensions?.code;

/**
 * The message under the prompt box for a refused send, in the order the page promises: the
 * application error, then the first field error, then the first GraphQL error the API meant to
 * say (a coded one); an uncoded error is a fault, thrown to the error page.
 */
function refusalOf(payload: Payload | null | undefined, errors: readonly GraphQLFormattedError[]): string {
  if (errors.some((error) => codeOf(error) === "UNAUTHENTICATED")) throw redirect(SIGN_IN_PATH);
  const meant = errors.filter((error) => codeOf(error));
  if (errors.length > meant.length) {
    const fault = errors.find((error) => !codeOf(error)) as GraphQLFormattedError & { originalError?: Error };
    throw fault.originalError ?? new Error(fault.message);
  }
  return (
    promptError({
      message: payload?.__typename === "ApplicationError" ? payload.message : null,
      errors: payload?.__typename === "ValidationError" ? payload.fieldErrors : null,
      graphQLErrors: meant,
    }) ?? NO_ANSWER_MESSAGE
  );
}

async function sendMessage(context: AppLoadContext, id: string, form: FormData) {
  const message = String(form.get("message") ?? "").trim();
  // a named 0-byte file goes on, for the server to refuse with its reason (issue 28)
  const files = chosenFiles(form);
  const result = await context.graphql(AddMessage, { id, input: { message, files } });
  const payload = result.data?.addCaraWorkspaceMessage;
  if (payload?.__typename === "CaraWorkspace") return { ok: true as const };
  const refusal = refusalOf(payload, result.errors ?? []);
  if (!payload && !result.errors?.length) context.reportError(new Error(NO_ANSWER_MESSAGE));
  return formReply(sourceOf(form), { formError: refusal });
}

async function rename(context: AppLoadContext, id: string, form: FormData) {
  const title = String(form.get("title") ?? "").trim();
  // a blank title is ignored: the workspace keeps its name
  if (!title) return { ok: true as const };
  const result = (await gql(context, Rename, { id, title })).updateCaraWorkspaces;
  if (result.__typename === "UpdateCaraWorkspacesSuccess") return { ok: true as const };
  return formReply(sourceOf(form), { formError: refusalOf(result, []) });
}

async function saveArtifact(context: AppLoadContext, workspaceId: string, form: FormData) {
  const target = {
    workspaceId,
    artifactId: String(form.get("artifactId") ?? ""),
    version: Number(form.get("version")),
  };
  const result =
    form.get("kind") === "email"
      ? (
          await gql(context, SaveEmailArtifact, {
            ...target,
            email: {
              subject: String(form.get("subject") ?? ""),
              toEmail: String(form.get("toEmail") ?? ""),
              body: String(form.get("body") ?? ""),
            },
          })
        ).updateCaraWorkspaceArtifact
      : (await gql(context, SaveArtifact, { ...target, content: String(form.get("content") ?? "") }))
          .updateCaraWorkspaceArtifact;
  if (result.__typename === "CaraArtifact") return { ok: true as const, version: result.version };
  return formReply(sourceOf(form), { formError: refusalOf(result, []) });
}

async function correctFormField(context: AppLoadContext, workspaceId: string, form: FormData) {
  const result = (
    await gql(context, CorrectFormField, {
      workspaceId,
      artifactId: String(form.get("artifactId") ?? ""),
      key: String(form.get("key") ?? ""),
      value: String(form.get("value") ?? ""),
    })
  ).updateCaraWorkspaceFormField;
  if (result.__typename === "CaraArtifact") return { ok: true as const, version: result.version };
  return formReply(sourceOf(form), { formError: refusalOf(result, []) });
}

const ApproveAction = graphql(
  `
    mutation ApproveCaraAction($id: ID!) {
      approveCaraAction(id: $id) {
        __typename
        ... on CaraProposedAction {
          id
          state
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

const DeclineAction = graphql(
  `
    mutation DeclineCaraAction($id: ID!) {
      declineCaraAction(id: $id) {
        __typename
        ... on CaraProposedAction {
          id
          state
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** A person approves or declines an action Cara proposed outside the product (ADR 060). */
async function decideAction(context: AppLoadContext, form: FormData, approve: boolean) {
  const id = String(form.get("actionId") ?? "");
  const result = approve
    ? (await gql(context, ApproveAction, { id })).approveCaraAction
    : (await gql(context, DeclineAction, { id })).declineCaraAction;
  if (result.__typename === "CaraProposedAction") return { ok: true as const };
  return formReply(sourceOf(form), { formError: refusalOf(result, []) });
}

/**
 * POST /app/workspaces/{id} (docs/product/workspace.md), by `intent`: `message` (multipart:
 * message and repeated files) adds a message for Cara; `title` renames; `artifact` saves an
 * edited draft as a new version (artifactId, version, and content; or, with kind=email, subject,
 * toEmail and body); `formField` corrects one field of a filled form (artifactId, key, value) as
 * a new version; `approveAction` / `declineAction` decide an action Cara proposed (actionId).
 * A refusal is the form reply
 * (status 400) with the message for the page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return formReply({}, { formError: `These files are too large; together they can be up to ${limit}.` }, 413);
  }
  const form = await request.formData().catch(() => null);
  if (!form) return formReply({}, { formError: "Send the message as a form" });
  const id = params.workspaceId;
  return submitOnce(context, request, form, async () => {
    switch (form.get("intent")) {
      case "message":
        return sendMessage(context, id, form);
      case "title":
        return rename(context, id, form);
      case "artifact":
        return saveArtifact(context, id, form);
      case "formField":
        return correctFormField(context, id, form);
      case "approveAction":
        return decideAction(context, form, true);
      case "declineAction":
        return decideAction(context, form, false);
      default:
        return formReply(sourceOf(form), { formError: "Unknown action" });
    }
  });
}
