import { graphql } from "#app/lib/graphql.ts";

/** Every limit a policy's details carry, by group: the policy overview and the edit form read them all. */
export const PolicyLimitsFields = graphql(`
  fragment PolicyLimitsFields on PolicyLimits @_unmask {
    generalLiability {
      eachOccurrence
      damageToRentedPremises
      medicalExpense
      personalAndAdvertisingInjury
      generalAggregate
      productsCompletedOperationsAggregate
    }
    auto {
      combinedSingleLimit
      bodilyInjuryPerPerson
      bodilyInjuryPerAccident
      propertyDamage
    }
    property {
      building
      businessPersonalProperty
      businessIncome
    }
    cyber {
      eachClaim
      aggregate
    }
    umbrellaExcess {
      eachOccurrence
      aggregate
      retention
    }
    workersCompensation {
      eachAccident
      diseaseEachEmployee
      diseasePolicyLimit
    }
  }
`);

/** A policy's details as the overview and the edit form read them (the form needs all of it). */
export const PolicyDetailsFields = graphql(
  `
    fragment PolicyDetailsFields on PolicyDetails @_unmask {
      insured {
        name
        address
      }
      deductible
      coverageDescription
      exclusionDescription
      additionalInsureds {
        name
        address
        relationship
      }
      extraLimits {
        name
        amount
      }
      locationLimits {
        location
        limit
      }
      facts {
        coverageForm
        aggregateAppliesPer
        coveredAutos
        umbrellaForm
        retentionKind
        workersCompensationLimits
        officersExcluded
        additionalInsuredEndorsement
        waiverOfSubrogationEndorsement
        primaryNonContributoryEndorsement
      }
      limits {
        ...PolicyLimitsFields
      }
    }
  `,
  [PolicyLimitsFields],
);
