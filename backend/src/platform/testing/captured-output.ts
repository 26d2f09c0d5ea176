/**
 * Keeps a copy of everything the process prints (stdout and stderr) while still printing it, so a test can prove
 * what never reaches a log (tokens, secrets). `restore()` puts the original writers back.
 */
export function captureProcessOutput(): { text: () => string; restore: () => void } {
  const lines: string[] = [];
  const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const tee = (write: typeof process.stdout.write) =>
    ((chunk: string | Uint8Array, ...rest: never[]) => (lines.push(String(chunk)), write(chunk, ...rest))) as typeof process.stdout.write;
  process.stdout.write = tee(original.out);
  process.stderr.write = tee(original.err);
  return {
    text: () => lines.join(''),
    restore: () => {
      process.stdout.write = original.out;
      process.stderr.write = original.err;
    },
  };
}
