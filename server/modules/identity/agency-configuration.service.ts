import { eq, sql } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { agencies } from "./identity.table.ts";

/**
 * Sets (a stored file's id) or clears (null) the agency's own ACORD 25 template in its
 * configuration; through the caller's transaction. The certificates module owns the rule, this
 * module the agency row.
 */
export async function setAcord25TemplateFileId(ctx: AgencyCtx, fileId: string | null): Promise<void> {
  await ctx.db
    .update(agencies)
    .set({
      configuration:
        fileId === null
          ? sql`${agencies.configuration} - 'acord25TemplateFileId'`
          : sql`${agencies.configuration} || jsonb_build_object('acord25TemplateFileId', ${fileId}::text)`,
      updatedAt: ctx.now(),
    })
    .where(eq(agencies.id, ctx.actor.agencyId));
}

/**
 * Sets (a stored file's id) or clears (null) the agency's own fillable edition of a form
 * (`configuration.formTemplates[template]`); through the caller's transaction. The forms module
 * owns the rule (docs/product/form-skills.md), this module the agency row.
 */
export async function setFormTemplateFileId(ctx: AgencyCtx, template: string, fileId: string | null): Promise<void> {
  await ctx.db
    .update(agencies)
    .set({
      configuration:
        fileId === null
          ? sql`jsonb_set(${agencies.configuration}, '{formTemplates}', coalesce(${agencies.configuration}->'formTemplates', '{}'::jsonb) - ${template}::text)`
          : sql`jsonb_set(${agencies.configuration}, '{formTemplates}', coalesce(${agencies.configuration}->'formTemplates', '{}'::jsonb) || jsonb_build_object(${template}::text, ${fileId}::text))`,
      updatedAt: ctx.now(),
    })
    .where(eq(agencies.id, ctx.actor.agencyId));
}

/**
 * Sets the agency's pre-approval rules for effects outside the product
 * (`configuration.effectPreApprovals`; ADR 060); through the caller's transaction. The workspaces
 * module owns the rules, this module the agency row.
 */
export async function setEffectPreApprovals(ctx: AgencyCtx, rules: readonly string[]): Promise<void> {
  await ctx.db
    .update(agencies)
    .set({
      configuration: sql`${agencies.configuration} || jsonb_build_object('effectPreApprovals', ${JSON.stringify(rules)}::jsonb)`,
      updatedAt: ctx.now(),
    })
    .where(eq(agencies.id, ctx.actor.agencyId));
}
