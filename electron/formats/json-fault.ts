// Where a text stops being JSON, for a message that says the line and column in the user's language: JSON.parse says
// it in English only, and for an unexpected character not even where. Run only after JSON.parse has refused the text;
// one pass, no recursion (a hostile file's nesting costs no stack).

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// A string: no raw control character (U+0000–U+001F) in it, as RFC 8259 says.
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/** The offset of the first character at which `text` is no longer JSON (its length when it ends too soon); -1 when it
 * is JSON. */
export function jsonFaultOffset(text: string): number {
  let at = 0;
  const skip = () => {
    while (at < text.length && WHITESPACE.has(text[at]!)) at += 1;
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
          if (!take(STRING)) return at;
          skip();
          if (text[at] !== ':') return at;
          at += 1;
        }
        continue;
      }
      const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, at));
      if (literal) at += literal.length;
      else if (char === '"') {
        if (!take(STRING)) return at;
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
      if (!take(STRING)) return at;
      skip();
      if (text[at] !== ':') return at;
      at += 1;
    }
  }
}
