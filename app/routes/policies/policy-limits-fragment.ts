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
