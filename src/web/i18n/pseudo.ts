/**
 * The pseudo-language (en-XA): every word of a message accented and lengthened by about a third,
 * and the message bracketed ("[Šàṽé~~ çĥàñĝéš~~~]"), while placeholders, plurals and tags stay as
 * they are. A browser test reads a page in it: text without brackets and accents never came from
 * a catalog, and a layout that cannot take longer words shows it.
 */
import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Accents every letter and lengthens every word by about a third ("Save" → "Šàṽé~~"), so longer
 * translations are simulated word by word and lines still break between words.
 */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = Array.from(word, (char) => ACCENTED[char] ?? char).join('');
    return `${accented}${'~'.repeat(Math.ceil(word.length / 3))}`;
  });
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (isLiteralElement(element)) return { ...element, value: pseudoText(element.value) };
    if (isPluralElement(element) || isSelectElement(element)) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: transform(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    if (isTagElement(element)) return { ...element, children: transform(element.children) };
    return element;
  });
}

/** A catalog message (parsed at build time) in the pseudo-language. */
export function pseudoLocalize(ast: MessageFormatElement[]): MessageFormatElement[] {
  return [{ type: TYPE.literal, value: '[' }, ...transform(ast), { type: TYPE.literal, value: ']' }];
}
