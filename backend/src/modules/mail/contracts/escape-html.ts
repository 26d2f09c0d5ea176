const MAP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every piece of visitor text goes through this before it enters an HTML mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => MAP[c]);
}

/** Plain-text bodies: strip control characters (keeps newlines and tabs) so visitor text cannot forge structure. */
export function plainText(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/** A header-safe single line (no CR/LF, so no header injection through a subject). */
export function oneLine(value: string, max = 150): string {
  return plainText(value)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}
