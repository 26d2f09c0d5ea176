/** Just enough MIME for tests: headers (unfolded), multipart/alternative, quoted-printable and base64. */
export interface ReceivedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
  envelopeTo: string[];
}

export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const part = parsePart(raw);
  const leaves = flatten(part);
  const text = leaves.find((l) => l.type.startsWith('text/plain'))?.body ?? '';
  const html = leaves.find((l) => l.type.startsWith('text/html'))?.body ?? '';
  return { headers: part.headers, subject: decodeWords(part.headers['subject'] ?? ''), text, html, raw };
}

interface Part {
  headers: Record<string, string>;
  type: string;
  body: string;
  parts: Part[];
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] ??= line.slice(i + 1).trim();
  }
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => parsePart(p.replace(/^\r\n/, '')));
    return { headers, type, body: '', parts };
  }
  return { headers, type, body: decodeBody(body, headers['content-transfer-encoding'] ?? ''), parts: [] };
}

function flatten(p: Part): Part[] {
  return p.parts.length ? p.parts.flatMap(flatten) : [p];
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body);
  return body;
}

function decodeQp(s: string): string {
  const soft = s.replace(/=\r?\n/g, '');
  // The text's own UTF-8 bytes between escapes, each `=XX` the byte it names (a 10,000-mail test reads every mail).
  const chunks: Buffer[] = [];
  let last = 0;
  for (const m of soft.matchAll(/=([0-9A-Fa-f]{2})/g)) {
    chunks.push(Buffer.from(soft.slice(last, m.index), 'utf8'), Buffer.from([parseInt(m[1]!, 16)]));
    last = m.index! + 3;
  }
  chunks.push(Buffer.from(soft.slice(last), 'utf8'));
  return Buffer.concat(chunks).toString('utf8');
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );
}
