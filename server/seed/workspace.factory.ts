import { PRESETS, WORKSPACE_STATES, type Preset } from "#domain/workspace.ts";
import type { Ctx } from "../lib/context.ts";
import { refreshSearchText } from "../modules/workspaces/workspaces.service.ts";
import { caraWorkspaces } from "../modules/workspaces/workspaces.table.ts";

const TOPICS = [
  "Renewal questions",
  "Certificate for a general contractor",
  "Compare two GL quotes",
  "Explain the flood exclusion",
  "Workers comp audit",
  "Summarise the property schedule",
  "Additional insured endorsement",
  "Cyber coverage question",
];

const CLIENTS = ["Harbor Bakery", "Summit Roofing", "Bayside Dental", "Keystone Logistics", "Maple Street Cafe"];

/** `--size large`: `count` workspaces on the agency (bulk rows, no conversation), for the list's benchmark. */
export async function buildLargeWorkspaces(
  ctx: Ctx,
  agencyId: string,
  userIds: string[],
  count = 10_000,
): Promise<number> {
  const now = ctx.now().getTime();
  const CHUNK = 1000;
  for (let start = 0; start < count; start += CHUNK) {
    const rows: Array<typeof caraWorkspaces.$inferInsert> = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const updatedAt = new Date(now - (count - i) * 37 * 60_000);
      rows.push({
        agencyId,
        title: `${TOPICS[i % TOPICS.length]} ${i}`,
        state: WORKSPACE_STATES[i % WORKSPACE_STATES.length]!,
        preset: i % 3 === 0 ? null : (PRESETS[i % PRESETS.length] as Preset),
        agencyUserId: userIds[i % userIds.length] ?? null,
        clientName: i % 7 === 0 ? null : `${CLIENTS[i % CLIENTS.length]} ${Math.floor(i / CLIENTS.length) % 300}`,
        archivedAt: i % 20 === 0 ? updatedAt : null,
        createdAt: updatedAt,
        updatedAt,
      });
    }
    const inserted = await ctx.db.insert(caraWorkspaces).values(rows).returning({ id: caraWorkspaces.id });
    await refreshSearchText(
      ctx,
      inserted.map((r) => r.id),
    );
  }
  return count;
}
