/** A geographic point, stored as Firestore's geopoint type and ordered by latitude, then longitude. */
export class GeoPoint {
  constructor(
    /** Degrees, from -90 to 90. */
    readonly latitude: number,
    /** Degrees, from -180 to 180. */
    readonly longitude: number,
  ) {
    Object.freeze(this);
  }
}
