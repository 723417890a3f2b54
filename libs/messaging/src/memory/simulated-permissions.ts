import type { SitePermission } from '../messaging.types.js';
import type { NotificationPermissions } from '../internal/notification-permissions.js';

/** The answer the simulated person gives to the prompt. */
export type PromptAnswer = 'granted' | 'blocked' | 'default';

/** A notification permission a test or the memory driver sets, with a simulated person answering the prompt. */
export interface SimulatedPermissions extends NotificationPermissions {
  /** Sets the permission, as the person can in the site settings. */
  set(permission: SitePermission): void;
  /** What the person answers the next prompts with (`default` dismisses it). */
  answerWith(answer: PromptAnswer): void;
  /** Leaves the next prompt unanswered, as a person who has not decided yet; the returned function answers it. */
  hold(): (answer: PromptAnswer) => void;
  /** How many times the prompt was shown. */
  prompts(): number;
}

/** Creates the simulation, starting at `initial` with a person who answers `answer`. */
export function createSimulatedPermissions(
  initial: SitePermission = 'default',
  answer: PromptAnswer = 'granted',
): SimulatedPermissions {
  let permission = initial;
  let next = answer;
  let prompts = 0;
  let held: Promise<PromptAnswer> | undefined;
  return {
    current: () => permission,
    async request() {
      if (permission !== 'default') return permission;
      prompts += 1;
      const given = held ? await held : next;
      held = undefined;
      // The person may have changed the site settings while the prompt was open.
      if (permission === 'default') permission = given;
      return permission;
    },
    hold() {
      let answer: (value: PromptAnswer) => void = () => undefined;
      held = new Promise((resolve) => (answer = resolve));
      return (value) => answer(value);
    },
    set(value) {
      permission = value;
    },
    answerWith(value) {
      next = value;
    },
    prompts: () => prompts,
  };
}
