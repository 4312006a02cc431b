/**
 * multipart/form-data read into its parts' bytes (SendGrid Inbound Parse, Mailgun with
 * attachments). Kept as bytes, not strings: SendGrid's `text`, `html` and `subject` are in the
 * charsets its `charsets` field names, and a file part is binary. Node's `Response.formData()`
 * would decode every field as UTF-8.
 */
export interface FormPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  bytes: Buffer;
}

/** The boundary of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function headerParam(header: string, name: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${name}\\*?=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i").exec(header);
  if (!match) return null;
  const value = (match[1] ?? match[2] ?? "").trim();
  return value.replace(/\\(.)/g, "$1");
}

/** Every part of a multipart/form-data body; throws when the body has no part with this boundary. */
export function parseMultipartForm(body: Buffer, boundary: string, maxParts = 2000): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new Error("The form has no part with its boundary");
  while (at >= 0 && parts.length < maxParts) {
    let start = at + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // closing delimiter
    if (body[start] === 0x0d) start++;
    if (body[start] === 0x0a) start++;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    let end = next;
    if (body[end - 1] === 0x0a) end--;
    if (body[end - 1] === 0x0d) end--;
    const chunk = body.subarray(start, end);
    let headerEnd = chunk.indexOf("\r\n\r\n");
    let sep = 4;
    if (headerEnd < 0) {
      headerEnd = chunk.indexOf("\n\n");
      sep = 2;
    }
    if (headerEnd >= 0) {
      const headers = chunk.subarray(0, headerEnd).toString("latin1").split(/\r?\n/);
      const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? "";
      const type = headers.find((line) => /^content-type:/i.test(line));
      const name = headerParam(disposition.replace(/^[^:]*:/, ""), "name");
      if (name !== null) {
        const filename = headerParam(disposition.replace(/^[^:]*:/, ""), "filename");
        parts.push({
          name,
          filename: filename !== null ? Buffer.from(filename, "latin1").toString("utf8") : null,
          contentType: type ? type.replace(/^[^:]*:\s*/, "").trim() : null,
          bytes: chunk.subarray(headerEnd + sep),
        });
      }
    }
    at = next;
  }
  return parts;
}

/** A form (multipart or url-encoded) as text fields and file parts. */
export interface ReadForm {
  field(name: string): string | undefined;
  bytes(name: string): Buffer | undefined;
  files: FormPart[];
}

export function readForm(body: Buffer, contentType: string | undefined): ReadForm {
  const boundary = /multipart\/form-data/i.test(contentType ?? "") ? boundaryOf(contentType) : null;
  if (boundary) {
    const parts = parseMultipartForm(body, boundary);
    const byName = new Map<string, FormPart>();
    for (const part of parts) if (!byName.has(part.name)) byName.set(part.name, part);
    return {
      field: (name) => byName.get(name)?.bytes.toString("utf8"),
      bytes: (name) => byName.get(name)?.bytes,
      files: parts.filter((part) => part.filename !== null),
    };
  }
  const params = new URLSearchParams(body.toString("utf8"));
  return {
    field: (name) => params.get(name) ?? undefined,
    bytes: (name) => {
      const value = params.get(name);
      return value === null ? undefined : Buffer.from(value, "utf8");
    },
    files: [],
  };
}
