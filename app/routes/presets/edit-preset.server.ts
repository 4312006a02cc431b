import { data, redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { failureOf, formReply } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { checkInherit, presetInput, typedValues } from "./preset-body.server.ts";
import type { Route } from "./+types/edit-preset";
import { formDataOf } from "#app/lib/form-data.server.ts";

const CustomPresetQuery = graphql(`
  query CustomPresetForEdit($id: ID!) {
    customPreset(id: $id) {
      id
      title
      description
      basePrompt
      allowFileUpload
      inheritFromPreset
      files {
        id
        name
        size
        url
      }
    }
  }
`);

export type EditablePreset = ResultOf<typeof CustomPresetQuery>["customPreset"];

const UpdateCustomPreset = graphql(
  `
    mutation UpdateCustomPreset($id: ID!, $input: CustomPresetInput!) {
      updateCustomPreset(id: $id, input: $input) {
        __typename
        ... on CustomPreset {
          id
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET /app/presets/{id}/edit: the preset's fields and reference files (404 for another agency's). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { customPreset } = await gql(context, CustomPresetQuery, { id: params.presetId });
  return { preset: customPreset };
}

/**
 * PUT /app/presets/{id}/edit, multipart, the create form's fields (spec §7): saves the preset,
 * then back to /app/presets; a refusal comes back under its field with what was typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") throw data("Method not allowed", { status: 405 });
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return formReply(
      {},
      { fieldErrors: { uploadFiles: [`These files are too large; files can be up to ${limit}.`] } },
      413,
    );
  }
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const invalid = checkInherit(form);
    if (invalid) return formReply(typedValues(form), invalid);
    const { updateCustomPreset: result } = await gql(context, UpdateCustomPreset, {
      id: params.presetId,
      input: presetInput(form),
    });
    if (result.__typename === "CustomPreset") throw redirect("/app/presets");
    return formReply(typedValues(form), failureOf(result));
  });
}
