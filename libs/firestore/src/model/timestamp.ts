import { badInput } from '../firestore.errors.js';

const MIN_SECONDS = -62_135_596_800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z

/**
 * A point in time as Firestore stores it: whole seconds since the Unix epoch and the nanoseconds within that second.
 * The backend keeps microseconds; reads give a `Timestamp`, and writes take a `Timestamp` or a `Date`.
 */
export class Timestamp {
  constructor(
    /** Whole seconds since 1970-01-01T00:00:00Z, from year 1 to year 9999. */
    readonly seconds: number,
    /** Nanoseconds within the second, from 0 to 999,999,999. */
    readonly nanoseconds: number,
  ) {
    if (!Number.isInteger(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
      throw badInput('firestore/invalid-data', `a timestamp's seconds must be a whole number from year 1 to 9999`, {
        seconds,
      });
    }
    if (!Number.isInteger(nanoseconds) || nanoseconds < 0 || nanoseconds > 999_999_999) {
      throw badInput('firestore/invalid-data', `a timestamp's nanoseconds must be a whole number below 1e9`, {
        nanoseconds,
      });
    }
    Object.freeze(this);
  }

  /** The timestamp of a `Date` (millisecond precision). */
  static fromDate(date: Date): Timestamp {
    return Timestamp.fromMillis(date.getTime());
  }

  /** The timestamp of milliseconds since the epoch; fractions of a millisecond are kept to the nanosecond. */
  static fromMillis(millis: number): Timestamp {
    const seconds = Math.floor(millis / 1000);
    return new Timestamp(seconds, Math.floor((millis - seconds * 1000) * 1e6));
  }

  /** This time as a `Date`, to the millisecond (truncated). */
  toDate(): Date {
    return new Date(this.toMillis());
  }

  /** Milliseconds since the epoch, with the sub-millisecond part as a fraction. */
  toMillis(): number {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }

  /** Whether `other` is the same instant, to the nanosecond. */
  isEqual(other: Timestamp): boolean {
    return other.seconds === this.seconds && other.nanoseconds === this.nanoseconds;
  }

  /** The ISO form, with nanoseconds, e.g. `Timestamp(seconds=1, nanoseconds=500)`. */
  toString(): string {
    return `Timestamp(seconds=${String(this.seconds)}, nanoseconds=${String(this.nanoseconds)})`;
  }
}

/** This instant truncated to the microsecond, as the backend stores it. */
export const toMicros = (value: Timestamp): Timestamp =>
  value.nanoseconds % 1000 === 0 ? value : new Timestamp(value.seconds, value.nanoseconds - (value.nanoseconds % 1000));
