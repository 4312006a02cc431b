import { describe, expect, it } from "vitest";
import { formDataMessages, formDataOf } from "./form-data.server.ts";

/** A route action's form (ADR 061): what is not a form is a 4xx with a message, never request.formData()'s TypeError. */
const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/app/settings/subscription/users", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status, message: data };
  }
  throw new Error("not refused");
}

describe("formDataOf", () => {
  it("reads urlencoded and multipart forms", async () => {
    const form = await formDataOf(post("name=Ada&email=a%40example.test", "application/x-www-form-urlencoded"));
    expect(Object.fromEntries(form)).toEqual({ name: "Ada", email: "a@example.test" });
    const parts = new FormData();
    parts.append("name", "Ada");
    expect((await formDataOf(post(parts))).get("name")).toBe("Ada");
  });

  it("takes an empty body as an empty form", async () => {
    expect([...(await formDataOf(post(null)))]).toEqual([]);
    expect([...(await formDataOf(post("", "text/plain")))]).toEqual([]);
    expect([...(await formDataOf(post("", "application/json")))]).toEqual([]);
  });

  it("answers JSON and other bodies with 415, and a form it cannot parse with 400", async () => {
    expect(await refusal(formDataOf(post('{"name":"Ada"}', "application/json")))).toEqual({
      status: 415,
      message: formDataMessages.notAForm,
    });
    expect(await refusal(formDataOf(post("[1]", "application/json; charset=utf-8")))).toEqual({
      status: 415,
      message: formDataMessages.notAForm,
    });
    for (const [body, type] of [
      ["--x\r\n\r\n", "multipart/form-data"],
      ['--b\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut', "multipart/form-data; boundary=b"],
      ["--other\r\n\r\nvalue\r\n--other--\r\n", "multipart/form-data; boundary=b"],
    ]) {
      expect(await refusal(formDataOf(post(body!, type)))).toEqual({
        status: 400,
        message: formDataMessages.unreadable,
      });
    }
  });
});
