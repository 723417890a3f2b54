/** The product's name, shown in the toolbar, the title and the footer. */
export const APP_NAME = 'Kindling';

/** One line on what the product is. */
export const APP_TAGLINE = 'Typed Firebase adapters for TypeScript apps, with an in-memory driver for everything.';
