import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  DocumentError,
  type DocumentErrorCode,
  type ExtractedPage,
  type ExtractInput,
  type ExtractOptions,
} from "./document-error.ts";
import { READ_LIMITS, type ReadLimits } from "./read-limits.ts";

/**
 * Reader processes (ADR 058): every document is read in a child process of its own, never on the
 * web process's thread, under READ_LIMITS. The child's heap is capped; this side ends it when a
 * reading passes its wall time (in all, or without a page of progress) or its resident memory,
 * and a child that dies (a heap exhausted, a native crash) fails only that document. A reader that
 * finished cleanly waits a while for the next document, so most readings start at once.
 */

export type ReaderRequest = { input: ExtractInput; maxBytes?: number };
export type ReaderReply =
  | { type: "ready" }
  | { type: "page"; done: number; total: number }
  | { type: "pages"; pages: ExtractedPage[] }
  | { type: "document-error"; code: DocumentErrorCode; message: string }
  | { type: "error"; message: string };

const ENTRY = fileURLToPath(new URL("./reader-process.ts", import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Readings at once in this process (more wait their turn): the jobs that read run 3 at most. */
const MAX_READING = 4;
/** Readers kept for the next document, how long one waits, and how many documents one reads before it is replaced. */
const IDLE_READERS = 2;
const IDLE_MS = 30_000;
const READS_PER_READER = 50;
/** How often a reader's resident memory is looked at. */
const MEMORY_POLL_MS = 200;
/** A reader's scheduling priority (nice): reading is background work, requests come first for the CPU. */
const READER_NICE = 10;

interface Reader {
  child: ChildProcess;
  limits: ReadLimits;
  ready: Promise<void>;
  reads: number;
  idleTimer?: NodeJS.Timeout;
  onIdleExit?: () => void;
}

const idle: Reader[] = [];
let reading = 0;
const waiting: Array<() => void> = [];

function spawnReader(limits: ReadLimits): Reader {
  const child = fork(ENTRY, [], {
    execArgv: ["--import", TSX, `--max-old-space-size=${limits.heapMb}`],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`A document reader did not start (exit ${code})`));
    child.once("error", reject);
    child.once("exit", onExit);
    child.once("message", (reply: ReaderReply) => {
      child.off("exit", onExit);
      child.off("error", reject);
      if (reply.type === "ready") resolve();
      else reject(new Error(`A document reader started badly: ${JSON.stringify(reply)}`));
    });
  });
  ready.catch(() => undefined); // the reading that waits on it reports the failure
  try {
    if (child.pid) os.setPriority(child.pid, READER_NICE);
  } catch {
    // a system that does not let a process lower its child's priority: it runs at the same one
  }
  return { child, limits, ready, reads: 0 };
}

function end(reader: Reader): void {
  clearTimeout(reader.idleTimer);
  const at = idle.indexOf(reader);
  if (at >= 0) idle.splice(at, 1);
  if (reader.child.exitCode === null && reader.child.signalCode === null) reader.child.kill("SIGKILL");
}

function park(reader: Reader): void {
  const full = reader.reads >= READS_PER_READER || idle.length >= IDLE_READERS;
  if (full || reader.limits !== READ_LIMITS) return end(reader);
  reader.idleTimer = setTimeout(() => end(reader), IDLE_MS).unref();
  reader.onIdleExit = () => end(reader);
  reader.child.once("exit", reader.onIdleExit);
  reader.child.unref();
  reader.child.channel?.unref();
  idle.push(reader);
}

function take(limits: ReadLimits): Reader {
  const reader = limits === READ_LIMITS ? idle.pop() : undefined;
  if (!reader) return spawnReader(limits);
  clearTimeout(reader.idleTimer);
  if (reader.onIdleExit) reader.child.off("exit", reader.onIdleExit);
  reader.child.ref();
  reader.child.channel?.ref();
  return reader;
}

/** The reader's resident memory in MB (Linux; null elsewhere). */
function residentMb(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const tooComplex = (message: string) => new DocumentError("TOO_COMPLEX", message);
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function readOn(
  reader: Reader,
  input: ExtractInput,
  options: ExtractOptions,
  limits: ReadLimits,
): Promise<{ pages: ExtractedPage[] }> {
  const { child } = reader;
  return new Promise((resolve, reject) => {
    let settled = false;
    let progress: Promise<void> = Promise.resolve();
    const timers: NodeJS.Timeout[] = [];
    const finish = (keep: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      timers.forEach((timer) => clearTimeout(timer));
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (keep) park(reader);
      else end(reader);
      outcome();
    };
    const fail = (error: unknown) => finish(false, () => reject(error));
    const stepTimer = () =>
      setTimeout(
        () => fail(tooComplex(`Reading this file made no progress for ${seconds(limits.stepMs)}; it cannot be read`)),
        limits.stepMs,
      );
    timers.push(
      setTimeout(
        () => fail(tooComplex(`Reading this file took longer than ${seconds(limits.totalMs)}; it cannot be read`)),
        limits.totalMs,
      ),
      stepTimer(),
      setInterval(() => {
        const mb = residentMb(child.pid);
        if (mb !== null && mb > limits.memoryMb)
          fail(tooComplex(`Reading this file needed more than ${limits.memoryMb} MB of memory; it cannot be read`));
      }, MEMORY_POLL_MS),
    );
    const after = (keep: boolean, outcome: () => void) => void progress.then(() => finish(keep, outcome), fail);
    function onMessage(reply: ReaderReply) {
      switch (reply.type) {
        case "page": {
          clearTimeout(timers[1]);
          timers[1] = stepTimer();
          const { done, total } = reply;
          progress = progress.then(async () => {
            if (!settled) await options.onPage?.(done, total);
          });
          progress.catch(fail);
          return;
        }
        case "pages":
          return after(true, () => resolve({ pages: reply.pages }));
        case "document-error":
          return after(true, () => reject(new DocumentError(reply.code, reply.message)));
        case "error":
          return fail(new Error(`Reading a document failed: ${reply.message}`));
        case "ready":
          return;
      }
    }
    function onExit(code: number | null, signal: NodeJS.Signals | null) {
      const heap = code === 134 || signal === "SIGABRT" || signal === "SIGTRAP";
      fail(
        tooComplex(
          heap
            ? `Reading this file needed more than ${limits.heapMb} MB of memory; it cannot be read`
            : `Reading this file stopped its reader (${signal ?? `exit ${code}`}); it cannot be read`,
        ),
      );
    }
    child.on("message", onMessage);
    child.on("exit", onExit);
    child.send({ input, maxBytes: options.maxBytes } satisfies ReaderRequest, (error) => {
      if (error) fail(error);
    });
  });
}

/**
 * Reads a document in a reader process under `limits` (READ_LIMITS; the tests pass smaller ones):
 * its pages, or the DocumentError it fails with. An error that is not the document's (a reader
 * that does not start) is thrown as is.
 */
export async function readInReader(
  input: ExtractInput,
  options: ExtractOptions = {},
  limits: ReadLimits = READ_LIMITS,
): Promise<{ pages: ExtractedPage[] }> {
  if (reading >= MAX_READING) await new Promise<void>((resolve) => waiting.push(resolve));
  reading++;
  try {
    const reader = take(limits);
    await reader.ready.catch((error: unknown) => {
      end(reader);
      throw error;
    });
    reader.reads++;
    return await readOn(reader, input, options, limits);
  } finally {
    reading--;
    waiting.shift()?.();
  }
}
