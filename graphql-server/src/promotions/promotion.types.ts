/**
 * Acties (issue 33) in the API: a promotion as staff manage it, its history, and the input and answers of
 * `promotionCreate`, `promotionUpdate`, `promotionPause` and `promotionEnd`. Staff (beheer) only.
 */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { ChangeRecord } from '../api/change-record';
import { Money } from '../api/money.type';
import { UserErrorType, type UserError } from '../api/user-error';
import { StaffOnly } from '../staff/staff-only';
import { FabricType } from '../catalog/fabric-type';

export const PromotionErrorCode = graphqlEnum('PromotionErrorCode', 'Why a promotion change was refused.', {
  PROMOTION_NOT_FOUND: 'No promotion has this id.',
  REQUIRED: 'A field that must be filled in is empty (name, start, end).',
  TOO_LONG: 'A text is longer than its field allows (name 120, code 32).',
  INVALID: 'A value is not one the field accepts, or not exactly one effect (percentOff, amountOffCents, freeShipping) is given.',
  OUT_OF_RANGE: 'A number outside its range (percentOff 1–100, a limit of at least 1), or an end not after the start.',
  CODE_TAKEN: 'Another promotion has this code.',
  PRODUCT_NOT_FOUND: 'The scope names a product that does not exist.',
  VERSION_CONFLICT: 'Someone changed the promotion since it was read (expectedVersion).',
  ENDED: 'The promotion has ended: it can no longer be changed, paused or ended.',
  NOTHING_TO_CHANGE: 'The input changes nothing.',
});
export type PromotionErrorCode = ValueOf<typeof PromotionErrorCode>;

export const PromotionUserError = UserErrorType('PromotionUserError', PromotionErrorCode, 'A refused promotion change, with a Dutch message.');
export type PromotionUserError = UserError<PromotionErrorCode>;

export const PromotionKind = graphqlEnum('PromotionKind', 'How a promotion reaches an order.', {
  CODE: 'A code the shopper enters in the cart or at checkout.',
  AUTOMATIC: 'A sale: it applies to the lines it matches by itself, and the shop shows its price.',
});
export type PromotionKind = ValueOf<typeof PromotionKind>;

export const PromotionStatus = graphqlEnum('PromotionStatus', 'Where a promotion stands now.', {
  SCHEDULED: 'Its period has not begun.',
  ACTIVE: 'It applies now.',
  PAUSED: 'Staff paused it: it applies to nothing until resumed.',
  USED_UP: 'Its uses or its budget are spent.',
  ENDED: 'Its period is over, or staff ended it.',
});
export type PromotionStatus = ValueOf<typeof PromotionStatus>;

/** One change of a promotion: what changed (in Dutch, old → new), who, when. */
@StaffOnly()
@ObjectType({ description: 'One change of a promotion by staff: what changed (in Dutch, old → new), who and when.' })
@Entity('promotion_change')
export class PromotionChange extends ChangeRecord {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', name: 'promotion_id' })
  promotionId: number;
}

@StaffOnly()
@ObjectType({ description: 'Which lines a promotion touches: each list that is not empty must hold the line; all empty: the whole order.' })
export class PromotionScope {
  @Field(() => [ID], { description: 'Product ids.' }) productIds: string[];
  @Field(() => [FabricType], { description: 'Kinds of blind: the products\' fabric types.' }) fabricTypes: FabricType[];
  @Field(() => [Int], { description: 'Price groups (1–8) of the lines\' fabrics.' }) priceGroups: number[];
}

/** A promotion (table `promotion`, migration Promotions1732590000000). */
@StaffOnly()
@ObjectType({ description: 'A promotion: a code the shopper enters or an automatic sale, its effect, scope, period and limits, and its uses so far.' })
@Entity('promotion')
export class Promotion {
  @PrimaryGeneratedColumn({ type: 'int', name: 'id' })
  dbId: number;

  @Field(() => ID, { description: 'Its id.' })
  get id(): string {
    return String(this.dbId);
  }

