/** What the tray reads from `GET /api/compare?locale=` (src/app/api/compare/route.ts). */
export interface TrayTexts {
  /** The comparison page in the page's language, without a query. */
  path: string;
  /** Every published product's name in that language, by slug. */
  products: Record<string, string>;
  /** Messages with `{count}` or `{name}` left for the tray to fill in. */
  texts: {
    tray: string;
    compare: string;
    clear: string;
    full: string;
    oneMore: string;
    added: string;
    removed: string;
    remove: string;
    /** A compare link's words once its product is chosen (it then takes it out again). */
    inComparison: string;
  };
}
