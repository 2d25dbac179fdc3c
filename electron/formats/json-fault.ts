// Where a text stops being JSON, for a message that says the line and column in the user's language: JSON.parse says
// it in English only, and for an unexpected character not even where. Run only after JSON.parse has refused the text;
// one pass, no recursion (a hostile file's nesting costs no stack).

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;

/** The end of the string that opens at `start` (after its closing quote), or, as a negative number − 1, the offset
 * where it stops being one: a raw control character (U+0000–U+001F, RFC 8259), a bad escape, or the text's end. A
 * loop, not a regular expression: a string of ten megabytes made V8's engine run out of stack. */
function scanString(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"') return at + 1;
    if (char.charCodeAt(0) < 0x20) return -at - 1;
    if (char === '\\') {
      const next = text[at + 1];
      if (next === 'u') {
        if (!HEX.test(text.slice(at + 2, at + 6))) return -at - 1;
        at += 5;
      } else if (next !== undefined && ESCAPES.has(next)) at += 1;
      else return -at - 1;
    }
  }
  return -text.length - 1;
}

/** The offset of the first character at which `text` is no longer JSON (its length when it ends too soon); -1 when it
 * is JSON. */
export function jsonFaultOffset(text: string): number {
  let at = 0;
  const skip = () => {
    while (at < text.length && WHITESPACE.has(text[at]!)) at += 1;
  };
  /** Past the string at `at`; false (and `at` at the fault) when it is none. */
  const takeString = (): boolean => {
    const end = scanString(text, at);
    if (end < 0) {
      at = -end - 1;
      return false;
    }
    at = end;
    return true;
  };
  const take = (pattern: RegExp): boolean => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (!found) return false;
    at += found[0].length;
    return true;
  };
  /** What the scanner expects next: a value, or after one inside an array or object, a separator or the end. */
  const open: ('[' | '{')[] = [];
  let expectValue = true;
  for (;;) {
    skip();
    if (expectValue) {
      const char = text[at];
      if (char === undefined) return at;
      if (char === '[' || char === '{') {
        open.push(char);
        at += 1;
        skip();
        if (text[at] === (char === '[' ? ']' : '}')) {
          open.pop();
          at += 1;
          expectValue = false;
          continue;
        }
        if (char === '{') {
          if (!takeString()) return at;
          skip();
          if (text[at] !== ':') return at;
          at += 1;
        }
        continue;
      }
      const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, at));
      if (literal) at += literal.length;
      else if (char === '"') {
        if (!takeString()) return at;
      } else if (!take(NUMBER)) return at;
      expectValue = false;
      continue;
    }
    const inside = open.at(-1);
    if (inside === undefined) return at < text.length ? at : -1;
    const char = text[at];
    if (char === undefined) return at;
    if (char === (inside === '[' ? ']' : '}')) {
      open.pop();
      at += 1;
      continue;
    }
    if (char !== ',') return at;
    at += 1;
    expectValue = true;
    if (inside === '{') {
      skip();
      if (!takeString()) return at;
      skip();
      if (text[at] !== ':') return at;
      at += 1;
    }
  }
}
