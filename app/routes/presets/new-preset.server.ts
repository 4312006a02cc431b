import { redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { failureOf, formReply } from "#app/lib/form-reply.server.ts";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { checkInherit, presetInput, typedValues } from "./preset-body.server.ts";
import type { Route } from "./+types/new-preset";
import { formDataOf } from "#app/lib/form-data.server.ts";

const CreateCustomPreset = graphql(
  `
    mutation CreateCustomPreset($input: CustomPresetInput!) {
      createCustomPreset(input: $input) {
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

/**
 * POST /app/presets/new, multipart: title, description, basePrompt, allowFileUpload, fileIds,
 * inheritFromPreset, uploadFiles (spec §7): creates the custom preset, then back to /app/presets.
 * A refusal comes back under its field (or, like the plan's limit, for the form) with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
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
    const { createCustomPreset: result } = await gql(context, CreateCustomPreset, { input: presetInput(form) });
    if (result.__typename === "CustomPreset") throw redirect("/app/presets");
    return formReply(typedValues(form), failureOf(result));
  });
}
