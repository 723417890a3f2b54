import { defineErrors } from '@platform/core';

/** Every error the test platform itself raises; each adapter's own errors keep their service's codes. */
export const testingErrors = defineErrors('testing', {
  'testing/clock-backwards': 'A test clock only moves forward.',
  'testing/invalid-seed': 'The seed data is not in the shape the test platform expects.',
  'testing/invalid-delay': 'A delay is a number of milliseconds, 0 or more.',
  'testing/unknown-service': 'The test platform has no service of that name.',
  'testing/disposed': 'The test platform was disposed.',
});

/** Every code the test platform raises. */
export type TestingErrorCode = keyof typeof testingErrors.messages;
