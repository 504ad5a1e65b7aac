import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { Money } from '../api/money.type';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import type { RequestContext } from '../http/context';
import { OrderConfirmation } from '../orders/order-confirmation.type';
import { Order } from '../orders/order.entity';
import type { Invoice } from './invoice.entity';
import { customerInvoicePath, staffInvoicePath } from './invoice.routes';
import { orderRelation } from '../orders/order-loaders';

const InvoiceKind = graphqlEnum('InvoiceKind', 'What an invoice document is.', {
  INVOICE: ['invoice', 'The invoice of a paid order (numbered 2026-000001, …).'],
  CREDIT_NOTE: ['credit_note', "A credit note for a refund, correcting the order's invoice (numbered CN-2026-000001, …)."],
});
type InvoiceKind = ValueOf<typeof InvoiceKind>;

@ObjectType({ description: "An order's invoice or credit note: its number, day and amount, and where to download its PDF." })
class InvoiceLink {
  @Field(() => String, { description: 'Its number, e.g. "2026-000001" (an invoice) or "CN-2026-000001" (a credit note); each series counts from 1 every year, without gaps.' })
  number: string;

  @Field(() => InvoiceKind, { description: 'Invoice or credit note.' })
  kind: InvoiceKind;

  @Field(() => String, { description: 'The day it was issued, an ISO 8601 calendar date (YYYY-MM-DD) in the Europe/Brussels calendar.' })
  issuedOn: string;

  @Field(() => Money, { description: "What it charges (an invoice: the order's total) or credits (a credit note: the refund), VAT included; never negative." })
  total: Money;

  @Field(() => String, { description: 'Path of the PDF on this server (an attachment, never cached).' })
  url: string;

  static of(invoice: Invoice, url: string): InvoiceLink {
    return Object.assign(new InvoiceLink(), { number: invoice.number, kind: invoice.kind, issuedOn: invoice.issuedOn, total: Money.of(invoice.totalCents), url });
  }
}

@Resolver(() => OrderConfirmation)
export class OrderConfirmationInvoiceResolver {
  @FieldResolver(() => [InvoiceLink], {
    description:
      "The order's invoice (once it is paid) and its credit notes (one per refund), oldest first. The paths answer the visitor whose cart placed the order: a client without the cart cookie adds ?cartId={Cart.id}.",
  })
  async invoices(@Ctx() ctx: RequestContext, @Root() order: OrderConfirmation): Promise<InvoiceLink[]> {
    return (await ctx.loaders.invoices.load(order.id)).map((invoice) => InvoiceLink.of(invoice, customerInvoicePath(invoice)));
  }
}

@Resolver(() => Order)
export class OrderInvoiceResolver {
  @FieldResolver(() => [InvoiceLink], { description: "The order's invoice (once it is paid) and its credit notes (one per refund), oldest first, with the staff's download paths. Staff only." })
  invoices(@Ctx() ctx: RequestContext, @Root() order: Order): InvoiceLink[] | Promise<InvoiceLink[]> {
    const links = (invoices: Invoice[]) => invoices.map((invoice) => InvoiceLink.of(invoice, staffInvoicePath(invoice)));
    const invoices = orderRelation(ctx.loaders.invoices, order.id);
    return Array.isArray(invoices) ? links(invoices) : invoices.then(links);
  }
}
