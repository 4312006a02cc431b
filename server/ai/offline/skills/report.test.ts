import { describe, expect, it } from "vitest";
import { sanitizeArtifactHtml } from "../../../modules/workspaces/artifact-html.ts";
import { markdownTable, reportHtml, type ReportTable } from "./report.ts";

const cite = { ref: 3, fileId: "f1", fileName: "Quote A.pdf", page: 2, quote: "Each Occurrence $1,000,000" };
const table: ReportTable = {
  columns: ["Coverage", "Option 1", "Option 2"],
  rows: [
    [{ text: "Each occurrence" }, { text: "$1,000,000", cite }, { text: "$2,000,000 | per claim", highlight: true }],
    [{ text: "Flood" }, { text: "Excluded", status: "Not met", cite: { record: "Policy record" } }, { text: "" }],
  ],
};

describe("findings reports", () => {
  it("write a pipe table whose cells cite as [n], with pipes escaped and empty cells marked", () => {
    const md = markdownTable(table);
    expect(md.split("\n")[0]).toBe("| Coverage | Option 1 | Option 2 |");
    expect(md).toContain("| $1,000,000 [3] |");
    expect(md).toContain("**$2,000,000 \\| per claim**");
    expect(md).toContain("Not met: Excluded (Policy record)");
    expect(md).toContain("| — |");
  });

  it("write an HTML document that survives the sanitiser: statuses, cited pages and the passages at the end", () => {
    const html = reportHtml({
      title: "Comparison <Harbor>",
      preparedFor: "Tidewater Marine",
      sections: [{ heading: "Limits", table }],
    });
    expect(html).toContain("<h1>Comparison &lt;Harbor&gt;</h1>");
    expect(html).toContain("[1] Quote A.pdf, p. 2");
    expect(html).toContain("Quote A.pdf, page 2: “Each Occurrence $1,000,000”");
    const clean = sanitizeArtifactHtml(html);
    expect(clean).toContain('class="finding finding-not-met"');
    expect(clean).toContain("background:#fee2e2");
  });
});
