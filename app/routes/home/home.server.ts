import { redirect } from "react-router";
import { homePresets } from "#domain/preferences.ts";
import { expiringWindowOf } from "#domain/user-day.ts";
import { formatFileSize } from "#domain/document.ts";
import { chosenFiles, createWorkspace } from "#app/lib/create-workspace.server.ts";
import { graphql } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/home";
import { formDataOf } from "#app/lib/form-data.server.ts";

const HomeQuery = graphql(`
  query Home($expiringWithinDays: Int) {
    customPresets {
      id
      title
      description
    }
    agencyUser {
      id
      preferences {
        favoritePresets
        favoriteCustomPresets
      }
    }
    userDay(expiringWithinDays: $expiringWithinDays) {
      today
      expiringWithinDays
      dueRequests {
        totalCount
        nodes {
          id
          type
          clientName
          dueAt
          account {
            id
            account {
              name
            }
          }
        }
      }
      expiringPolicies {
        totalCount
        nodes {
          id
          typeName
          policyNumber
          expiresAt
          account {
            id
            account {
              name
            }
          }
        }
      }
      pendingCancellations {
        totalCount
        nodes {
          id
          typeName
          policyNumber
          expiresAt
          account {
            id
            account {
              name
            }
          }
          cancellation {
            effectiveAt
          }
        }
      }
    }
  }
`);

/**
 * GET /app/home?expiring=30|60|90 (docs/product/home-and-presets.md): the user's favourite presets,
 * built-in and custom (all when none), and their day, in one GraphQL query.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const expiringWithinDays = expiringWindowOf(new URL(request.url).searchParams.get("expiring"));
  const { agencyUser, userDay, customPresets } = await gql(context, HomeQuery, { expiringWithinDays });
  const favorites = agencyUser?.preferences.favoritePresets ?? [];
  const favoriteCustomPresets = agencyUser?.preferences.favoriteCustomPresets ?? [];
  const shown = homePresets(favorites, favoriteCustomPresets, customPresets);
  return {
    favorites,
    favoriteCustomPresets,
    // every custom preset of the agency, for the preferences dialog's Custom Presets tab
    allCustomPresets: customPresets,
    presets: shown.presets,
    customPresets: shown.customPresets,
    day: userDay,
  };
}

/**
 * POST /app/home, multipart { message, files } (docs/product/workspaces-list.md, "Home"): starts a workspace
 * with the message and files, then opens it; a refusal is { error } under the prompt box.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.bodyTooLarge)
    return {
      error: `These files are too large; files can be up to ${formatFileSize(context.publicConfig.maxUploadBytes)}.`,
    };
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const message = String(form.get("message") ?? "").trim();
    if (!message) return { error: "Write a message for Cara" };
    const files = chosenFiles(form);
    const result = await createWorkspace(context, { message, files: files.length ? files : null });
    if (result.id) throw redirect(`/app/workspaces/${result.id}`);
    return { error: result.error };
  });
}
