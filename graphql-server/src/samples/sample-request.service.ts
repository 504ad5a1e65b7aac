/**
 * Colour sample requests (SPEC §2 Authentics page "Gratis kleurstaal aanvragen", §5): a shopper asks for a free
 * sample of a color, staff send it and mark the request handled. Bad input gets Dutch user errors and stores
 * nothing; a flood is refused per e-mail address and per client address.
 */
import type { DataSource, Repository } from 'typeorm';
import { texts } from '@lumina/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import { personKey, type RateLimits } from '../ratelimit/rate-limits';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../shop/connection';
import { SampleRequest } from './sample-request.entity';
import type { SampleRequestUserError } from './sample-request.types';

export interface SampleRequestDraft {
  productId?: string | null;
  color?: string | null;
  name?: string | null;
  address?: string | null;
  email?: string | null;
}

export type SampleRequestResult =
  | { sampleRequest: SampleRequest; userErrors: [] }
  | { sampleRequest: null; userErrors: SampleRequestUserError[] };

/** Maximum lengths in characters, after trimming; every one of these fields is required. */
export const SAMPLE_REQUEST_LIMITS = {
  color: 50,
  name: 100,
  address: 300,
  email: 254,
} as const;

type SampleRequestField = keyof typeof SAMPLE_REQUEST_LIMITS;

/** The one field that may span lines: a postal address. */
const MULTI_LINE: readonly SampleRequestField[] = ['address'];

/** One @, a dot in the domain, no spaces: what a mail client accepts in practice. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Control characters other than tab and newlines. */
// eslint-disable-next-line no-control-regex -- rejects control characters on purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const NUMERIC_ID = /^\d{1,9}$/;

const NEWEST_FIRST: KeysetKey[] = [
  { expr: 's.created_at', type: 'timestamptz' },
  { expr: 's.id', type: 'int' },
];

export class SampleRequestService {
  private readonly requests: Repository<SampleRequest>;

  constructor(
    ds: DataSource,
    private readonly catalog: CatalogService,
    private readonly limits: RateLimits,
  ) {
    this.requests = ds.getRepository(SampleRequest);
  }

  /** Trims the draft's texts and lists what is wrong with them (empty when they can be stored). */
  validate(draft: SampleRequestDraft): { values: Record<SampleRequestField, string>; userErrors: SampleRequestUserError[] } {
    const t = texts.sampleRequest;
    const values = {} as Record<SampleRequestField, string>;
    const userErrors: SampleRequestUserError[] = [];
    for (const field of Object.keys(SAMPLE_REQUEST_LIMITS) as SampleRequestField[]) {
      const raw = draft[field];
      const value = typeof raw === 'string' ? raw.trim() : '';
      values[field] = value;
      const label = t.labels[field];
      const path = ['input', field];
      if (value === '') {
        userErrors.push({ code: 'REQUIRED', field: path, message: t.required(label) });
      } else if (value.length > SAMPLE_REQUEST_LIMITS[field]) {
        userErrors.push({ code: 'TOO_LONG', field: path, message: t.tooLong(label, SAMPLE_REQUEST_LIMITS[field]) });
      } else if (CONTROL.test(value) || (!MULTI_LINE.includes(field) && /[\r\n]/.test(value))) {
        userErrors.push({ code: 'INVALID', field: path, message: t.invalidCharacters(label) });
      } else if (field === 'email' && !EMAIL.test(value)) {
        userErrors.push({ code: 'INVALID_EMAIL', field: path, message: t.invalidEmail });
      }
    }
    return { values, userErrors };
  }

  /**
   * The product asked from (a blank productId is none) and the colour as the catalogue spells it; an unknown
   * product, or a colour it does not come in, is the error. `colorChecked`: the colour passed validate().
   */
  private async productAndColor(
    productId: string | null | undefined,
    color: string,
    colorChecked: boolean,
  ): Promise<{ product: Product | null; color: string; error: SampleRequestUserError | null }> {
    const t = texts.sampleRequest;
    const key = (productId ?? '').trim();
    if (key === '') return { product: null, color, error: null };
    const product = await this.catalog.byId(key);
    if (!product) return { product: null, color, error: { code: 'UNKNOWN_PRODUCT', field: ['input', 'productId'], message: t.productNotFound } };
    if (!colorChecked) return { product, color, error: null };
    const known = product.colors.find((c) => c.name.toLowerCase() === color.toLowerCase());
    if (known) return { product, color: known.name, error: null };
    const names = product.colors.map((c) => c.name);
    return { product, color, error: { code: 'INVALID_CHOICE', field: ['input', 'color'], message: t.unknownColour(names) } };
  }

  /** Stores a valid request; otherwise answers the user errors and stores nothing. */
  async create(draft: SampleRequestDraft, clientAddress: string): Promise<SampleRequestResult> {
    const { values, userErrors: invalid } = this.validate(draft);
    const colorChecked = !invalid.some((e) => e.field?.[1] === 'color');
    const { product, color, error } = await this.productAndColor(draft.productId, values.color, colorChecked);
    // In the input's field order: productId and colour come first.
    const userErrors = error ? [error, ...invalid] : invalid;
    if (userErrors.length > 0) return { sampleRequest: null, userErrors };
    // A shopper asks for a sample or two; more for one address, or from one client, is a flood. Each limit is
    // taken atomically before the request is stored, so parallel requests cannot slip past it.
    const taken = await this.limits.sampleRequestsAddress.take(personKey(values.email));
    const allowed = taken.ok && (await this.limits.sampleRequestsClient.take(personKey(clientAddress))).ok;
    if (!allowed) return { sampleRequest: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.sampleRequest.rateLimited }] };
    const sampleRequest = await this.requests.save(
      this.requests.create({
        productId: product?.id ?? null,
        color,
        name: values.name,
        address: values.address,
        email: values.email,
        handledAt: null,
      }),
    );
    return { sampleRequest, userErrors: [] };
  }

  /** One page, newest first, for staff. */
  page(args: ConnectionArgs): Promise<ConnectionData<SampleRequest>> {
    return keysetPage(this.requests.createQueryBuilder('s'), NEWEST_FIRST, 'DESC', args);
  }

  /** Marks a request handled (the sample was sent); again is harmless and keeps the first time. */
  async markHandled(id: string): Promise<SampleRequestResult> {
    const notFound: SampleRequestResult = {
      sampleRequest: null,
      userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: texts.sampleRequest.notFound }],
    };
    if (!NUMERIC_ID.test(id.trim())) return notFound;
    const key = Number(id.trim());
    const { affected } = await this.requests
      .createQueryBuilder()
      .update()
      .set({ handledAt: () => 'coalesce(handled_at, now())' })
      .where('id = :id', { id: key })
      .execute();
    if (!affected) return notFound;
    return { sampleRequest: await this.requests.findOneByOrFail({ id: key }), userErrors: [] };
  }
}
