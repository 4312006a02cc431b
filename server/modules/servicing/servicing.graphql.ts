import { COUNT_LIMIT_ARG, listPageFields } from "../../graphql/list-count.ts";
import {
  CONVERSATION_ROLES,
  SERVICE_REQUEST_STATES,
  SERVICE_REQUEST_TYPES,
  UPDATE_INITIATOR_TYPES,
  UPDATE_TYPES,
  type ConversationRole,
  type ServiceRequestTypeData,
} from "../../../domain/service-request.ts";
import { actorLabel } from "../../../domain/actors.ts";
import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { MailingAddressInputRef } from "../addresses/addresses.graphql.ts";
import { AccountRef } from "../accounts/accounts.graphql.ts";
import { PolicyFileRef } from "../files/files.graphql.ts";
import { listRequestFiles } from "../files/files.service.ts";
import { AgencyUserRef, MailingAddressRef } from "../identity/identity.graphql.ts";
import { BusinessPolicyRef } from "../policies/policy-types.graphql.ts";
import {
  addServiceRequestCommentOperation,
  createServiceRequestOperation,
  reopenServiceRequestOperation,
  resolveServiceRequestOperation,
  updateServiceRequestOperation,
} from "./servicing.operations.ts";
import {
  getServiceRequest,
  listComments,
  listServiceRequests,
  listVersions,
  type ServiceRequestComment,
  type ServiceRequestPage,
  type ServiceRequestRecord,
} from "./servicing.service.ts";

/** Servicing (docs/product/servicing.md; serviceRequests, serviceRequest and the mutations). */

const ServiceRequestTypeEnum = builder.enumType("ServiceRequestType", { values: SERVICE_REQUEST_TYPES });
const ServiceRequestStateEnum = builder.enumType("ServiceRequestState", { values: SERVICE_REQUEST_STATES });
const UpdateTypeEnum = builder.enumType("ServiceRequestUpdateType", { values: UPDATE_TYPES });
const InitiatorTypeEnum = builder.enumType("ServiceRequestUpdateInitiatorType", {
  values: UPDATE_INITIATOR_TYPES,
  description: "Who made a change; CARA is the assistant.",
});
export const ConversationRoleEnum = builder.enumType("ConversationRole", { values: CONVERSATION_ROLES });

type TypeData = Required<ServiceRequestTypeData>;

const AddAdditionalInsuredDataRef = builder
  .objectRef<TypeData["addAdditionalInsured"]>("AddAdditionalInsuredData")
  .implement({
    fields: (t) => ({
      name: t.exposeString("name"),
      address: t.field({ type: MailingAddressRef, resolve: (d) => d.address }),
      relationship: t.exposeString("relationship", { nullable: true }),
    }),
  });
const CancelPolicyDataRef = builder.objectRef<TypeData["cancelPolicy"]>("CancelPolicyData").implement({
  fields: (t) => ({ reason: t.exposeString("reason") }),
});
const CreateCertificateDataRef = builder.objectRef<TypeData["createCertificate"]>("CreateCertificateData").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    address: t.field({ type: MailingAddressRef, resolve: (d) => d.address }),
    additionalInsured: t.exposeBoolean("additionalInsured"),
    additionalInsuredRelationship: t.exposeString("additionalInsuredRelationship", { nullable: true }),
    additionalInsuredRelationshipDescription: t.exposeString("additionalInsuredRelationshipDescription", {
      nullable: true,
    }),
  }),
});
const DocumentRequestDataRef = builder.objectRef<TypeData["documentRequest"]>("DocumentRequestData").implement({
  fields: (t) => ({ type: t.exposeString("type") }),
});
const QuestionDataRef = builder.objectRef<TypeData["question"]>("QuestionData").implement({
  fields: (t) => ({ question: t.exposeString("question") }),
});

