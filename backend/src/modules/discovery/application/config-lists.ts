/** A comma-separated setting as a list of http(s) addresses (blanks dropped; a bad entry is named at start-up). */
export function urlList(value: string | undefined, setting: string): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      try {
        const url = new URL(v);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
        return url.href;
      } catch {
        throw new Error(`Invalid configuration: ${setting} entry "${v}" is not an http(s) address`);
      }
    });
}

/** A short reason for a failed fetch, for the run's error list. */
export function fetchProblem(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e?.code ? `${e.code}: ${e.message}` : (e?.message ?? String(error));
}
