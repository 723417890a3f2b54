import { defineConfig } from '@platform/remote-config';
import { APP_NAME, APP_TAGLINE } from './app-info';

/** The app's Remote Config keys and their defaults: the starter view's welcome, the app's name until the console says otherwise. */
export const appConfig = defineConfig({
  welcome_title: `Welcome to ${APP_NAME}`,
  welcome_tagline: APP_TAGLINE,
});

declare module '@platform/remote-config/react' {
  interface RemoteConfigRegister {
    schema: typeof appConfig;
  }
}
