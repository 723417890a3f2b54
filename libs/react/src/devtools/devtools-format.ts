import type { InspectedSubscription } from './inspect.js';

/** A time of the store's clock, as the panel shows it: `hh:mm:ss.mmm`, or a dash for none. */
export const clockTime = (at: number | undefined): string =>
  at === undefined ? '–' : new Date(at).toISOString().slice(11, 23);

/** A failure in one line: its code, if it has one, and its message. */
export const errorText = (error: unknown): string =>
  error === undefined
    ? '–'
    : error instanceof Error
      ? `${'code' in error ? `${String(error.code)}: ` : ''}${error.message}`
      : String(error);

/** How long an entry nobody reads stays: a source in its keep-alive, or a seeded value waiting for its first reader. */
export const keepAliveText = (row: InspectedSubscription): string => {
  if (!row.open) return row.closesAt === undefined ? 'seeded' : `seeded, until ${clockTime(row.closesAt)}`;
  return row.keptAlive ? `until ${clockTime(row.closesAt)}` : 'no';
};