const ServiceRequestCommentRef = builder.objectRef<ServiceRequestComment>("ServiceRequestComment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    content: t.exposeString("content"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    agencyUser: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      resolve: (c, _args, { loaders }) => (c.agencyUserId ? loaders.agencyUser.load(c.agencyUserId) : null),
    }),
    authorType: t.field({ type: InitiatorTypeEnum, resolve: (c) => c.authorType }),
    authorDetail: t.exposeString("authorDetail", {
      nullable: true,
      description: "Cara's channel, or the integration's name.",
    }),
    authorName: t.withAuth({ signedIn: true }).string({
      description:
        'Who wrote it: a name, "Cara", "Cara on behalf of <name>" or the integration (docs/product/actors.md).',
      resolve: async (c, _args, { loaders }) => {
        const user = c.agencyUserId ? await loaders.agencyUser.load(c.agencyUserId) : null;
        return actorLabel({ type: c.authorType, userName: user?.name ?? null, detail: c.authorDetail });
      },
    }),
  }),
});

type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];
const ServiceRequestVersionRef = builder.objectRef<VersionRow>("ServiceRequestVersion").implement({
  description: "One change in the request's append-only history, with the request as it was after it.",
  fields: (t) => ({
    version: t.int({ resolve: (v) => v.version.version }),
    createdAt: t.field({ type: "DateTime", resolve: (v) => v.version.createdAt }),
    updateTypes: t.field({ type: [UpdateTypeEnum], resolve: (v) => v.version.updateTypes }),
    updateInitiatorType: t.field({ type: InitiatorTypeEnum, resolve: (v) => v.version.initiatorType }),
    updateInitiatorId: t.id({ nullable: true, resolve: (v) => v.version.initiatorId }),
    initiator: t.field({
      type: AgencyUserRef,
      nullable: true,
      description: "The agency user behind the change (or the one Cara made it for), if one.",
      resolve: (v) => v.initiator,
    }),
    initiatorDetail: t.string({
      nullable: true,
      description: "Cara's channel, or the integration's name.",
      resolve: (v) => v.version.initiatorDetail,
    }),
    initiatorName: t.string({
      description: 'Who made the change: a name, "Cara", "Cara on behalf of <name>" or the integration.',
      resolve: (v) =>
        actorLabel({
          type: v.version.initiatorType,
          userName: v.initiator?.name ?? null,
          detail: v.version.initiatorDetail,
        }),
    }),
    assignee: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      description: "The assignee as of this version (from the snapshot).",
      resolve: (v, _args, { loaders }) => {
        const id = v.version.snapshot.assigneeId;
        return typeof id === "string" ? loaders.agencyUser.load(id) : null;
      },
    }),
    snapshot: t.field({ type: "JSON", resolve: (v) => v.version.snapshot }),
  }),
});

export const ConversationEntryRef = builder
  .objectRef<{ role: ConversationRole; content: string }>("ConversationEntry")
  .implement({
    fields: (t) => ({
      role: t.field({ type: ConversationRoleEnum, resolve: (e) => e.role }),
      content: t.exposeString("content"),
    }),
  });

const ServiceRequestResolutionRef = builder.objectRef<ServiceRequestRecord>("ServiceRequestResolution").implement({
  fields: (t) => ({
    notes: t.string({
      nullable: true,
      description: "For the agency only; never shown to the client.",
      resolve: (r) => r.resolutionNotes,
    }),
    resolvedAt: t.field({ type: "DateTime", resolve: (r) => r.resolvedAt! }),
    resolvedBy: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      resolve: (r, _args, { loaders }) => (r.resolvedById ? loaders.agencyUser.load(r.resolvedById) : null),
    }),
    files: t.withAuth({ signedIn: true }).field({
      type: [PolicyFileRef],
      description: "Visible to the client.",
      resolve: (r, _args, { agency }) => listRequestFiles(agency, r.id),
    }),
  }),
});

const typeData =
  <K extends keyof ServiceRequestTypeData>(key: K) =>
  (r: ServiceRequestRecord) =>
    r.typeData[key] ?? null;

