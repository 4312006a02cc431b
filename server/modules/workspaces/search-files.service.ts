import { sql } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { searchPatterns } from "../accounts/accounts.query.ts";

/** The existing-file picker (docs/product/workspaces.md): the agency's files a workspace can use. */

export type FileSource = "POLICY" | "SERVICE_REQUEST" | "WORKSPACE" | "KNOWLEDGE";
export interface SearchFileResult {
  id: string;
  name: string;
  source: FileSource;
  /** Where it is kept: the policy's account and number, the request's client, the workspace's or knowledge base's title. */
  context: string | null;
}

export const SEARCH_FILES_LIMIT = 10;

/**
 * Policy documents (of live policies), service request resolution files, knowledge base
 * documents (by file name or document title) and workspace files whose name contains every
 * word of `search`, newest first, at most 10.
 */
export async function searchFiles(ctx: AgencyCtx, search: string): Promise<SearchFileResult[]> {
  const patterns = searchPatterns(search.slice(0, 200));
  if (patterns.length === 0) return [];
  const knowledgeTitle = sql`coalesce((select d.title from knowledge_documents d where d.file_id = f.id and not d.deleted limit 1), '')`;
  const nameMatches = sql.join(
    patterns.map((p) => sql`lower(f.name || ' ' || ${knowledgeTitle}) like ${p}`),
    sql` and `,
  );
  const result = await ctx.db.execute(sql`
    select f.id, f.name,
      case when f.policy_id is not null then 'POLICY' when f.service_request_id is not null then 'SERVICE_REQUEST'
        when exists (select 1 from knowledge_documents d where d.file_id = f.id and not d.deleted) then 'KNOWLEDGE' else 'WORKSPACE' end as source,
      case
        when f.policy_id is not null then (select concat_ws(' · ', a.name, p.policy_number) from business_policies p left join accounts a on a.id = p.account_id where p.id = f.policy_id)
        when f.service_request_id is not null then (select coalesce(r.client_name, 'Service request') from service_requests r where r.id = f.service_request_id)
        when exists (select 1 from knowledge_documents d where d.file_id = f.id and not d.deleted) then (select b.title from knowledge_documents d join knowledge_bases b on b.id = d.knowledge_base_id where d.file_id = f.id and not d.deleted limit 1)
        else (select w.title from cara_workspace_files wf join cara_workspaces w on w.id = wf.workspace_id where wf.file_id = f.id order by wf.created_at limit 1)
      end as context
    from stored_files f
    where f.agency_id = ${ctx.actor.agencyId}
      and f.deleted_at is null
      and ${nameMatches}
      and (
        (f.policy_id is not null and exists (select 1 from business_policies p where p.id = f.policy_id and p.deleted_at is null))
        or f.service_request_id is not null
        or exists (select 1 from knowledge_documents d where d.file_id = f.id and not d.deleted)
        or exists (select 1 from cara_workspace_files wf where wf.file_id = f.id)
      )
    order by f.created_at desc, f.id desc
    limit ${SEARCH_FILES_LIMIT}`);
  return (result as unknown as { rows: SearchFileResult[] }).rows;
}
