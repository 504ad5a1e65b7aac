import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DeliveryEstimate } from '../delivery/delivery-estimate.type';
import { Money } from '../api/money.type';
import { Country, PaymentMethod, PaymentStatus } from '../api/trade';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';
import { OrderStatus } from './order-status';

@ObjectType({ description: 'A blind as its customer ordered it.' })
export class OrderConfirmationItem {
  @Field(() => ID, { description: 'Item id.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'Product.id it was ordered from; null when that product no longer exists.' }) productId: string | null;
  @Field(() => String, { description: 'Product name as ordered.' }) productName: string;
  @Field(() => Int, { description: 'How many blinds of this configuration.' }) quantity: number;
  @Field(() => [String], { description: 'Dutch summary lines of the configuration as ordered, e.g. "Afmetingen: 150 × 180 cm".' }) summary: string[];
  @Field(() => Money, { description: 'Price of one blind, as sold (VAT included).' }) unitPrice: Money;
  @Field(() => Money, { description: 'unitPrice × quantity, as sold (VAT included).' }) total: Money;

  static of(item: OrderItem): OrderConfirmationItem {
    return Object.assign(new OrderConfirmationItem(), {
      id: String(item.id),
      productId: item.productId === null ? null : String(item.productId),
      productName: item.productName,
      quantity: item.quantity,
      summary: item.summary,
      unitPrice: item.unitPrice,
      total: item.total,
    });
  }
}

@ObjectType({
  description:
    'A placed order as its customer sees it (the confirmation page, orderPlace): what was ordered, the amounts, delivery and payment. It holds no staff names, export paths, supplier or fabricator data.',
})
export class OrderConfirmation {
  @Field(() => ID, { description: 'Order number, e.g. "LUM-2026-01042".' }) id: string;
  @Field(() => OrderStatus, { description: 'Where the order stands.' }) status: OrderStatus;
  @Field(() => Date, { description: 'When it was placed.' }) createdAt: Date;
  @Field(() => String, { description: "Customer's full name." }) customerName: string;
  @Field(() => String, { description: "Customer's e-mail address, where the confirmation goes." }) customerEmail: string;
  @Field(() => String, { description: "Customer's phone number; empty when not given." }) customerPhone: string;
  @Field(() => String, { description: 'Delivery address on one line, country last, e.g. "Kouter 14, 9000 Gent, België".' }) shippingAddress: string;
  @Field(() => Country, { nullable: true, description: 'Country of the delivery address.' }) country: Country | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'How the customer pays.' }) paymentMethod: PaymentMethod | null;
  @Field(() => PaymentStatus, { description: 'Whether the payment has come in.' }) paymentStatus: PaymentStatus;
  @Field(() => String, { nullable: true, description: "The customer's remark for the atelier; null when none." }) notes: string | null;
  @Field(() => [OrderConfirmationItem], { description: 'The blinds ordered.' }) items: OrderConfirmationItem[];
  @Field(() => Money, { description: 'Sum of the items, VAT included.' }) subtotal: Money;
  @Field(() => Money, { description: 'Shipping as charged (0 at or above the free-shipping threshold), VAT included.' }) shipping: Money;
  @Field(() => Money, { description: 'What a discount code took off the items (issue 33), VAT included; 0 without one.' }) discount: Money;
  @Field(() => String, { nullable: true, description: 'The discount code the order was placed with; null without one.' }) discountLabel: string | null;
  @Field(() => Money, { description: 'Order total: subtotal minus discount plus shipping, VAT included.' }) total: Money;
  @Field(() => Money, { description: 'The VAT contained in the total, as sold.' }) vat: Money;
  @Field(() => Money, { description: 'What has been refunded to the customer (as the payment provider confirmed).' }) refunded: Money;
  @Field(() => Money, { description: 'What is being refunded: asked of the payment provider, not yet done.' }) refundPending: Money;
  @Field(() => DeliveryEstimate, { nullable: true, description: 'The delivery day promised when it was placed.' }) deliveryEstimate: DeliveryEstimate | null;

  static of(order: Order): OrderConfirmation {
    return Object.assign(new OrderConfirmation(), {
      id: order.id,
      status: order.status,
      createdAt: order.createdAt,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      shippingAddress: order.shippingAddress,
      country: order.country,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      notes: order.productionNotes,
      items: (order.items ?? []).map((item) => OrderConfirmationItem.of(item)),
      subtotal: order.subtotal,
      discount: order.discount,
      discountLabel: order.discountLabel,
      shipping: order.shipping,
      total: order.total,
      vat: order.vat,
      refunded: order.refunded,
      refundPending: order.refundPending,
      deliveryEstimate: order.deliveryEstimate,
    });
  }
}