export const ServiceRequestRef = builder.objectRef<ServiceRequestRecord>("ServiceRequest").implement({
  description: "A client's request to the agency.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.field({ type: ServiceRequestTypeEnum, resolve: (r) => r.type }),
    state: t.field({ type: ServiceRequestStateEnum, resolve: (r) => r.state }),
    clientName: t.exposeString("clientName", { nullable: true }),
    clientEmail: t.exposeString("clientEmail", { nullable: true }),
    clientPhone: t.exposeString("clientPhone", { nullable: true }),
    details: t.exposeString("details", { nullable: true }),
    dueAt: t.expose("dueAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    account: t.withAuth({ signedIn: true }).field({
      type: AccountRef,
      nullable: true,
      resolve: (r, _args, { loaders }) =>
        r.loaded ? r.loaded.account : r.accountId ? loaders.account.load(r.accountId) : null,
    }),
    assignee: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      resolve: (r, _args, { loaders }) =>
        r.loaded ? r.loaded.assignee : r.assigneeId ? loaders.agencyUser.load(r.assigneeId) : null,
    }),
    businessPolicy: t.withAuth({ signedIn: true }).field({
      type: BusinessPolicyRef,
      nullable: true,
      resolve: (r, _args, { loaders }) => (r.businessPolicyId ? loaders.policy.load(r.businessPolicyId) : null),
    }),
    addAdditionalInsured: t.field({
      type: AddAdditionalInsuredDataRef,
      nullable: true,
      resolve: typeData("addAdditionalInsured"),
    }),
    cancelPolicy: t.field({ type: CancelPolicyDataRef, nullable: true, resolve: typeData("cancelPolicy") }),
    createCertificate: t.field({
      type: CreateCertificateDataRef,
      nullable: true,
      resolve: typeData("createCertificate"),
    }),
    documentRequest: t.field({ type: DocumentRequestDataRef, nullable: true, resolve: typeData("documentRequest") }),
    question: t.field({ type: QuestionDataRef, nullable: true, resolve: typeData("question") }),
    resolution: t.field({
      type: ServiceRequestResolutionRef,
      nullable: true,
      description: "Null while OPEN.",
      resolve: (r) => (r.state === "CLOSED" && r.resolvedAt ? r : null),
    }),
    comments: t.withAuth({ signedIn: true }).field({
      type: [ServiceRequestCommentRef],
      description: "Oldest first.",
      resolve: async (r, _args, { agency }) => (await listComments(agency, r.id)).map((row) => row.comment),
    }),
    // calls and emailThreads: added by the calls and emails modules (calls.graphql.ts, emails.graphql.ts)
    versionHistory: t.withAuth({ signedIn: true }).field({
      type: [ServiceRequestVersionRef],
      description: "Every change, oldest first (append-only).",
      resolve: (r, _args, { agency }) => listVersions(agency, r.id),
    }),
  }),
});

const ServiceRequestsPageRef = builder.objectRef<ServiceRequestPage>("ServiceRequestsPage").implement({
  description: "One page of the service requests list.",
  fields: (t) => ({
    nodes: t.field({ type: [ServiceRequestRef], resolve: (page) => page.nodes }),
    ...listPageFields(t),
  }),
});

builder.queryField("serviceRequests", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ServiceRequestsPageRef,
    description:
      "The agency's service requests, newest first. `state` null = all; `search`: every word matches the client, account, details or assignee.",
    args: {
      search: t.arg.string(),
      state: t.arg({ type: ServiceRequestStateEnum }),
      accountId: t.arg.id(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
      countLimit: t.arg.int({ description: COUNT_LIMIT_ARG }),
    },
    resolve: (_root, args, { agency }) =>
      listServiceRequests(agency, {
        search: args.search,
        state: args.state ?? null,
        accountId: args.accountId == null ? null : String(args.accountId),
        page: args.page,
        pageSize: args.pageSize,
        countLimit: args.countLimit,
      }),
  }),
);

