import { COUNT_LIMIT_ARG, listPageFields } from "../../graphql/list-count.ts";
import { CaraPresetEnum } from "../presets/preset-types.graphql.ts";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { AccountRef } from "../accounts/accounts.graphql.ts";
import { AgencyUserRef } from "../identity/identity.graphql.ts";
import { findCustomPreset } from "../presets/presets.service.ts";
import { CaraProposedActionRef } from "./effect-approvals.graphql.ts";
import { listEffectApprovals } from "./effect-approvals.service.ts";
import { ServiceRequestRef } from "../servicing/servicing.graphql.ts";
import {
  artifactViews,
  CaraArtifactRef,
  CaraDateRangeEnum,
  CaraFileRef,
  CaraMessageRef,
  CaraPlanStageRef,
  CaraSchemaVersionEnum,
  CaraWorkspaceSortEnum,
  CaraWorkspaceStateEnum,
} from "./workspace-types.graphql.ts";
import {
  addCaraWorkspaceMessageOperation,
  createCaraWorkspaceOperation,
  updateCaraWorkspaceArtifactOperation,
  updateCaraWorkspacesOperation,
} from "./workspaces.operations.ts";
import { listWorkspaces, type WorkspacePage } from "./workspaces-list.service.ts";
import { loadWorkspaceDetail, readWorkspace, type Workspace, type WorkspaceDetail } from "./workspaces.service.ts";

/** Copilot workspaces (docs/product/workspaces.md): the list, one workspace and the mutations. */

/** The detail of a workspace object, read once (five statements) whichever of its fields are asked. */
const details = new WeakMap<Workspace, Promise<WorkspaceDetail>>();
export function detailOf(ctx: AgencyCtx, workspace: Workspace): Promise<WorkspaceDetail> {
  let detail = details.get(workspace);
  if (!detail) {
    detail = loadWorkspaceDetail(ctx, workspace.id);
    details.set(workspace, detail);
  }
  return detail;
}

const CaraWorkspaceMetadataRef = builder.objectRef<Workspace>("CaraWorkspaceMetadata").implement({
  fields: (t) => ({
    clientName: t.exposeString("clientName", { nullable: true }),
    keywords: t.stringList({ resolve: (w) => w.keywords }),
  }),
});
const CaraWorkspaceIntegrationRef = builder.objectRef<{ type: string }>("CaraWorkspaceIntegration").implement({
  fields: (t) => ({ type: t.exposeString("type") }),
});
const CaraCustomPresetRefRef = builder.objectRef<{ id: string; title: string }>("CaraCustomPresetRef").implement({
  description: "The custom preset a workspace was made from.",
  fields: (t) => ({ id: t.exposeID("id"), title: t.exposeString("title") }),
});

