/**
 * Colour sample requests (SPEC §2 Authentics page "Gratis kleurstaal aanvragen", §5): a shopper asks for a free
 * sample of a color, staff send it and mark the request handled. Bad input gets Dutch user errors and stores
 * nothing; a flood is refused per e-mail address and per client address.
 */
import type { DataSource, Repository } from 'typeorm';
import { texts } from '@lumina/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import { mailboxKey, personKey, type RateLimits } from '../ratelimit/rate-limits';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../shop/connection';
import { checkTextFields, EMAIL, type TextFieldRule } from '../shop/text-fields';
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

/** The request's fields, each required: maximum lengths after trimming; only the address may span lines. */
export const SAMPLE_REQUEST_FIELDS = {
  color: { max: 50 },
  name: { max: 100 },
  address: { max: 300, multiLine: true },
  email: { max: 254, pattern: { test: EMAIL, code: 'INVALID_EMAIL', message: texts.sampleRequest.invalidEmail } },
} as const satisfies Record<string, TextFieldRule<'INVALID_EMAIL'>>;

type SampleRequestField = keyof typeof SAMPLE_REQUEST_FIELDS;

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
    return checkTextFields(draft, SAMPLE_REQUEST_FIELDS, texts.sampleRequest);
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
    const taken = await this.limits.sampleRequestsAddress.take(mailboxKey(values.email));
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
