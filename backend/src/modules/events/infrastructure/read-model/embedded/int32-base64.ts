/** Integer columns in a JSON snapshot: the Int32 bytes (native order) as base64, far cheaper to parse than a number array. */
export function int32Base64(values: ArrayLike<number>): string {
  const array = values instanceof Int32Array ? values : Int32Array.from(values as number[]);
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

export function int32FromBase64(text: string): Int32Array {
  const bytes = Buffer.from(text, 'base64');
  const out = new Int32Array(bytes.length >>> 2);
  new Uint8Array(out.buffer).set(bytes.subarray(0, out.length * 4));
  return out;
}

/** Vectors the same way: Float32 bytes as base64 (a 100-number embedding is 536 characters instead of about 950). */
export function float32Base64(values: Float32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

export function float32FromBase64(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const out = new Float32Array(bytes.length >>> 2);
  new Uint8Array(out.buffer).set(bytes.subarray(0, out.length * 4));
  return out;
}
