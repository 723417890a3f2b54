/* eslint-disable no-template-curly-in-string -- the cases are source code holding template literals */
import { withoutText } from './without-text.js';

describe('withoutText', () => {
  it('empties the strings that read as sentences and keeps codes, keys and paths', () => {
    const code = [
      `const messages = { 'storage/unknown': 'Something went wrong. Try again.' };`,
      `const hint = "Call activate() first.";`,
      `import { a } from './a.js';`,
      `const op = 'array-contains', header = 'Content-Type', word = 'Bearer ';`,
    ].join('\n');
    expect(withoutText(code, 'x.js')).toBe(
      [
        `const messages = { 'storage/unknown': '' };`,
        `const hint = '';`,
        `import { a } from './a.js';`,
        `const op = 'array-contains', header = 'Content-Type', word = 'Bearer ';`,
      ].join('\n'),
    );
  });

  it("keeps a template's expressions and drops its text, and leaves a template without text alone", () => {
    const code = 'const a = `${setting} must be granted or denied, not ${String(value)}.`, b = `${x}/${y}`;';
    expect(withoutText(code, 'x.js')).toBe('const a = `${setting}${String(value)}`, b = `${x}/${y}`;');
  });

  it('leaves what is inside a template it empties as it was', () => {
    const code = 'const a = `Try again in ${f(`${n} s`)} or later.`;';
    expect(withoutText(code, 'x.js')).toBe('const a = `${f(`${n} s`)}`;');
  });
});
