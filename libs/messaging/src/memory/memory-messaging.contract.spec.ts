import { createManualClock } from '@platform/core';
import { messagingContract, type ContractMessageData } from '../messaging.contract.js';
import { createMemoryMessaging } from './memory-messaging.js';

messagingContract('memory', ({ supported }) => {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const port = createMemoryMessaging<ContractMessageData>({ clock, supported });
  const { control } = port;
  return {
    port,
    backend: {
      setPermission: control.setPermission,
      answerPromptWith: control.answerPromptWith,
      holdPrompt: control.holdPrompt,
      prompts: control.prompts,
      requests: () => control.registrations.requests(),
      networkRequests: () => control.registrations.requests().length,
      refuseNext: (kind) => control.registrations.refuseNext(kind),
      deliver: async (message) => control.deliver(message),
      advanceTime: (ms) => clock.advanceAsync(ms),
    },
    deleteApp: async () => control.deleteApp(),
  };
});
