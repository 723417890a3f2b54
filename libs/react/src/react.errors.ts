import { defineErrors } from '@platform/core';

/** The errors `@platform/react` raises when it is wired up wrongly. */
export const reactErrors = defineErrors('react', {
  'react/no-provider': 'This hook must be used inside <PlatformProvider>.',
  'react/missing-service': 'The requested service is not registered with <PlatformProvider>.',
  'react/unserializable': 'This value cannot be sent from the server to the browser; register a serializer for it.',
});

/** Every code in {@link reactErrors}. */
export type ReactErrorCode = keyof typeof reactErrors.messages;