export const CaraWorkspaceRef = builder.objectRef<Workspace>("CaraWorkspace").implement({
  description: "A conversation with Cara: its files, messages, plan and drafts.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    state: t.field({ type: CaraWorkspaceStateEnum, resolve: (w) => w.state }),
    schemaVersion: t.field({ type: CaraSchemaVersionEnum, resolve: (w) => w.schemaVersion }),
    preset: t.field({ type: CaraPresetEnum, nullable: true, resolve: (w) => w.preset }),
    customPreset: t.withAuth({ signedIn: true }).field({
      type: CaraCustomPresetRefRef,
      nullable: true,
      resolve: async (w, _args, { agency }) => {
        const preset = w.customPresetId ? await findCustomPreset(agency, w.customPresetId) : null;
        return preset ? { id: preset.id, title: preset.title } : null;
      },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    readAt: t.field({
      type: "DateTime",
      description:
        "When this copy of the workspace was read: of two copies (the page's load and a live update), the later one is the more recent.",
      resolve: (w) => ("readAt" in w && w.readAt instanceof Date ? w.readAt : new Date()),
    }),
    archived: t.boolean({ resolve: (w) => w.archivedAt !== null }),
    agencyUser: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      description: "The owner; null when an integration created it (see integration).",
      resolve: (w, _args, { loaders }) => (w.agencyUserId ? loaders.agencyUser.load(w.agencyUserId) : null),
    }),
    integration: t.field({
      type: CaraWorkspaceIntegrationRef,
      nullable: true,
      resolve: (w) => (w.integrationType ? { type: w.integrationType } : null),
    }),
    metadata: t.field({ type: CaraWorkspaceMetadataRef, resolve: (w) => w }),
    presetOptions: t.field({
      type: "JSON",
      nullable: true,
      description: "The preset form's choices (template, certificate holder, lines, classification system).",
      resolve: (w) => w.presetOptions ?? null,
    }),
    serviceRequest: t.withAuth({ signedIn: true }).field({
      type: ServiceRequestRef,
      nullable: true,
      resolve: (w, _args, { loaders }) => (w.serviceRequestId ? loaders.serviceRequest.load(w.serviceRequestId) : null),
    }),
    account: t.withAuth({ signedIn: true }).field({
      type: AccountRef,
      nullable: true,
      resolve: (w, _args, { loaders }) => (w.accountId ? loaders.account.load(w.accountId) : null),
    }),
    files: t.withAuth({ signedIn: true }).field({
      type: [CaraFileRef],
      resolve: async (w, _args, { agency }) => (await detailOf(agency, w)).files,
    }),
    messages: t.withAuth({ signedIn: true }).field({
      type: [CaraMessageRef],
      description: "Oldest first.",
      resolve: async (w, _args, { agency }) => {
        const detail = await detailOf(agency, w);
        return detail.messages.map((m) => ({ ...m, files: detail.files.filter((f) => f.messageId === m.id) }));
      },
    }),
    planStages: t.withAuth({ signedIn: true }).field({
      type: [CaraPlanStageRef],
      description: "Oldest first, each with its events in order.",
      resolve: async (w, _args, { agency }) => (await detailOf(agency, w)).stages,
    }),
    proposedActions: t.withAuth({ signedIn: true }).field({
      type: [CaraProposedActionRef],
      description:
        "What Cara proposed to do outside the product (oldest first), each waiting for a person or decided (ADR 060).",
      resolve: (w, _args, { agency }) => listEffectApprovals(agency, w.id),
    }),
    artifacts: t.withAuth({ signedIn: true }).field({
      type: [CaraArtifactRef],
      description: "The latest version of each draft, oldest draft first.",
      resolve: async (w, _args, { agency }) =>
        [...artifactViews((await detailOf(agency, w)).artifactVersions).values()].map((rows) => ({
          row: rows.at(-1)!,
          versions: rows.map((r) => r.version),
        })),
    }),
    artifact: t.withAuth({ signedIn: true }).field({
      type: CaraArtifactRef,
      nullable: true,
      description: "One draft: `version` of it, or its latest; null when there is no such draft or version.",
      args: { id: t.arg.id({ required: true }), version: t.arg.int() },
      resolve: async (w, { id, version }, { agency }) => {
        const rows = artifactViews((await detailOf(agency, w)).artifactVersions).get(String(id));
        const row = rows && (version == null ? rows.at(-1) : rows.find((r) => r.version === version));
        return rows && row ? { row, versions: rows.map((r) => r.version) } : null;
      },
    }),
  }),
});

const CaraWorkspacePageRef = builder.objectRef<WorkspacePage>("CaraWorkspacePage").implement({
  description: "One page of the workspaces list.",
  fields: (t) => ({
    nodes: t.field({ type: [CaraWorkspaceRef], resolve: (p) => p.nodes }),
    ...listPageFields(t),
  }),
});

const CaraWorkspacesFilterRef = builder.inputType("CaraWorkspacesFilter", {
  fields: (t) => ({
    search: t.string({ description: "Every word matches the title, client name, keywords, user name or integration." }),
    states: t.field({ type: [CaraWorkspaceStateEnum] }),
    userIds: t.idList(),
    date: t.field({ type: CaraDateRangeEnum, description: "When it last changed." }),
    presets: t.field({ type: [CaraPresetEnum] }),
  }),
});

builder.queryField("caraWorkspaces", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CaraWorkspacePageRef,
    description: "The agency's workspaces that are not archived; newest change first unless sorted otherwise.",
    args: {
      filter: t.arg({ type: CaraWorkspacesFilterRef }),
      sort: t.arg({ type: CaraWorkspaceSortEnum }),
      page: t.arg.int(),
      pageSize: t.arg.int(),
      countLimit: t.arg.int({ description: COUNT_LIMIT_ARG }),
    },
    resolve: (_root, args, { agency }) =>
      listWorkspaces(agency, {
        filter: args.filter ? { ...args.filter, userIds: args.filter.userIds?.map(String) ?? null } : null,
        sort: args.sort,
        page: args.page,
        pageSize: args.pageSize,
        countLimit: args.countLimit,
      }),
  }),
);

