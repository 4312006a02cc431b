import { graphql, MutationFailure } from "#app/lib/graphql.ts";

/** The GraphQL operations behind checkout (preview, update) and Update Payment. */
export const PreviewUpdateSubscription = graphql(
  `
    query PreviewUpdateSubscription($input: UpdateSubscriptionInput!, $returnPath: String) {
      subscriptionManagementLinks {
        previewUpdateSubscription(input: $input, returnPath: $returnPath) {
          __typename
          ... on SubscriptionUpdatePreview {
            checkoutUrl
            clientSecret
            invoice {
              lineItems {
                name
                quantity
                unitAmount
                totalAmount
                proration
              }
              subTotal
              taxTotal
              discountTotal
              total
              amountPaid
              amountDue
              isNextInvoice
              prorationDate
            }
          }
          ...MutationFailure
        }
      }
    }
  `,
  [MutationFailure],
);

export const UpdateSubscription = graphql(
  `
    mutation UpdateSubscription($input: UpdateSubscriptionInput!, $skipPayment: Boolean, $prorationDate: DateTime) {
      updateSubscription(input: $input, skipPayment: $skipPayment, prorationDate: $prorationDate) {
        __typename
        ... on AgencySubscription {
          plan
          period
          state
          numSeats
          numVoiceAgents
        }
        ...MutationFailure
      }
    }
  `,
  [MutationFailure],
);

export const PaymentMethodUrl = graphql(`
  query PaymentMethodUrl($returnPath: String) {
    subscriptionManagementLinks {
      updatePaymentMethodUrl(returnPath: $returnPath)
      updatePaymentMethodNote
    }
  }
`);
