import { parsePartialJson } from "ai";
import type { ArtifactType } from "../../domain/workspace.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { isUuid } from "../modules/files/files.service.ts";
import { discardDraft, startDraft, titleDraft, type DraftRef } from "../modules/workspaces/workspace-drafts.service.ts";
import { findArtifactVersion } from "../modules/workspaces/workspace-update.service.ts";

type Partial = Record<string, unknown>;

interface DraftingTool {
  /** From the input written so far: the draft to start, or null (not yet, or not a draft). */
  start(partial: Partial): { type?: ArtifactType; artifactId?: string } | null;
  /** The title, once written (the next field has begun). */
  title(partial: Partial): string | undefined;
}

const after = (partial: Partial, key: string, next: string[]) =>
  typeof partial[key] === "string" && next.some((n) => n in partial) ? (partial[key] as string).trim() : undefined;

/** The tools that write a draft, and what of their input makes it one. */
const DRAFTING_TOOLS: Record<string, DraftingTool> = {
  DRAFT_EMAIL: { start: () => ({ type: "EMAIL" }), title: (p) => after(p, "subject", ["toEmail", "body"]) },
  DRAFT_DOCUMENT: { start: () => ({ type: "HTML_DOCUMENT" }), title: (p) => after(p, "title", ["html"]) },
  FILE_EDITOR: {
    // a WRITE is known once its content begins (the draft it revises, if any, is named before)
    start: (p) =>
      p.operation === "WRITE" && "content" in p
        ? { artifactId: typeof p.artifactId === "string" ? p.artifactId : undefined }
        : null,
    title: (p) => after(p, "title", ["content"]),
  },
};

interface Call {
  tool: DraftingTool | null;
  input: string;
  draft: Promise<DraftRef | null> | null;
  titled: boolean;
  taken: boolean;
}

/**
 * The drafts of one run as the model writes them (ADR 029): a drafting tool's call starts its
 * artifact version, not complete, as soon as its input shows it is one — the card says
 * 'Drafting' live — and names it once its title is written; the tool then completes that
 * version (`take`). Works the same with the offline engine, which streams its calls' input.
 */
export class RunDrafts {
  private calls = new Map<string, Call>();

  constructor(
    private ctx: AgencyCtx,
    private workspaceId: string,
    private stageId: string,
  ) {}

  async inputStarted(toolCallId: string, toolName: string): Promise<void> {
    if (this.calls.has(toolCallId)) return;
    const tool = DRAFTING_TOOLS[toolName] ?? null;
    this.calls.set(toolCallId, { tool, input: "", draft: null, titled: false, taken: false });
    if (tool) await this.advance(toolCallId);
  }

  async inputDelta(toolCallId: string, delta: string): Promise<void> {
    const call = this.calls.get(toolCallId);
    if (!call?.tool || call.taken) return;
    call.input += delta;
    await this.advance(toolCallId);
  }

  /** The tool runs: the version it completes, if one was started (later input starts none). */
  async take(toolCallId: string): Promise<DraftRef | null> {
    const call = this.calls.get(toolCallId);
    if (!call) {
      this.calls.set(toolCallId, { tool: null, input: "", draft: null, titled: true, taken: true });
      return null;
    }
    call.taken = true;
    return call.draft ? await call.draft : null;
  }

  /** The call failed before its tool ran (its input did not fit the tool): its draft is removed. */
  async abandon(toolCallId: string): Promise<void> {
    await this.release(await this.take(toolCallId));
  }

  /** After the tool: a draft it did not complete (it refused the input) is removed. */
  async release(draft: DraftRef | null): Promise<void> {
    if (draft) await discardDraft(this.ctx, this.workspaceId, draft);
  }

  private async advance(toolCallId: string) {
    const call = this.calls.get(toolCallId)!;
    const parsed = call.input ? (await parsePartialJson(call.input)).value : {};
    const partial = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Partial) : {};
    if (call.taken || !call.tool) return;
    const title = call.tool.title(partial);
    if (!call.draft) {
      const start = call.tool.start(partial);
      if (!start) return;
      call.titled = Boolean(title);
      call.draft = this.begin(start, title).catch((error: unknown) => {
        this.ctx.log.warn("Could not start a draft", { error });
        return null;
      });
      await call.draft;
      return;
    }
    if (title && !call.titled) {
      call.titled = true;
      const draft = await call.draft;
      if (draft) await titleDraft(this.ctx, this.workspaceId, draft, title);
    }
  }

  private async begin(start: { type?: ArtifactType; artifactId?: string }, title: string | undefined) {
    let type = start.type ?? "HTML_DOCUMENT";
    let artifactId: string | undefined;
    if (start.artifactId) {
      if (!isUuid(start.artifactId)) return null;
      const base = await findArtifactVersion(this.ctx, this.workspaceId, start.artifactId);
      if (!base) return null;
      type = base.type;
      artifactId = base.artifactId;
      title ??= base.title;
    }
    return startDraft(this.ctx, this.workspaceId, { type, artifactId, stageId: this.stageId, title });
  }
}
