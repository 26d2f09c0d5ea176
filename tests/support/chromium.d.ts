export interface ResolvedChromium {
  executablePath: string;
  /** Extra environment for the browser process (LD_LIBRARY_PATH for the bundled build's libraries, when needed). */
  env: Record<string, string>;
  source: 'system' | 'bundled';
}
export function resolveChromium(): Promise<ResolvedChromium>;
