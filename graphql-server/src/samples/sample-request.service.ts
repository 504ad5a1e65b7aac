/**
 * Colour sample requests (SPEC §2 Authentics page "Gratis kleurstaal aanvragen", §5): a shopper asks for a free
 * sample of a color, staff send it and mark the request handled. Bad input gets Dutch user errors and stores
 * nothing; a flood is refused per e-mail address and per client address.
 */
import type { DataSource, Repository } from 'typeorm';
import { parseForm, SAMPLE_REQUEST_FORM_CODES, sampleRequestForm, texts } from '@lumina/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import { mailboxKey, personKey, type RateLimits } from '../ratelimit/rate-limits';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { inputErrors } from '../api/user-error';
import { SampleRequest } from './sample-request.entity';
import type { SampleRequestUserError } from './sample-request.types';
import type { Outbox } from '../mail/outbox';
import { sampleRequestReceivedMail } from '../mail/builders';

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
    private readonly outbox: Outbox,
  ) {
    this.requests = ds.getRepository(SampleRequest);
  }

  /**
   * The product asked from (a blank productId is none) and the colour as the catalogue spells it; an unknown
   * product, or a colour it does not come in, is the error. `color`: the colour once it passed the form's rules
   * (null: it did not, and is not looked up).
   */
  private async productAndColor(
    productId: string | null | undefined,
    color: string | null,
  ): Promise<{ product: Product | null; color: string | null; error: SampleRequestUserError | null }> {
    const t = texts.sampleRequest;
    const key = (productId ?? '').trim();
    if (key === '') return { product: null, color, error: null };
    const product = await this.catalog.byId(key);
    if (!product) return { product: null, color, error: { code: 'UNKNOWN_PRODUCT', field: ['input', 'productId'], message: t.productNotFound } };
    if (color === null) return { product, color, error: null };
    const known = product.colors.find((c) => c.name.toLowerCase() === color.toLowerCase());
    if (known) return { product, color: known.name, error: null };
    const names = product.colors.map((c) => c.name);
    return { product, color, error: { code: 'INVALID_CHOICE', field: ['input', 'color'], message: t.unknownColour(names) } };
  }

  /** Stores a valid request (the sample request form's rules, schema/src/forms); otherwise answers the user errors and stores nothing. */
  async create(draft: SampleRequestDraft, clientAddress: string): Promise<SampleRequestResult> {
    const form = parseForm(sampleRequestForm, SAMPLE_REQUEST_FORM_CODES, draft);
    const colour = sampleRequestForm.shape.color.safeParse(draft.color);
    const { product, color, error } = await this.productAndColor(draft.productId, colour.success ? colour.data : null);
    // In the input's field order: productId and colour come first.
    const userErrors: SampleRequestUserError[] = [...(error ? [error] : []), ...(form.ok ? [] : inputErrors(form.errors))];
    if (!form.ok || error || color === null) return { sampleRequest: null, userErrors };
    const { values } = form;
    // A shopper asks for a sample or two; more for one address, or from one client, is a flood. Each limit is
    // taken atomically before the request is stored, so parallel requests cannot slip past it.
    const taken = await this.limits.sampleRequestsAddress.take(mailboxKey(values.email));
    const allowed = taken.ok && (await this.limits.sampleRequestsClient.take(personKey(clientAddress))).ok;
    if (!allowed) return { sampleRequest: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.sampleRequest.rateLimited }] };
    // The request and the mail confirming it to the shopper commit together.
    const sampleRequest = await this.requests.manager.transaction(async (em) => {
      const saved = await em.save(
        em.create(SampleRequest, {
          productId: product?.id ?? null,
          color,
          name: values.name,
          address: values.address,
          email: values.email,
          handledAt: null,
        }),
      );
      await this.outbox.enqueue(em, sampleRequestReceivedMail(saved, product?.name ?? null));
      return saved;
    });
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
