/**
 * The published catalogue held in one process as one prepared value (issue 32, item 4): every published product with
 * its configurator rules, in listing order, by id and by slug. The public reads that ask for the catalogue as it is —
 * a product by id or slug (with its configurator), the unfiltered product list and its pages, a price quote — are
 * answered from it instead of building and running SQL for every request. It is the same for every visitor, staff
 * included: it holds published products only, as the SQL it replaces selected.
 *
 * - Loaded on the first request that needs it (one load for every request waiting on it), with one statement.
 * - Cleared by every staff change to what the shop shows, in every process (services.changes, 'pages', the same change
 *   that clears the shared pages and the kept answers): the publishing process clears it before its answer goes out, so
 *   its next request reads the catalogue anew. A load that started before a clear is not kept (it may have read the
 *   catalogue before the change committed); the requests already waiting on it get what it read, as a read racing a
 *   write may.
 * - Held at most GUARDRAILS.catalogue.seconds, so a change that no staff operation told (an operator's SQL) shows by
 *   then; and only up to GUARDRAILS.catalogue.maxProducts products: a larger catalogue is not held, and every read
 *   queries as before.
 * - A load that fails (the database is down) is not kept: the request fails as its query would have, the next tries
 *   again.
 */
import type { Product } from './product.entity';

export interface CatalogueSnapshot {
  /** Every published product, in listing order (position, then id). */
  readonly products: readonly Product[];
  readonly byId: ReadonlyMap<number, Product>;
  /** By slug, lower case (as slugs are stored). */
  readonly bySlug: ReadonlyMap<string, Product>;
}

export interface PreparedCatalogueOptions {
  /** Loads at most `limit` published products in listing order. */
  load: (limit: number) => Promise<Product[]>;
  seconds: number;
  maxProducts: number;
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

export class PreparedCatalogue {
  /** What is held, or is being loaded; clear() drops it, so a load under way then is never handed out again. */
  private held: { snapshot: Promise<CatalogueSnapshot | null>; until: number } | undefined;

  constructor(private readonly options: PreparedCatalogueOptions) {}

  /** The catalogue as held, loaded if need be; null when it is too large to hold (the caller queries). */
  get(): Promise<CatalogueSnapshot | null> {
    const now = (this.options.now ?? Date.now)();
    if (this.held && now < this.held.until) return this.held.snapshot;
    const snapshot = this.options.load(this.options.maxProducts + 1).then((products) => (products.length > this.options.maxProducts ? null : prepared(products)));
    const held = { snapshot, until: now + this.options.seconds * 1000 };
    this.held = held;
    snapshot.catch(() => {
      if (this.held === held) this.held = undefined;
    });
    return snapshot;
  }

  /** Forgets the catalogue (a staff change to what the shop shows); a load under way is not kept. */
  clear(): void {
    this.held = undefined;
  }
}

function prepared(products: Product[]): CatalogueSnapshot {
  return {
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    bySlug: new Map(products.map((p) => [p.slug, p])),
  };
}
