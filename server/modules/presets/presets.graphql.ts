import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { fileUrl } from "../files/files.service.ts";
import { AgencyUserRef } from "../identity/identity.graphql.ts";
import { CaraPresetEnum } from "./preset-types.graphql.ts";
import {
  createCustomPresetOperation,
  updateAgencyUserPreferencesOperation,
  updateCustomPresetOperation,
} from "./presets.operations.ts";
import {
  getCustomPreset,
  listCustomPresets,
  presetFiles,
  type CustomPresetView,
  type PresetFile,
} from "./presets.service.ts";

/** Custom presets (docs/product/custom-presets.md): the agency's own reusable instructions for workspaces. */

const CreatorRef = builder.objectRef<{ name: string }>("CustomPresetCreator").implement({
  fields: (t) => ({ name: t.exposeString("name") }),
});

const FileRef = builder.objectRef<PresetFile>("CustomPresetFile").implement({
  description: "A reference file of a custom preset: searchable by Cara in every workspace made from it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    mimeType: t.exposeString("mimeType"),
    size: t.int({ description: "In bytes.", resolve: (f) => f.sizeBytes }),
    url: t.string({ description: "Download address (signed-in agency users only).", resolve: (f) => fileUrl(f.id) }),
  }),
});

export const CustomPresetRef = builder.objectRef<CustomPresetView>("CustomPreset").implement({
  description: "A custom preset: a base prompt, reference files and the built-in preset whose skill it inherits.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    basePrompt: t.exposeString("basePrompt", { description: "Plain text; never rendered as HTML." }),
    allowFileUpload: t.exposeBoolean("allowFileUpload", { description: "Whether a run asks for input files." }),
    inheritFromPreset: t.field({
      type: CaraPresetEnum,
      nullable: true,
      description: "The built-in preset whose skill a run uses; null: none.",
      resolve: (p) => p.inheritFromPreset,
    }),
    files: t.withAuth({ signedIn: true }).field({
      type: [FileRef],
      description: "The reference files, in order.",
      resolve: (p, _args, { agency }) => presetFiles(agency, p.id),
    }),
    createdBy: t.field({
      type: CreatorRef,
      nullable: true,
      description: "The user who created it; null when that user is gone.",
      resolve: (p) => (p.creatorName ? { name: p.creatorName } : null),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  customPresets: t.withAuth({ signedIn: true }).field({
    type: [CustomPresetRef],
    description:
      "The agency's custom presets, last updated first; `search` keeps those whose title, description or creator's name holds every word.",
    args: { search: t.arg.string() },
    resolve: (_root, { search }, { agency }) => listCustomPresets(agency, search?.slice(0, 200)),
  }),
  customPreset: t.withAuth({ signedIn: true }).field({
    type: CustomPresetRef,
    description: "A custom preset of the agency; NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getCustomPreset(agency, String(id))),
  }),
}));

const presetInputFields = {
  title: { required: true, description: "Two to four words (at most 80 characters)." },
  description: { description: "About one sentence (at most 300 characters)." },
  basePrompt: {
    required: true,
    description: "What Cara does when the preset runs (plain text, at most 20,000 characters).",
  },
} as const;

const CustomPresetInputRef = builder.inputType("CustomPresetInput", {
  fields: (f) => ({
    title: f.string(presetInputFields.title),
    description: f.string(presetInputFields.description),
    basePrompt: f.string(presetInputFields.basePrompt),
    allowFileUpload: f.boolean({ description: "Default true." }),
    inheritFromPreset: f.field({
      type: CaraPresetEnum,
      description: "A built-in preset whose skill runs use; null: none.",
    }),
    fileIds: f.idList({ description: "Reference files to keep, by id; null keeps none." }),
    uploadFiles: f.field({
      type: ["File"],
      description: "New reference files: PDFs, images, Word, Excel, text or CSV.",
    }),
  }),
});

mutationFromOperation(createCustomPresetOperation, {
  type: CustomPresetRef,
  args: (t) => ({ input: t({ type: CustomPresetInputRef, required: true }) }),
});

mutationFromOperation(updateCustomPresetOperation, {
  type: CustomPresetRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: CustomPresetInputRef, required: true }) }),
  input: (args) => ({ ...args, id: String(args.id) }),
});

// The signed-in user's favourite presets (Home's cards), built-in and custom.
const FavoritePresetsInputRef = builder.inputType("FavoritePresetsInput", {
  description: "Home's cards: built-in preset ids and custom preset ids; both empty shows every preset.",
  fields: (t) => ({
    presets: t.stringList({ required: true }),
    customPresetIds: t.idList({ required: false }),
  }),
});

const UpdateAgencyUserPreferencesInputRef = builder.inputType("UpdateAgencyUserPreferencesInput", {
  fields: (t) => ({ favoritePresets: t.field({ type: FavoritePresetsInputRef, required: true }) }),
});

mutationFromOperation(updateAgencyUserPreferencesOperation, {
  type: AgencyUserRef,
  args: (t) => ({ input: t({ type: UpdateAgencyUserPreferencesInputRef, required: true }) }),
});
