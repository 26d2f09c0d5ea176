/** Integer columns in a JSON snapshot: the Int32 bytes (native order) as base64, far cheaper to parse than a number array. */
export function int32Base64(values: ArrayLike<number>): string {
  return typedBase64(values instanceof Int32Array ? values : Int32Array.from(values as number[]));
}

export function int32FromBase64(text: string): Int32Array {
  return typedFromBase64(text, (n) => new Int32Array(n));
}

export type TypedColumn = Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

/** Any typed array's bytes (native order) as base64. */
export function typedBase64(values: TypedColumn): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

/** The typed array `typedBase64` wrote, made by `make(length)`: decoded straight into it (no bytes in between). */
export function typedFromBase64<T extends TypedColumn>(text: string, make: (length: number) => T): T {
  const out = make(Math.floor(base64Bytes(text) / make(0).BYTES_PER_ELEMENT));
  base64Into(text, out);
  return out;
}

/** Decodes `typedBase64`'s text into `target`'s own memory from element `at` on (a RangeError when it has no room). */
export function base64Into(text: string, target: TypedColumn, at = 0): void {
  Buffer.from(target.buffer, target.byteOffset + at * target.BYTES_PER_ELEMENT, base64Bytes(text)).write(text, 'base64');
}

/** How many bytes base64 text (as Buffer writes it: padded, no line breaks) stands for. */
function base64Bytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}
