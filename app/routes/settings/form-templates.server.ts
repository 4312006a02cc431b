import { data } from "react-router";
import { graphql, MutationFailure } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { failureOf, formReply, messageOf, sourceOf, UNKNOWN_ERROR } from "#app/lib/form-reply.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/form-templates";
import { formDataOf } from "#app/lib/form-data.server.ts";

const FormTemplatesQuery = graphql(`
  query FormTemplates {
    formTemplates {
      template
      file {
        id
        name
        uploadedAt
      }
    }
  }
`);

const SetFormTemplate = graphql(
  `
    mutation SetFormTemplate($template: String!, $file: File) {
      setFormTemplate(template: $template, file: $file) {
        __typename
        ... on FormTemplateSetting {
          template
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

/** GET /app/settings/forms: every form but ACORD 25, with the agency's uploaded edition or none (Cara's layout). */
export async function loader({ context }: Route.LoaderArgs) {
  const { formTemplates } = await gql(context, FormTemplatesQuery);
  return { templates: formTemplates };
}

/**
 * POST (multipart) intent=upload, template, file: the agency's fillable edition of the form;
 * intent=remove goes back to Cara's layout. A refusal (not a PDF, an open password, no fields)
 * is the form reply, its message shown under the form's row.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const intent = form.get("intent");
  const template = form.get("template");
  if ((intent !== "upload" && intent !== "remove") || typeof template !== "string")
    throw data("Unknown action", { status: 400 });
  return submitOnce(context, request, form, async () => {
    const upload = form.get("file");
    const file = intent === "upload" && upload instanceof File && upload.size > 0 ? upload : null;
    if (intent === "upload" && !file)
      return formReply(sourceOf(form), { formError: `Choose your agency's fillable ${template} PDF.` });
    const { setFormTemplate } = await gql(context, SetFormTemplate, { template, file });
    if (setFormTemplate.__typename === "FormTemplateSetting") return { saved: true as const };
    const failure = failureOf(setFormTemplate);
    return formReply(sourceOf(form), { formError: failure ? messageOf(failure) : UNKNOWN_ERROR });
  });
}
