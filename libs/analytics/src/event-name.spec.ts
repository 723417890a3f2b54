import fc from 'fast-check';
import { isValidEventName } from './event-name.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TAIL = `${LETTERS}0123456789_`;
const letter = fc.constantFrom(...LETTERS);
const tail = (maxLength: number, minLength = 0) =>
  fc.array(fc.constantFrom(...TAIL), { minLength, maxLength }).map((chars) => chars.join(''));
const reserved = /^(firebase_|google_|ga_)/;

describe('isValidEventName', () => {
  it('accepts every name of a letter and up to 39 letters, digits and underscores, unless it has a reserved prefix', () => {
    fc.assert(
      fc.property(letter, tail(39), (first, rest) => {
        const name = first + rest;
        expect(isValidEventName(name)).toBe(!reserved.test(name));
      }),
    );
  });

  it('rejects every name longer than 40 characters', () => {
    fc.assert(fc.property(letter, tail(80, 40), (first, rest) => !isValidEventName(first + rest)));
  });

  it('rejects every name with a character Analytics does not allow, wherever it is', () => {
    const forbidden = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !TAIL.includes(char));
    fc.assert(
      fc.property(letter, tail(19), forbidden, tail(19), (first, before, char, after) => {
        return !isValidEventName(first + before + char + after) && !isValidEventName(char + before);
      }),
    );
  });

  it.each(['firebase_open', 'google_click', 'ga_view', '_private', '1st_visit', ''])('rejects %j', (name) => {
    expect(isValidEventName(name)).toBe(false);
  });

  it.each(['screen_view', 'select_content', 'purchase', 'a', 'x'.repeat(40), 'Gallery_open_2'])(
    'accepts %j',
    (name) => {
      expect(isValidEventName(name)).toBe(true);
    },
  );
});
