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

/** The typed array `typedBase64` wrote, made by `make(length)`. */
export function typedFromBase64<T extends TypedColumn>(text: string, make: (length: number) => T): T {
  const bytes = Buffer.from(text, 'base64');
  const out = make(Math.floor(bytes.length / make(0).BYTES_PER_ELEMENT));
  new Uint8Array(out.buffer, out.byteOffset, out.byteLength).set(bytes.subarray(0, out.byteLength));
  return out;
}
