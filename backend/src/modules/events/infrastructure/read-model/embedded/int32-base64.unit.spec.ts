import { base64Into, typedBase64, typedFromBase64 } from './int32-base64';

describe('typed arrays as base64', () => {
  const kinds = [Uint8Array, Uint16Array, Int16Array, Int32Array, Uint32Array, Float32Array, Float64Array] as const;

  it('gives back every kind and length exactly, padding included', () => {
    for (const Kind of kinds) {
      for (let length = 0; length <= 9; length++) {
        const values = new Kind(length);
        for (let i = 0; i < length; i++) values[i] = (i * 37 + 11) % 250;
        const text = typedBase64(values);
        expect(Array.from(typedFromBase64(text, (n) => new Kind(n)))).toEqual(Array.from(values));
      }
    }
  });

  it('decodes into an array from an element on, and refuses one without room', () => {
    const target = new Float32Array(6);
    base64Into(typedBase64(Float32Array.of(1.5, -2.25)), target, 3);
    expect(Array.from(target)).toEqual([0, 0, 0, 1.5, -2.25, 0]);
    // Node's own RangeError (another realm than the test's: compared by name)
    expect(() => base64Into(typedBase64(Float32Array.of(1, 2, 3)), target, 4)).toThrow(expect.objectContaining({ name: 'RangeError' }));
    expect(Array.from(target)).toEqual([0, 0, 0, 1.5, -2.25, 0]);
  });
});