  @Field(() => String, { description: 'Its name, for staff and on the shopper\'s cart line, e.g. "Wintersolden".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { nullable: true, description: 'The code the shopper enters, in capitals; null for an automatic sale.' })
  @Column({ type: 'text', nullable: true })
  code: string | null;

  @Field(() => PromotionKind, { description: 'CODE when it has a code, else AUTOMATIC.' })
  get kind(): PromotionKind {
    return this.code === null ? PromotionKind.AUTOMATIC : PromotionKind.CODE;
  }

  @Field(() => Int, { nullable: true, description: 'The effect: a whole percentage off each line it matches; null for another effect.' })
  @Column({ type: 'int', name: 'percent_off', nullable: true })
  percentOff: number | null;

  @Column({ type: 'int', name: 'amount_off_cents', nullable: true })
  amountOffCents: number | null;

  @Field(() => Money, { nullable: true, description: 'The effect: an amount off the lines it matches together; null for another effect.' })
  get amountOff(): Money | null {
    return this.amountOffCents === null ? null : Money.of(this.amountOffCents);
  }

  @Field(() => Boolean, { description: 'The effect: no shipping cost.' })
  @Column({ type: 'boolean', name: 'free_shipping' })
  freeShipping: boolean;

  @Column({ type: 'int', name: 'minimum_order_cents' })
  minimumOrderCents: number;

  @Field(() => Money, { description: 'What the order\'s goods must cost before any discount; 0 for no minimum.' })
  get minimumOrder(): Money {
    return Money.of(this.minimumOrderCents);
  }

  @Field(() => Date, { description: 'When it begins.' })
  @Column({ type: 'timestamptz', name: 'starts_at' })
  startsAt: Date;

  @Field(() => Date, { description: 'When it ends (its last moment is just before).' })
  @Column({ type: 'timestamptz', name: 'ends_at' })
  endsAt: Date;

  @Field(() => Int, { nullable: true, description: 'How many orders may use it in all; null: no limit.' })
  @Column({ type: 'int', name: 'usage_limit', nullable: true })
  usageLimit: number | null;

  @Field(() => Int, { nullable: true, description: 'How many orders one customer (by e-mail address) may use it for; null: no limit.' })
  @Column({ type: 'int', name: 'usage_limit_per_customer', nullable: true })
  usageLimitPerCustomer: number | null;

  @Column({ type: 'int', name: 'budget_cents', nullable: true })
  budgetCents: number | null;

  @Field(() => Money, { nullable: true, description: 'The most discount it may give in all; null: no limit.' })
  get budget(): Money | null {
    return this.budgetCents === null ? null : Money.of(this.budgetCents);
  }

  @Column({ type: 'int', name: 'product_ids', array: true })
  productIds: number[];

  @Column({ type: 'text', name: 'fabric_types', array: true })
  fabricTypes: FabricType[];

  @Column({ type: 'int', name: 'price_groups', array: true })
  priceGroups: number[];

  @Field(() => PromotionScope, { description: 'Which lines it touches.' })
  get scope(): PromotionScope {
    return { productIds: this.productIds.map(String), fabricTypes: this.fabricTypes, priceGroups: this.priceGroups };
  }

  @Field(() => Boolean, { description: 'Paused by staff: it applies to nothing until resumed.' })
  @Column({ type: 'boolean' })
  paused: boolean;

  @Field(() => Date, { nullable: true, description: 'When staff ended it before its end; null otherwise.' })
  @Column({ type: 'timestamptz', name: 'ended_at', nullable: true })
  endedAt: Date | null;

  @Field(() => Int, { description: 'How many orders have used it.' })
  @Column({ type: 'int' })
  uses: number;

  @Column({ type: 'bigint', name: 'discount_given_cents', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  discountGivenCents: number;

  @Field(() => Money, { description: 'The discount it has given in all (goods and shipping).' })
  get discountGiven(): Money {
    return Money.of(this.discountGivenCents);
  }

  @Field(() => Int, { description: 'Its version; a change sends it as expectedVersion, and is refused when someone changed it since.' })
  @Column({ type: 'int' })
  version: number;

  @Field(() => String, { description: 'Who made it.' })
  @Column({ type: 'text', name: 'created_by' })
  createdBy: string;

  @Field(() => Date, { description: 'When it was made.' })
  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'text', name: 'updated_by', nullable: true })
  updatedBy: string | null;

  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}

@InputType({ description: 'A promotion as staff fill it in. Exactly one of percentOff, amountOffCents and freeShipping.' })
export class PromotionInput {
  @Field(() => String, { description: 'Its name, 1–120 characters.' }) name: string;
  @Field(() => String, { nullable: true, description: 'The code the shopper enters (3–32 letters, digits and hyphens; kept in capitals); null or empty for an automatic sale.' })
  code?: string | null;
  @Field(() => Int, { nullable: true, description: 'A whole percentage off, 1–100.' }) percentOff?: number | null;
  @Field(() => Int, { nullable: true, description: 'An amount off in cents, at least 1.' }) amountOffCents?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Free shipping.' }) freeShipping?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'What the goods must cost, in cents, before any discount; none: 0.' }) minimumOrderCents?: number | null;
  @Field(() => String, { description: 'When it begins: ISO 8601 with its offset ("2026-12-26T00:00:00+01:00"), or a local time in Europe/Brussels ("2026-12-26T00:00").' })
  startsAt: string;
  @Field(() => String, { description: 'When it ends, as startsAt; after startsAt.' }) endsAt: string;
  @Field(() => Int, { nullable: true, description: 'How many orders may use it in all; none: no limit.' }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true, description: 'How many orders one customer (by e-mail address) may use it for; none: no limit.' })
  usageLimitPerCustomer?: number | null;
  @Field(() => Int, { nullable: true, description: 'The most discount it may give in all, in cents; none: no limit.' }) budgetCents?: number | null;
  @Field(() => [ID], { nullable: true, description: 'Only these products (ids); none: any.' }) productIds?: string[] | null;
  @Field(() => [FabricType], { nullable: true, description: 'Only products of these fabric types; none: any.' }) fabricTypes?: FabricType[] | null;
  @Field(() => [Int], { nullable: true, description: 'Only lines whose fabric is in these price groups (1–8); none: any.' }) priceGroups?: number[] | null;
}

@StaffOnly()
@ObjectType({ description: 'What a promotion would do to one example cart: what it costs with shipping before and after, and the discount.' })
export class PromotionExample {
  @Field(() => String, { description: 'The cart, e.g. "Verduisterend rolgordijn – Wit, 120 × 160 cm" or two of them together.' }) label: string;
  @Field(() => Money, { description: 'What the cart costs without the promotion, shipping included.' }) before: Money;
  @Field(() => Money, { description: 'What it costs with the promotion, shipping included.' }) after: Money;
  @Field(() => Money, { description: 'What the promotion takes off (goods and shipping).' }) discount: Money;
}

@ObjectType({ description: 'What a promotion as filled in would do to example carts, or why it would be refused. Changes nothing.' })
export class PromotionPreviewPayload {
  @Field(() => [PromotionExample], { description: 'Up to four published products it touches, each as a cart of one blind at its middle reference size, and the first two together; empty when refused.' })
  examples: PromotionExample[];

  @Field(() => [PromotionUserError], { description: 'Why the promotion would be refused; empty when it would be accepted.' })
  userErrors: PromotionUserError[];
}

@ObjectType({ description: 'The answer to a promotion change: the promotion as it is now (null when refused before one existed), or why it was refused.' })
export class PromotionPayload {
  @Field(() => Promotion, { nullable: true, description: 'The promotion after the change; as it was when the change was refused (null when there is none).' })
  promotion: Promotion | null;

  @Field(() => [PromotionUserError], { description: 'Why the change was refused; empty when it was made.' })
  userErrors: PromotionUserError[];
}