builder.queryField("serviceRequest", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ServiceRequestRef,
    description: "A request of the agency (NOT_FOUND for another agency's id).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getServiceRequest(agency, String(id))),
  }),
);

builder.objectField(AccountRef, "serviceRequests", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ServiceRequestRef],
    description: "The account's service requests, newest first (the first 100).",
    resolve: async (account, _args, { agency }) =>
      (await listServiceRequests(agency, { accountId: account.id, pageSize: 100 })).nodes,
  }),
);

const AddAdditionalInsuredInputRef = builder.inputType("AddAdditionalInsuredInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.field({ type: MailingAddressInputRef, required: true }),
    relationship: t.string(),
  }),
});
const CreateCertificateRequestInputRef = builder.inputType("CreateCertificateRequestInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.field({ type: MailingAddressInputRef, required: true }),
    additionalInsured: t.boolean({ description: "Default false." }),
    additionalInsuredRelationship: t.string(),
    additionalInsuredRelationshipDescription: t.string(),
  }),
});

const CreateServiceRequestInputRef = builder.inputType("CreateServiceRequestInput", {
  description: "A new request; the data of its type is required (e.g. `question` for QUESTION), others are ignored.",
  fields: (t) => ({
    type: t.field({ type: ServiceRequestTypeEnum, required: true }),
    clientName: t.string(),
    clientEmail: t.string(),
    clientPhone: t.string(),
    details: t.string(),
    accountId: t.id(),
    businessPolicyId: t.id(),
    assigneeId: t.id(),
    dueAt: t.field({ type: "DateTime" }),
    addAdditionalInsured: t.field({ type: AddAdditionalInsuredInputRef }),
    cancelPolicy: t.field({
      type: builder.inputType("CancelPolicyRequestInput", {
        fields: (f) => ({ reason: f.string({ required: true }) }),
      }),
    }),
    createCertificate: t.field({ type: CreateCertificateRequestInputRef }),
    documentRequest: t.field({
      type: builder.inputType("DocumentRequestInput", { fields: (f) => ({ type: f.string({ required: true }) }) }),
    }),
    question: t.field({
      type: builder.inputType("QuestionInput", { fields: (f) => ({ question: f.string({ required: true }) }) }),
    }),
  }),
});

mutationFromOperation(createServiceRequestOperation, {
  type: ServiceRequestRef,
  args: (t) => ({ input: t({ type: CreateServiceRequestInputRef, required: true }) }),
});

mutationFromOperation(resolveServiceRequestOperation, {
  type: ServiceRequestRef,
  args: (t) => ({
    id: t.id({ required: true }),
    input: t({
      type: builder.inputType("ResolveServiceRequestInput", {
        fields: (f) => ({ notes: f.string(), files: f.field({ type: ["File"] }) }),
      }),
      required: true,
    }),
  }),
});

mutationFromOperation(updateServiceRequestOperation, {
  type: ServiceRequestRef,
  args: (t) => ({
    id: t.id({ required: true }),
    input: t({
      type: builder.inputType("UpdateServiceRequestInput", {
        fields: (f) => ({ assigneeId: f.id(), dueAt: f.field({ type: "DateTime" }) }),
      }),
      required: true,
    }),
  }),
});

mutationFromOperation(addServiceRequestCommentOperation, {
  type: ServiceRequestCommentRef,
  args: (t) => ({
    id: t.id({ required: true }),
    input: t({
      type: builder.inputType("AddServiceRequestCommentInput", {
        fields: (f) => ({ content: f.string({ required: true }) }),
      }),
      required: true,
    }),
  }),
});

mutationFromOperation(reopenServiceRequestOperation, {
  type: ServiceRequestRef,
  args: (t) => ({
    id: t.id({ required: true }),
    input: t({
      type: builder.inputType("ReopenServiceRequestInput", { fields: (f) => ({ reason: f.string() }) }),
    }),
  }),
});
