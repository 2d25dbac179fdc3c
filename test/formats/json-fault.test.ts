// Where a text stops being JSON: the place a message names by line and column, in the user's language.
import { describe, expect, it } from 'vitest';
import { jsonFaultOffset } from '#formats/json-fault';

describe('where a text stops being JSON', () => {
  it('finds the first character that is no JSON, the end of a text cut short, and nothing in JSON', () => {
    expect(jsonFaultOffset('hello')).toBe(0);
    const text = '{"a": 1,\n "b": }';
    expect(jsonFaultOffset(text)).toBe(text.indexOf('}'));
    expect(jsonFaultOffset('{"a": 1')).toBe(7);
    expect(jsonFaultOffset('[1, 2,]')).toBe(6);
    expect(jsonFaultOffset('{"a": 1} x')).toBe(9);
    expect(jsonFaultOffset('{"a": [1, {"b": null}], "c": "d\\u00e9", "e": -1.5e3, "f": true}')).toBe(-1);
    // A raw control character inside a string: at the character itself.
    expect(jsonFaultOffset('"\u0001"')).toBe(1);
    // A hostile nesting costs no stack: it is read to its end.
    expect(jsonFaultOffset('['.repeat(200_000))).toBe(200_000);
  });

  it('a broken string of ten megabytes is said at its place, not as the engine running out of stack (issue 51)', () => {
    const long = 'x'.repeat(10_000_000);
    const cut = `{"name": "${long}`;
    expect(jsonFaultOffset(cut)).toBe(cut.length);
    const broken = `{"name": "${long}\u0007${long}"}`;
    expect(jsonFaultOffset(broken)).toBe(10 + long.length);
  });
});
