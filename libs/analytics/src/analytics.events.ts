/** One product or content item, as Google's e-commerce events carry it. Either `item_id` or `item_name` is required. */
export type AnalyticsItem = ({ readonly item_id: string } | { readonly item_name: string }) & {
  readonly item_id?: string;
  readonly item_name?: string;
  readonly affiliation?: string;
  readonly coupon?: string;
  readonly discount?: number;
  readonly index?: number;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly item_variant?: string;
  readonly location_id?: string;
  readonly price?: number;
  readonly quantity?: number;
};

/** A value in a currency: Google requires the ISO 4217 `currency` whenever `value` is set. */
export type AnalyticsMonetaryValue =
  | { readonly value: number; readonly currency: string }
  | { readonly value?: undefined; readonly currency?: string };

/** The parameters of the e-commerce events that carry items and a value. */
export type AnalyticsCommerceParams = AnalyticsMonetaryValue & {
  readonly items?: readonly AnalyticsItem[];
  readonly coupon?: string;
};

/**
 * Every event the app may log, with its parameters: Google's recommended
 * events are built in, and the app adds its own by declaration merging:
 *
 * ```ts
 * declare module '@platform/analytics' {
 *   interface AnalyticsEventMap {
 *     theme_change: { theme: 'light' | 'dark' };
 *   }
 * }
 * ```
 *
 * Names follow Google's rules: letters, digits and underscores, starting with
 * a letter, at most 40 characters, and no `firebase_`, `google_` or `ga_` prefix.
 */
export interface AnalyticsEventMap {
  /** A screen (a view of a single-page app) was shown. */
  screen_view: { readonly firebase_screen: string; readonly firebase_screen_class?: string };
  /** The user selected content: a card, a link, a button. */
  select_content: { readonly content_type: string; readonly content_id: string };
  /** The user signed in. */
  login: { readonly method?: string };
  /** The user created an account. */
  sign_up: { readonly method?: string };
  /** The user searched. */
  search: { readonly search_term: string };
  /** The user shared content. */
  share: { readonly method?: string; readonly content_type?: string; readonly item_id?: string };
  /** The user started the tutorial. */
  tutorial_begin: Record<never, never>;
  /** The user finished the tutorial. */
  tutorial_complete: Record<never, never>;
  /** The user saw a list of items. */
  view_item_list: {
    readonly item_list_id?: string;
    readonly item_list_name?: string;
    readonly items: readonly AnalyticsItem[];
  };
  /** The user selected an item from a list. */
  select_item: {
    readonly item_list_id?: string;
    readonly item_list_name?: string;
    readonly items: readonly AnalyticsItem[];
  };
  /** The user saw an item. */
  view_item: AnalyticsCommerceParams & { readonly items: readonly AnalyticsItem[] };
  /** The user added items to the cart. */
  add_to_cart: AnalyticsCommerceParams & { readonly items: readonly AnalyticsItem[] };
  /** The user removed items from the cart. */
  remove_from_cart: AnalyticsCommerceParams & { readonly items: readonly AnalyticsItem[] };
  /** The user began checking out. */
  begin_checkout: AnalyticsCommerceParams & { readonly items: readonly AnalyticsItem[] };
  /** The user completed a purchase. */
  purchase: AnalyticsCommerceParams & {
    readonly transaction_id: string;
    readonly items: readonly AnalyticsItem[];
    readonly affiliation?: string;
    readonly shipping?: number;
    readonly tax?: number;
  };
  /** A purchase was refunded, in full or for some items. */
  refund: AnalyticsCommerceParams & { readonly transaction_id: string; readonly affiliation?: string };
  /** The user submitted a form or asked to be contacted. */
  generate_lead: AnalyticsMonetaryValue;
  /** An error the app wants counted. */
  exception: { readonly description?: string; readonly fatal?: boolean };
}

/** The name of an event in {@link AnalyticsEventMap}. */
export type AnalyticsEventName = keyof AnalyticsEventMap & string;

/** The parameters of event `Name`. */
export type AnalyticsEventParams<Name extends AnalyticsEventName> = AnalyticsEventMap[Name];

/** The parameter argument of `logEvent(name, …)`: optional when every parameter of the event is. */
export type AnalyticsEventArgs<Name extends AnalyticsEventName> =
  Record<never, never> extends AnalyticsEventMap[Name]
    ? [params?: AnalyticsEventParams<Name>]
    : [params: AnalyticsEventParams<Name>];
