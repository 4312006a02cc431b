import { describe, expect, it } from "vitest";
import { chosenFiles } from "./create-workspace.server.ts";

describe("the files a prompt's form carries (issue 28)", () => {
  it("keeps a chosen 0-byte file, for the server to refuse with its reason, and drops only the empty input's nameless part", () => {
    const form = new FormData();
    form.append("files", new File(["%PDF-1.7"], "policy.pdf", { type: "application/pdf" }));
    form.append("files", new File([], "quote.pdf", { type: "application/pdf" }));
    form.append("files", new File([], ""));
    expect(chosenFiles(form).map((file) => [file.name, file.size])).toEqual([
      ["policy.pdf", 8],
      ["quote.pdf", 0],
    ]);
  });
});
