import { useConfigValue } from '@platform/remote-config/react';
import { Welcome } from './welcome';

/** The welcome, with the title and tagline Remote Config has active (its defaults until a fetch succeeds). */
export function RemoteWelcome() {
  const title = useConfigValue('welcome_title');
  const tagline = useConfigValue('welcome_tagline');
  return <Welcome title={title.value} tagline={tagline.value} source={title.source} />;
}
