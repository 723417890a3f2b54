/** A request to FCM's registration endpoint: `create` a registration, `update` (refresh) it, or `delete` it. */
export interface RegistrationRequest {
  readonly kind: 'create' | 'update' | 'delete';
}
