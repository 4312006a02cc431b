import { and, desc, eq, sql } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { isUuid } from "../files/files.service.ts";
import { agencyUserNameSql } from "../identity/identity.sql.ts";
import { htmlDocumentTemplates } from "./styles.table.ts";

/**
 * The agency's document styles (docs/product/document-styles.md): reading them. Every read is
 * scoped to the acting agency; another agency's id is not found.
 */

export type DocumentStyle = typeof htmlDocumentTemplates.$inferSelect;
export type DocumentStyleView = DocumentStyle & { creatorName: string | null };

const creatorName = agencyUserNameSql(sql`${htmlDocumentTemplates.createdByUserId}`);
const columns = { style: htmlDocumentTemplates, creatorName: sql<string | null>`${creatorName}` };
const view = (row: { style: DocumentStyle; creatorName: string | null }): DocumentStyleView => ({
  ...row.style,
  creatorName: row.creatorName,
});

/**
 * The agency's styles, last updated first; with `search`, those whose title, description or
 * creator's name contains every word (case-insensitive).
 */
export async function listStyles(ctx: AgencyCtx, search?: string | null): Promise<DocumentStyleView[]> {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`lower(concat_ws(' ', ${htmlDocumentTemplates.title}, ${htmlDocumentTemplates.description}, ${creatorName}))`;
  const rows = await ctx.db
    .select(columns)
    .from(htmlDocumentTemplates)
    .where(
      and(
        eq(htmlDocumentTemplates.agencyId, ctx.actor.agencyId),
        ...words.map((word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, "\\$&")}%`}`),
      ),
    )
    .orderBy(desc(htmlDocumentTemplates.updatedAt), desc(htmlDocumentTemplates.id));
  return rows.map(view);
}

/** How many styles the agency keeps (what the plan counts). */
export async function styleCount(ctx: AgencyCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(htmlDocumentTemplates)
    .where(eq(htmlDocumentTemplates.agencyId, ctx.actor.agencyId));
  return Number(row?.n ?? 0);
}

/** A style of the agency, or null (another agency's, or not an id). */
export async function findStyle(ctx: AgencyCtx, id: string): Promise<DocumentStyleView | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(columns)
    .from(htmlDocumentTemplates)
    .where(and(eq(htmlDocumentTemplates.id, id), eq(htmlDocumentTemplates.agencyId, ctx.actor.agencyId)));
  return row ? view(row) : null;
}

/** A style of the agency, or NOT_FOUND. */
export async function getStyle(ctx: AgencyCtx, id: string): Promise<DocumentStyleView> {
  const found = await findStyle(ctx, id);
  if (!found) throw new DomainError("NOT_FOUND", "Style not found");
  return found;
}
