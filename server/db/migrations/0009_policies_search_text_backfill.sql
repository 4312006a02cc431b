-- Fills business_policies.search_text for the rows that existed before 0008 (the same text as
-- policySearchText in server/modules/policies/policy-search.ts: the account's search text, the
-- policy and quote numbers, the carrier's and broker's names, lower-cased).
UPDATE "business_policies" AS "p"
SET "search_text" = lower(concat_ws(' ',
  "a"."search_text",
  "p"."policy_number",
  "p"."quote_number",
  (SELECT "c"."name" FROM "carriers" AS "c" WHERE "c"."id" = "p"."carrier_id"),
  (SELECT "b"."name" FROM "carriers" AS "b" WHERE "b"."id" = "p"."broker_id")
))
FROM "accounts" AS "a"
WHERE "a"."id" = "p"."account_id";
