import { defineErrors } from './error-catalog.js';
import { isPlatformError, PlatformError } from './platform-error.js';

const demoErrors = defineErrors('demo', {
  'demo/broken': 'The demo broke.',
  'demo/gone': 'The demo is gone.',
});

describe('defineErrors', () => {
  it('builds PlatformErrors with the catalogue message, cause and custom data', () => {
    const cause = new Error('socket hang up');
    const error = demoErrors.create('demo/broken', { cause, customData: { attempt: 2 } });

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PlatformError');
    expect(error.code).toBe('demo/broken');
    expect(error.message).toBe('The demo broke.');
    expect(error.cause).toBe(cause);
    expect(error.customData).toEqual({ attempt: 2 });
  });

  it('lets a call site give a more specific message', () => {
    expect(demoErrors.create('demo/gone', { message: 'Document "a" is gone.' }).message).toBe('Document "a" is gone.');
  });

  it('recognises only its own codes', () => {
    const other = defineErrors('other', { 'other/broken': 'x' }).create('other/broken');
    expect(demoErrors.is(demoErrors.create('demo/gone'))).toBe(true);
    expect(demoErrors.is(demoErrors.create('demo/gone'), 'demo/broken')).toBe(false);
    expect(demoErrors.is(other)).toBe(false);
    expect(demoErrors.is(new Error('plain'))).toBe(false);
    expect(isPlatformError(other, 'other/broken')).toBe(true);
  });

  it('keeps custom data empty rather than undefined', () => {
    expect(demoErrors.create('demo/gone').customData).toEqual({});
  });
});
