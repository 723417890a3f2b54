/** A request to FCM's registration endpoint: `create` a registration, `update` (refresh) it, or `delete` it. */
export interface RegistrationRequest {
  /** Which of the three calls it was. */
  readonly kind: 'create' | 'update' | 'delete';
}