builder.queryField("caraWorkspace", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CaraWorkspaceRef,
    description: "A workspace of the agency (archived ones too); NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(readWorkspace(agency, String(id))),
  }),
);

const ExistingFileInputRef = builder.inputType("CaraExistingFileInput", {
  fields: (t) => ({ id: t.id({ required: true }), integrationId: t.id() }),
});

/** The choices of a built-in preset's form (domain/preset-options.ts), kept on the workspace. */
const PresetOptionsInputRef = builder.inputType("CaraPresetOptionsInput", {
  fields: (f) => ({
    template: f.string({
      description: "Fill Template: the form (ACORD 24, 25, 27, 28, 35, 36, 75, 125, 126, 130, 131, 140).",
    }),
    certificateType: f.string({ description: "ACORD 25 (default), 24, 27 or 28." }),
    certificateHolder: f.string({ description: "ACORD 24/25 only; empty: the named insured's information." }),
    additionalInterest: f.string({ description: "ACORD 27/28 only; empty: as the documents show it." }),
    lines: f.stringList({ description: "Underwriting lines; BUSINESS_OPERATIONS is always included." }),
    classificationSystem: f.string({ description: "NAICS (default), SIC or GL." }),
    explorationMode: f.string({ description: "Explore a Policy: ASK (default), EXCLUSIONS, SUMMARY or GAPS." }),
    requirements: f.string({
      description: "Certificate and Contract Review: requirements the user types, one per line.",
    }),
  }),
});

mutationFromOperation(createCaraWorkspaceOperation, {
  type: CaraWorkspaceRef,
  args: (t) => ({
    input: t({
      type: builder.inputType("CreateCaraWorkspaceInput", {
        fields: (f) => ({
          message: f.string({ required: true, description: "Trimmed; may be empty when files or a preset are given." }),
          files: f.field({ type: ["File"] }),
          existingFiles: f.field({ type: [ExistingFileInputRef] }),
          preset: f.field({ type: CaraPresetEnum }),
          customPresetId: f.id(),
          serviceRequestId: f.id(),
          accountId: f.id(),
          documentIds: f.idList(),
          presetOptions: f.field({ type: PresetOptionsInputRef }),
        }),
      }),
      required: true,
    }),
  }),
});

mutationFromOperation(addCaraWorkspaceMessageOperation, {
  type: CaraWorkspaceRef,
  args: (t) => ({
    id: t.id({ required: true }),
    input: t({
      type: builder.inputType("AddCaraWorkspaceMessageInput", {
        fields: (f) => ({ message: f.string({ required: true }), files: f.field({ type: ["File"] }) }),
      }),
      required: true,
    }),
  }),
});

mutationFromOperation(updateCaraWorkspacesOperation, {
  type: [CaraWorkspaceRef],
  args: (t) => ({
    workspaceIds: t.idList({ required: true }),
    input: t({
      type: builder.inputType("UpdateCaraWorkspacesInput", {
        fields: (f) => ({
          title: f.string({ description: "A new title; blank is ignored." }),
          archive: f.boolean({ description: "True archives them (they leave the list)." }),
        }),
      }),
      required: true,
    }),
  }),
});

mutationFromOperation(updateCaraWorkspaceArtifactOperation, {
  type: CaraArtifactRef,
  args: (t) => ({
    workspaceId: t.id({ required: true }),
    artifactId: t.id({ required: true }),
    version: t.int({ required: true }),
    input: t({
      type: builder.inputType("UpdateCaraWorkspaceArtifactInput", {
        fields: (f) => ({
          document: f.field({
            type: builder.inputType("CaraArtifactDocumentInput", {
              fields: (d) => ({ content: d.string({ required: true }) }),
            }),
            description: "A document draft's new content (HTML).",
          }),
          email: f.field({
            type: builder.inputType("CaraArtifactEmailInput", {
              fields: (e) => ({
                subject: e.string({ required: true }),
                toEmail: e.string({ description: "The recipient; empty: none yet." }),
                body: e.string({ required: true }),
              }),
            }),
            description: "An email draft's new recipient, subject and body (its attachments are kept).",
          }),
        }),
      }),
      required: true,
    }),
  }),
});
