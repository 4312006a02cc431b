import { and, eq, gte, inArray, isNull, like, lt, sql, type SQL } from "drizzle-orm";
import {
  MAX_WORKSPACES_PAGE_SIZE,
  WORKSPACES_PAGE_SIZE,
  type Preset,
  type WorkspaceDateRange,
  type WorkspaceSort,
  type WorkspaceState,
} from "../../../domain/workspace.ts";
import { dayIn } from "../../../domain/time-zone.ts";
import { countCap, countQuery, countResult } from "../../db/list-count.ts";
import type { ListCount } from "../../../domain/list-count.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { searchPatterns } from "../accounts/accounts.query.ts";
import { isUuid } from "../files/files.service.ts";
import { getAgencyTimeZone } from "../identity/agency-time-zone.service.ts";
import type { Workspace } from "./workspaces.service.ts";
import { caraWorkspaces } from "./workspaces.table.ts";

/** The workspaces list (docs/product/workspaces.md): server-side search, filters, sort and paging. */

export interface WorkspaceListFilter {
  search?: string | null;
  states?: WorkspaceState[] | null;
  userIds?: string[] | null;
  date?: WorkspaceDateRange | null;
  presets?: Preset[] | null;
}

export interface WorkspacePage extends ListCount {
  nodes: Workspace[];
  page: number;
  pageSize: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** [from, to) of a date range: calendar days in the agency's time zone for Today/Yesterday, rolling days else. */
async function dateBounds(ctx: AgencyCtx, range: WorkspaceDateRange): Promise<[Date, Date | null]> {
  const now = ctx.now();
  if (range === "PAST_WEEK") return [new Date(now.getTime() - 7 * DAY), null];
  if (range === "PAST_MONTH") return [new Date(now.getTime() - 30 * DAY), null];
  if (range === "PAST_YEAR") return [new Date(now.getTime() - 365 * DAY), null];
  const { effective } = await getAgencyTimeZone(ctx);
  // midnight of the agency's today, as an instant: the UTC midnight shifted by the zone's offset now
  const utcMidnight = dayIn(now, effective);
  const offset =
    new Date(now.toLocaleString("en-US", { timeZone: effective })).getTime() -
    new Date(now.toLocaleString("en-US", { timeZone: "UTC" })).getTime();
  const todayStart = new Date(utcMidnight.getTime() - offset);
  return range === "TODAY" ? [todayStart, null] : [new Date(todayStart.getTime() - DAY), todayStart];
}

const stateRank = sql`case ${caraWorkspaces.state} when 'CREATED' then 0 when 'WAITING_FOR_INPUT' then 1 when 'WORKING' then 2 else 3 end`;
const ownerName = sql`(select lower(au.name) from agency_users au where au.id = ${caraWorkspaces.agencyUserId})`;

function orderFor(sort: WorkspaceSort): SQL[] {
  const newest = [sql`${caraWorkspaces.updatedAt} desc nulls last`, sql`${caraWorkspaces.id} desc nulls last`];
  switch (sort) {
    case "CLIENT":
      return [sql`lower(${caraWorkspaces.clientName}) asc nulls last`, ...newest];
    case "PRESET":
      return [sql`${caraWorkspaces.preset} asc nulls last`, ...newest];
    case "STATUS":
      return [stateRank, ...newest];
    case "USER":
      return [sql`coalesce(${ownerName}, lower(${caraWorkspaces.integrationType})) asc nulls last`, ...newest];
    default:
      return newest;
  }
}

/** The agency's workspaces that are not archived, newest change first unless sorted otherwise. */
export async function listWorkspaces(
  ctx: AgencyCtx,
  options: {
    filter?: WorkspaceListFilter | null;
    sort?: WorkspaceSort | null;
    page?: number | null;
    pageSize?: number | null;
    /** Count only up to this many (the list screen); absent: an exact count (ADR 048). */
    countLimit?: number | null;
  },
): Promise<WorkspacePage> {
  const filter = options.filter ?? {};
  const pageSize = Math.min(
    Math.max(Math.trunc(options.pageSize ?? WORKSPACES_PAGE_SIZE), 1),
    MAX_WORKSPACES_PAGE_SIZE,
  );
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), 100_000);
  const conditions: Array<SQL | undefined> = [
    eq(caraWorkspaces.agencyId, ctx.actor.agencyId),
    isNull(caraWorkspaces.archivedAt),
  ];
  if (filter.states?.length) conditions.push(inArray(caraWorkspaces.state, filter.states));
  if (filter.presets?.length) conditions.push(inArray(caraWorkspaces.preset, filter.presets));
  if (filter.userIds?.length) {
    const ids = filter.userIds.filter(isUuid);
    conditions.push(ids.length ? inArray(caraWorkspaces.agencyUserId, ids) : sql`false`);
  }
  if (filter.date) {
    const [from, to] = await dateBounds(ctx, filter.date);
    conditions.push(gte(caraWorkspaces.updatedAt, from));
    if (to) conditions.push(lt(caraWorkspaces.updatedAt, to));
  }
  const patterns = searchPatterns(filter.search?.slice(0, 200));
  for (const pattern of patterns) conditions.push(like(caraWorkspaces.searchText, pattern));
  const where = and(...conditions);
  const cap = countCap(options.countLimit, (page - 1) * pageSize, pageSize);
  const [nodes, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(caraWorkspaces)
      .where(where)
      .orderBy(...orderFor(options.sort ?? "DATE"))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countQuery(ctx.db, caraWorkspaces, where, cap, patterns.length > 0),
  ]);
  return { nodes, ...countResult(total?.n, cap), page, pageSize };
}
