/**
 * Stand-ins for the browser APIs jsdom lacks and `firebase/messaging` needs:
 * `Notification`, `PushManager`, `PushSubscription`, `ServiceWorkerRegistration`
 * and `navigator.serviceWorker`. They behave as Chromium's do for the calls the
 * SDK makes, and let a test play the person (the prompt's answer) and the
 * service worker (a foreground message, posted as the SDK's own worker posts it).
 */
export interface PushStandIns {
  /** Sets `Notification.permission` (`blocked` is the browser's `denied`). */
  setPermission(permission: 'default' | 'granted' | 'blocked'): void;
  /** What the person answers the next prompts with. */
  answerPromptWith(answer: 'default' | 'granted' | 'blocked'): void;
  /** Leaves the next prompt open and unanswered; the returned function answers it. */
  holdPrompt(): (answer: 'default' | 'granted' | 'blocked') => void;
  /** How many times `Notification.requestPermission()` showed the prompt. */
  prompts(): number;
  /** The scripts `navigator.serviceWorker.register()` was asked for. */
  registeredScripts(): readonly string[];
  /** Makes the next `navigator.serviceWorker.register()` fail, as a script that does not load does. */
  failNextRegistration(): void;
  /** A registration of the app's own service worker, as `navigator.serviceWorker.register()` would give. */
  ownRegistration(scope: string): ServiceWorkerRegistration;
  /** The service worker posts a message to the page, as the SDK's worker does on a push while the page has focus. */
  postToPage(data: unknown): void;
  /** Removes every stand-in. */
  uninstall(): void;
}

type BrowserPermission = 'default' | 'granted' | 'denied';

const toBrowser = (permission: 'default' | 'granted' | 'blocked'): BrowserPermission =>
  permission === 'blocked' ? 'denied' : permission;

const GLOBALS = ['Notification', 'PushManager', 'PushSubscription', 'ServiceWorkerRegistration'] as const;

/** Installs the stand-ins on `globalThis` and `navigator`, with the permission `default`. */
export function installPushStandIns(): PushStandIns {
  let permission: BrowserPermission = 'default';
  let answer: BrowserPermission = 'granted';
  let held: Promise<BrowserPermission> | undefined;
  let prompts = 0;
  let registrationFailures = 0;
  let subscriptions = 0;
  const scripts: string[] = [];
  const pageEvents = new EventTarget();

  class StandInNotification {
    static get permission(): BrowserPermission {
      return permission;
    }
    static async requestPermission(): Promise<BrowserPermission> {
      if (permission === 'default') {
        prompts += 1;
        const given = held ? await held : answer;
        held = undefined;
        if (permission === 'default') permission = given;
      }
      return permission;
    }
  }

  class StandInPushSubscription {
    readonly endpoint: string;
    readonly #keys: Record<'auth' | 'p256dh', ArrayBuffer>;
    readonly #manager: StandInPushManager;
    constructor(manager: StandInPushManager, index: number) {
      this.#manager = manager;
      this.endpoint = `https://fcm.googleapis.com/fcm/send/stand-in-${index}`;
      this.#keys = {
        auth: crypto.getRandomValues(new Uint8Array(16)).buffer,
        p256dh: crypto.getRandomValues(new Uint8Array(65)).buffer,
      };
    }
    getKey(name: 'auth' | 'p256dh'): ArrayBuffer {
      return this.#keys[name];
    }
    async unsubscribe(): Promise<boolean> {
      return this.#manager.drop(this);
    }
  }

  class StandInPushManager {
    #subscription: StandInPushSubscription | null = null;
    async getSubscription() {
      return this.#subscription;
    }
    async subscribe() {
      if (permission !== 'granted')
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      subscriptions += 1;
      this.#subscription ??= new StandInPushSubscription(this, subscriptions);
      return this.#subscription;
    }
    drop(subscription: StandInPushSubscription): boolean {
      if (this.#subscription !== subscription) return false;
      this.#subscription = null;
      return true;
    }
  }

  class StandInServiceWorkerRegistration {
    readonly pushManager = new StandInPushManager();
    readonly active = { state: 'activated' };
    readonly installing = null;
    readonly waiting = null;
    constructor(readonly scope: string) {}
    async update(): Promise<void> {
      return undefined;
    }
    async showNotification(): Promise<void> {
      return undefined;
    }
  }

  const registrations = new Map<string, StandInServiceWorkerRegistration>();
  const container = {
    async register(script: string, options: { scope?: string } = {}) {
      scripts.push(script);
      if (registrationFailures > 0) {
        registrationFailures -= 1;
        throw new TypeError(`Failed to register a ServiceWorker: A bad HTTP response code (404) was received.`);
      }
      const scope = new URL(options.scope ?? '/', window.location.href).href;
      const registration = registrations.get(scope) ?? new StandInServiceWorkerRegistration(scope);
      registrations.set(scope, registration);
      return registration;
    },
    addEventListener: pageEvents.addEventListener.bind(pageEvents),
    removeEventListener: pageEvents.removeEventListener.bind(pageEvents),
  };

  const values = {
    Notification: StandInNotification,
    PushManager: StandInPushManager,
    PushSubscription: StandInPushSubscription,
    ServiceWorkerRegistration: StandInServiceWorkerRegistration,
  };
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: values[name], configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });

  return {
    setPermission(next) {
      permission = toBrowser(next);
    },
    answerPromptWith(next) {
      answer = toBrowser(next);
    },
    holdPrompt() {
      let give: (value: BrowserPermission) => void = () => undefined;
      held = new Promise((resolve) => (give = resolve));
      return (next) => give(toBrowser(next));
    },
    prompts: () => prompts,
    registeredScripts: () => [...scripts],
    failNextRegistration() {
      registrationFailures += 1;
    },
    ownRegistration: (scope) =>
      new StandInServiceWorkerRegistration(
        new URL(scope, window.location.href).href,
      ) as unknown as ServiceWorkerRegistration,
    postToPage(data) {
      pageEvents.dispatchEvent(new MessageEvent('message', { data }));
    },
    uninstall() {
      for (const name of GLOBALS) Reflect.deleteProperty(globalThis, name);
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
