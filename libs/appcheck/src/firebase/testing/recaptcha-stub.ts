/** Which reCAPTCHA script a widget came from. */
type RecaptchaFlavour = 'v3' | 'enterprise';

/** One execution of a rendered reCAPTCHA widget. */
interface RecaptchaExecution {
  /** The script whose widget ran. */
  readonly flavour: RecaptchaFlavour;
  /** The site key the widget was rendered with. */
  readonly siteKey: string;
  /** The token handed to the SDK, or `null` when the execution failed. */
  readonly token: string | null;
}

/** A stand-in for `window.grecaptcha` (and `grecaptcha.enterprise`), which jsdom cannot load. */
export interface RecaptchaStub {
  /** Every execution, in order. */
  executions(): readonly RecaptchaExecution[];
  /** Makes the next execution fail through the widget's `error-callback`. */
  failNextExecution(): void;
  /** Removes `window.grecaptcha`. */
  uninstall(): void;
}

interface WidgetParameters {
  readonly sitekey?: string;
  readonly callback?: (token: string) => void;
  readonly 'error-callback'?: () => void;
}

interface Widget {
  readonly flavour: RecaptchaFlavour;
  readonly params: WidgetParameters;
}

/** Installs the stub as `window.grecaptcha`, answering like an invisible widget that passes. */
export function installRecaptchaStub(): RecaptchaStub {
  const widgets: Widget[] = [];
  const executions: RecaptchaExecution[] = [];
  let failures = 0;

  const api = (flavour: RecaptchaFlavour) => ({
    ready: (callback: () => void) => callback(),
    render: (_container: string | HTMLElement, params: WidgetParameters) => widgets.push({ flavour, params }) - 1,
    execute: async (widgetId: number): Promise<string> => {
      const widget = widgets[widgetId];
      const siteKey = widget?.params.sitekey ?? '';
      if (failures > 0) {
        failures -= 1;
        executions.push({ flavour, siteKey, token: null });
        widget?.params['error-callback']?.();
        return '';
      }
      const token = `recaptcha-${flavour}-token.${executions.length + 1}`;
      executions.push({ flavour, siteKey, token });
      widget?.params.callback?.(token);
      return token;
    },
  });

  Reflect.set(globalThis, 'grecaptcha', { ...api('v3'), enterprise: api('enterprise') });
  return {
    executions: () => [...executions],
    failNextExecution() {
      failures += 1;
    },
    uninstall() {
      Reflect.deleteProperty(globalThis, 'grecaptcha');
    },
  };
}
