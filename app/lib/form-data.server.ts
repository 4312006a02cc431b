import { data } from "react-router";

/** What a route action answers a body it cannot take as a form (docs/product/security.md, ADR 061). */
export const formDataMessages = {
  notAForm:
    "This address takes a form: send the fields as form data (application/x-www-form-urlencoded or multipart/form-data).",
  unreadable: "This form could not be read (its multipart body is malformed or cut short). Send it again.",
};

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A POST's form. An empty body is an empty form (the action then says what is missing); JSON or
 * any other body with content is a 415, and a form body that cannot be parsed (a multipart body
 * without its boundary, cut short) a 400, each with its message, instead of the TypeError
 * `request.formData()` throws (a 500). Actions that also take JSON read it with `readBody`.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    const body = request.body ? await request.arrayBuffer() : new ArrayBuffer(0);
    if (body.byteLength === 0) return new FormData();
    throw data(formDataMessages.notAForm, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data(formDataMessages.unreadable, { status: 400 });
  }
}
