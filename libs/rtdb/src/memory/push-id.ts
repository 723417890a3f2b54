import type { Clock } from '@platform/core';

const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * A generator of the database's push keys: 8 characters of time and 12 of randomness, in the SDK's alphabet, so that
 * keys sort by creation; two keys in the same millisecond increment the random part, so they still sort in order.
 */
export function createPushIds(clock: Clock, random: () => number = Math.random): () => string {
  let lastTime = -1;
  const last = Array.from({ length: 12 }, () => 0);
  return () => {
    let now = clock.now();
    const sameTime = now === lastTime;
    lastTime = now;
    let time = '';
    for (let i = 0; i < 8; i += 1) {
      time = ALPHABET.charAt(now % 64) + time;
      now = Math.floor(now / 64);
    }
    if (sameTime) {
      let i = 11;
      for (; i > 0 && last[i] === 63; i -= 1) last[i] = 0;
      last[i] = ((last[i] ?? 0) + 1) % 64;
    } else {
      for (let i = 0; i < 12; i += 1) last[i] = Math.floor(random() * 64);
    }
    return time + last.map((n) => ALPHABET.charAt(n)).join('');
  };
}
