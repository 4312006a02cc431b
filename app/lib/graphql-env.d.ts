/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
    'Agency': { kind: 'OBJECT'; name: 'Agency'; fields: { 'configuration': { name: 'configuration'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'AgencyConfiguration'; ofType: null; }; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'mailingAddress': { name: 'mailingAddress'; type: { kind: 'OBJECT'; name: 'MailingAddress'; ofType: null; } }; 'name': { name: 'name'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'subscription': { name: 'subscription'; type: { kind: 'OBJECT'; name: 'AgencySubscription'; ofType: null; } }; }; };
    'AgencyConfiguration': { kind: 'OBJECT'; name: 'AgencyConfiguration'; fields: { 'liabilityCOIConfiguration': { name: 'liabilityCOIConfiguration'; type: { kind: 'OBJECT'; name: 'LiabilityCOIConfiguration'; ofType: null; } }; }; };
    'AgencySignInPayload': { kind: 'OBJECT'; name: 'AgencySignInPayload'; fields: { 'agencyUserId': { name: 'agencyUserId'; type: { kind: 'SCALAR'; name: 'ID'; ofType: null; } }; 'codeSent': { name: 'codeSent'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; }; };
    'AgencySignInResult': { kind: 'UNION'; name: 'AgencySignInResult'; fields: {}; possibleTypes: 'AgencySignInPayload' | 'ApplicationError' | 'ValidationError'; };
    'AgencySubscription': { kind: 'OBJECT'; name: 'AgencySubscription'; fields: { 'entitlements': { name: 'entitlements'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'SubscriptionEntitlement'; ofType: null; }; }; }; } }; 'nextBillingAmount': { name: 'nextBillingAmount'; type: { kind: 'SCALAR'; name: 'Money'; ofType: null; } }; 'nextBillingDate': { name: 'nextBillingDate'; type: { kind: 'SCALAR'; name: 'DateTime'; ofType: null; } }; 'numSeats': { name: 'numSeats'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'numSeatsActive': { name: 'numSeatsActive'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'numVoiceAgents': { name: 'numVoiceAgents'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'numVoiceAgentsActive': { name: 'numVoiceAgentsActive'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'period': { name: 'period'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'SubscriptionPeriod'; ofType: null; }; } }; 'plan': { name: 'plan'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'SubscriptionPlan'; ofType: null; }; } }; 'state': { name: 'state'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'SubscriptionState'; ofType: null; }; } }; 'trialEndDate': { name: 'trialEndDate'; type: { kind: 'SCALAR'; name: 'DateTime'; ofType: null; } }; }; };
    'AgencyUser': { kind: 'OBJECT'; name: 'AgencyUser'; fields: { 'agency': { name: 'agency'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Agency'; ofType: null; }; } }; 'createdAt': { name: 'createdAt'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'DateTime'; ofType: null; }; } }; 'email': { name: 'email'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'name': { name: 'name'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'preferences': { name: 'preferences'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'AgencyUserPreferences'; ofType: null; }; } }; 'state': { name: 'state'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'AgencyUserState'; ofType: null; }; } }; }; };
    'AgencyUserPreferences': { kind: 'OBJECT'; name: 'AgencyUserPreferences'; fields: { 'favoriteCustomPresets': { name: 'favoriteCustomPresets'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; }; } }; 'favoritePresets': { name: 'favoritePresets'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; }; } }; }; };
    'AgencyUserState': { name: 'AgencyUserState'; enumValues: 'ACTIVE' | 'DISABLED'; };
    'ApplicationError': { kind: 'OBJECT'; name: 'ApplicationError'; fields: { 'code': { name: 'code'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'ErrorCode'; ofType: null; }; } }; 'message': { name: 'message'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'AuditActorType': { name: 'AuditActorType'; enumValues: 'AGENCY_USER' | 'ANONYMOUS' | 'SYSTEM'; };
    'AuditEvent': { kind: 'OBJECT'; name: 'AuditEvent'; fields: { 'action': { name: 'action'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'actorId': { name: 'actorId'; type: { kind: 'SCALAR'; name: 'ID'; ofType: null; } }; 'actorType': { name: 'actorType'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'AuditActorType'; ofType: null; }; } }; 'createdAt': { name: 'createdAt'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'DateTime'; ofType: null; }; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'recordId': { name: 'recordId'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'recordType': { name: 'recordType'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; }; };
    'Boolean': unknown;
    'DateTime': unknown;
    'Error': { kind: 'INTERFACE'; name: 'Error'; fields: { 'message': { name: 'message'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; possibleTypes: 'ApplicationError' | 'ValidationError'; };
    'ErrorCode': { name: 'ErrorCode'; enumValues: 'CONFLICT' | 'FORBIDDEN' | 'INVALID_STATE' | 'NOT_FOUND' | 'RATE_LIMITED' | 'UNAUTHENTICATED'; };
    'FieldError': { kind: 'OBJECT'; name: 'FieldError'; fields: { 'message': { name: 'message'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'path': { name: 'path'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'ID': unknown;
    'Int': unknown;
    'LiabilityCOIConfiguration': { kind: 'OBJECT'; name: 'LiabilityCOIConfiguration'; fields: { 'contactEmail': { name: 'contactEmail'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'contactName': { name: 'contactName'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'contactPhone': { name: 'contactPhone'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; }; };
    'MailingAddress': { kind: 'OBJECT'; name: 'MailingAddress'; fields: { 'city': { name: 'city'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'line1': { name: 'line1'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'line2': { name: 'line2'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'postalCode': { name: 'postalCode'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'zone': { name: 'zone'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'Money': unknown;
    'Mutation': { kind: 'OBJECT'; name: 'Mutation'; fields: { 'agencySignIn': { name: 'agencySignIn'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'UNION'; name: 'AgencySignInResult'; ofType: null; }; } }; 'agencySignOut': { name: 'agencySignOut'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; }; };
    'Query': { kind: 'OBJECT'; name: 'Query'; fields: { 'agencyUser': { name: 'agencyUser'; type: { kind: 'OBJECT'; name: 'AgencyUser'; ofType: null; } }; 'auditEvents': { name: 'auditEvents'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'AuditEvent'; ofType: null; }; }; }; } }; }; };
    'String': unknown;
    'Subscription': { kind: 'OBJECT'; name: 'Subscription'; fields: { 'auditEvents': { name: 'auditEvents'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'AuditEvent'; ofType: null; }; } }; }; };
    'SubscriptionEntitlement': { name: 'SubscriptionEntitlement'; enumValues: 'ADVANCED_VOICE_CUSTOMIZATION' | 'COPILOT_PDF_EDITOR'; };
    'SubscriptionPeriod': { name: 'SubscriptionPeriod'; enumValues: 'ANNUAL' | 'MONTHLY'; };
    'SubscriptionPlan': { name: 'SubscriptionPlan'; enumValues: 'BASIC' | 'ENTERPRISE' | 'PRO' | 'STANDARD'; };
    'SubscriptionState': { name: 'SubscriptionState'; enumValues: 'ACTIVE' | 'EXPIRED' | 'OVERDUE' | 'PAUSED' | 'TRIAL'; };
    'ValidationError': { kind: 'OBJECT'; name: 'ValidationError'; fields: { 'fieldErrors': { name: 'fieldErrors'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'FieldError'; ofType: null; }; }; }; } }; 'message': { name: 'message'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: 'Query';
  mutation: 'Mutation';
  subscription: 'Subscription';
  types: introspection_types;
};

import * as gqlTada from 'gql.tada';

declare module 'gql.tada' {
  interface setupSchema {
    introspection: introspection
  }
}