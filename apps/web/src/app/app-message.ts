/** The data of the push messages Kindling sends: what the Notifications panel and the service worker show. */
export interface AppMessageData extends Readonly<Record<string, string>> {
  /** The line to show. */
  readonly text: string;
}
