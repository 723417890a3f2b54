import fc from 'fast-check';
import { z } from 'zod';
import { defineConfig, json } from './config-schema.js';

const schema = defineConfig({
  title: 'Welcome',
  newOnboarding: false,
  maxItems: 10,
  theme: json({ accent: 'orange', dense: false }, z.object({ accent: z.string(), dense: z.boolean() })),
  anything: json<unknown>(null),
});

describe('defineConfig', () => {
  it('gives each key the kind and default its declared value implies', () => {
    expect(
      Object.fromEntries(Object.entries(schema).map(([key, entry]) => [key, [entry.kind, entry.defaultValue]])),
    ).toEqual({
      title: ['string', 'Welcome'],
      newOnboarding: ['boolean', false],
      maxItems: ['number', 10],
      theme: ['json', { accent: 'orange', dense: false }],
      anything: ['json', null],
    });
    expectTypeOf(schema.maxItems.defaultValue).toEqualTypeOf<number>();
    expectTypeOf(schema.title.defaultValue).toEqualTypeOf<string>();
    expectTypeOf(schema.theme.defaultValue).toEqualTypeOf<{ accent: string; dense: boolean }>();
  });

  it('reads any finite number back from its text, and nothing else as a number', () => {
    fc.assert(
      // -0 is written "0", which reads back as 0.
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0)),
        (value) => {
          expect(schema.maxItems.decode(String(value))).toEqual({ ok: true, value });
        },
      ),
    );
    for (const text of ['', ' ', 'ten', '1e999', 'NaN']) expect(schema.maxItems.decode(text).ok).toBe(false);
  });

  it("reads booleans with the SDK's truthy words, their opposites, and nothing else", () => {
    for (const text of ['1', 'true', 'T', 'yes', 'y', 'ON'])
      expect(schema.newOnboarding.decode(text)).toEqual({ ok: true, value: true });
    for (const text of ['0', 'false', 'F', 'no', 'n', 'off'])
      expect(schema.newOnboarding.decode(text)).toEqual({ ok: true, value: false });
    expect(schema.newOnboarding.decode('maybe')).toEqual({ ok: false, problem: '"maybe" is not a boolean.' });
  });

  it('round-trips any JSON value, and validates with a Standard Schema validator (Zod here)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(schema.anything.decode(JSON.stringify(value))).toEqual({
          ok: true,
          value: JSON.parse(JSON.stringify(value)),
        });
      }),
    );
    expect(schema.theme.decode('{"accent":"teal","dense":true}')).toEqual({
      ok: true,
      value: { accent: 'teal', dense: true },
    });
    expect(schema.theme.decode('{"accent":"teal"}')).toEqual({ ok: false, problem: expect.stringMatching(/boolean/) });
    expect(schema.theme.decode('{"accent":')).toEqual({ ok: false, problem: 'The value is not valid JSON.' });
  });

  it('keeps any string as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(schema.title.decode(text)).toEqual({ ok: true, value: text });
      }),
    );
  });
});
