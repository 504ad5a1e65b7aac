/**
 * Sample orders for the staff order tracking in development (SPEC §2 "Admin order tracking", §3 "Order"):
 * twelve orders of Belgian and Dutch customers in every status, created over the last four months, each
 * with one to three blinds and their full fabricator data. Fabric codes are seeded internal SKUs.
 * Item prices come from the one price engine, over a sample price list written as configurator rules (the
 * fabric's price per m² from its price group, at least one m², plus cassette and metal-chain surcharges); the
 * order total is the sum of its items and keeps its VAT part.
 *
 * Each order lives its life through the order lifecycle, as a real one would (issue 29): placed, then — past 'new' —
 * paid by bank transfer as staff record it (with its invoice), and moved along by the atelier on the days after; the
 * cancelled one was paid and refunded when it was cancelled (with its credit note); an unpaid one older than a day
 * had its reminder. The seed sends no mails: only the invoices follow the events here.
 */
import type { EntityManager } from 'typeorm';
import { chosenOptions, lineTotalCents, orderTotals, quote, statusMove, type ConfiguratorRules, type OrderCommand } from '@lumina/schema';
import { Product } from '../../catalog/product.entity';
import { OrderItem } from '../../orders/order-item.entity';
import { Order, OrderStatus } from '../../orders/order.entity';
import type { FabricSkuType } from '../../catalog/fabric-type';
import { Country, PaymentStatus, type CassetteType, type ControlSide, type Mounting, type PaymentMethod } from '../../api/trade';
import { orderNumber } from '../../orders/order-number';
import { OrderEventBus } from '../../orders/order-events';
import { OrderLifecycle, SHOPPER, type Who } from '../../orders/order-lifecycle.service';
import { invoiceOrderEvents } from '../../invoices/invoice-events';
import { InvoiceService } from '../../invoices/invoice.service';
import { shopFacts } from '../../shop/facts';
import { blackoutRules } from './configurators';
import { collectionBasePriceCents, configuratorSlugByFabricType } from './fabric-collection';
import { fabricSkuSeed } from './fabric-skus';

/** The chain systems of the blackout configurator (its controlType choices). */
type ControlType = 'plastic-white' | 'plastic-black' | 'plastic-grey' | 'metal-chain';

interface ItemSeed {
  sku: string;
  width: number;
  height: number;
  mounting: Mounting;
  controlType: ControlType;
  controlSide: ControlSide;
  quantity?: number;
}

interface OrderSeed {
  daysAgo: number;
  status: OrderStatus;
  name: string;
  email: string;
  phone: string;
  address: string;
  payment: PaymentMethod;
  items: ItemSeed[];
  notes?: string;
}

/** Oldest first; order numbers follow this order. */
export const orderSeeds: OrderSeed[] = [
  {
    daysAgo: 118, status: OrderStatus.COMPLETED, name: 'Pieter Vermeulen', email: 'pieter.vermeulen@example.com',
    phone: '+32 478 21 43 65', address: 'Grote Markt 5, 8000 Brugge, België', payment: 'Bancontact',
    items: [
      { sku: 'LUM-VD-0102', width: 120, height: 160, mounting: 'inside-recess', controlType: 'plastic-black', controlSide: 'right' },
      { sku: 'LUM-LD-0202', width: 180, height: 200, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'left' },
    ],
  },
  {
    daysAgo: 96, status: OrderStatus.COMPLETED, name: 'Lotte Bakker', email: 'lotte.bakker@example.com',
    phone: '+31 6 24681357', address: 'Herengracht 212, 1016 BS Amsterdam, Nederland', payment: 'iDEAL',
    items: [{ sku: 'LUM-SC-0102', width: 240, height: 180, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'right', quantity: 2 }],
    notes: 'Twee identieke screens voor de erker; samen verpakken en labelen met "links" en "rechts".',
  },
  {
    daysAgo: 74, status: OrderStatus.CANCELLED, name: 'Thomas Visser', email: 'thomas.visser@example.com',
    phone: '+31 6 11223344', address: 'Vismarkt 17, 9711 KT Groningen, Nederland', payment: 'iDEAL',
    items: [{ sku: 'LUM-LD-0503', width: 140, height: 150, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'left' }],
    notes: 'Geannuleerd op vraag van de klant vóór productie; terugbetaling via iDEAL uitgevoerd.',
  },
  {
    daysAgo: 52, status: OrderStatus.SHIPPED, name: 'Koen Maes', email: 'koen.maes@example.com',
    phone: '+32 495 67 89 01', address: 'Bondgenotenlaan 33, 3000 Leuven, België', payment: 'Bancontact',
    items: [
      { sku: 'LUM-VD-0301', width: 160, height: 220, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'right' },
      { sku: 'LUM-VD-0301', width: 90, height: 220, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'left' },
      { sku: 'LUM-LD-0401', width: 260, height: 200, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'left' },
    ],
  },
  {
    daysAgo: 38, status: OrderStatus.SHIPPED, name: 'Marieke Jansen', email: 'marieke.jansen@example.com',
    phone: '+31 6 98765432', address: 'Wilhelminapark 9, 5041 EA Tilburg, Nederland', payment: 'PayPal',
    items: [{ sku: 'LUM-SC-0201', width: 200, height: 240, mounting: 'outside-frame', controlType: 'plastic-grey', controlSide: 'right' }],
  },
  {
    daysAgo: 24, status: OrderStatus.PRODUCTION, name: 'Sofie Claes', email: 'sofie.claes@example.com',
    phone: '+32 472 10 20 30', address: 'Meir 78 bus 3, 2000 Antwerpen, België', payment: 'Creditcard',
    items: [
      { sku: 'LUM-VD-0202', width: 135, height: 180, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'left' },
      { sku: 'LUM-LD-0602', width: 220, height: 250, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'right' },
    ],
    notes: 'Zijdeglans voor een kinderdagverblijf: brandcertificaat B1/M1 meesturen.',
  },
  {
    daysAgo: 17, status: OrderStatus.PRODUCTION, name: 'Fleur van Dijk', email: 'fleur.vandijk@example.com',
    phone: '+31 6 55501234', address: 'Stratumseind 40, 5611 ET Eindhoven, Nederland', payment: 'iDEAL',
    items: [{ sku: 'LUM-VD-0501', width: 110, height: 160, mounting: 'inside-recess', controlType: 'metal-chain', controlSide: 'right', quantity: 2 }],
    notes: 'Beide panelen uit dezelfde rol snijden (vleugrichting velours).',
  },
  {
    daysAgo: 11, status: OrderStatus.PROCESSING, name: 'Elke Wouters', email: 'elke.wouters@example.com',
    phone: '+32 489 33 44 55', address: 'Hasseltweg 101, 3600 Genk, België', payment: 'Bancontact',
    items: [{ sku: 'LUM-LD-0301', width: 95, height: 140, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'right' }],
  },
  {
    daysAgo: 8, status: OrderStatus.PROCESSING, name: 'Jeroen de Vries', email: 'jeroen.devries@example.com',
    phone: '+31 6 12345678', address: 'Oudegracht 120, 3511 AZ Utrecht, Nederland', payment: 'iDEAL',
    items: [
      { sku: 'LUM-VD-0402', width: 150, height: 210, mounting: 'outside-frame', controlType: 'plastic-black', controlSide: 'left' },
      { sku: 'LUM-SC-0301', width: 300, height: 220, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'right' },
    ],
    notes: 'Panorama boven 280 cm: tussensteun en 63 mm buis voorzien; maat nog te bevestigen door de klant.',
  },
  {
    daysAgo: 4, status: OrderStatus.NEW, name: 'Nathalie Dubois', email: 'nathalie.dubois@example.com',
    phone: '+32 2 511 22 33', address: 'Vlaamsesteenweg 60, 1000 Brussel, België', payment: 'Creditcard',
    items: [{ sku: 'LUM-LD-0101', width: 80, height: 120, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'left' }],
  },
  {
    daysAgo: 2, status: OrderStatus.NEW, name: 'An Peeters', email: 'an.peeters@example.com',
    phone: '+32 476 12 34 56', address: 'Kouter 14, 9000 Gent, België', payment: 'Bancontact',
    items: [
      { sku: 'LUM-LD-0204', width: 175, height: 190, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'right' },
      { sku: 'LUM-VD-0101', width: 100, height: 150, mounting: 'inside-recess', controlType: 'plastic-white', controlSide: 'left' },
    ],
    notes: 'Klant vraagt een extra lange ketting (150 cm).',
  },
  {
    daysAgo: 0.5, status: OrderStatus.NEW, name: 'Bram Mertens', email: 'bram.mertens@example.com',
    phone: '+32 468 90 12 34', address: 'Steenhouwersvest 22, 2000 Antwerpen, België', payment: 'PayPal',
    items: [{ sku: 'LUM-SC-0103', width: 200, height: 230, mounting: 'outside-frame', controlType: 'metal-chain', controlSide: 'left' }],
  },
];

export const FIRST_SAMPLE_ORDER_NUMBER = 31;

/** The sample price list of one fabric as configurator rules, so the engine prices the sample orders. */
function samplePriceRules(centsPerSquareMetre: number): ConfiguratorRules {
  const dimension = (key: 'width' | 'height', label: string) =>
    ({ key, label, unit: 'cm', min: 20, max: 400, step: 1, errorText: `${label} buiten de proefprijslijst` }) as const;
  const free = { kind: 'fixed', cents: 0 } as const;
  return {
    layout: 'blackout',
    pricing: { mode: 'perSquareMetre', centsPerSquareMetre },
    minimumCents: centsPerSquareMetre,
    dimensions: [dimension('width', 'Breedte'), dimension('height', 'Hoogte')],
    optionGroups: [
      {
        key: 'cassette',
        role: 'cassette',
        label: 'Cassette',
        kind: 'single',
        required: true,
        choices: [
          { value: 'open', label: 'Open systeem', surcharge: free, meaning: { cassette: 'open' } },
          { value: 'half-cassette', label: 'Halve cassette', surcharge: { kind: 'fixed', cents: 2495 }, meaning: { cassette: 'half-cassette' } },
          { value: 'full-cassette', label: 'Volledige cassette', surcharge: { kind: 'fixed', cents: 4495 }, meaning: { cassette: 'full-cassette' } },
        ],
      },
      // The chain system of the blackout configurator, with its surcharges.
      blackoutRules().optionGroups.find((g) => g.role === 'controlType')!,
    ],
  };
}

/** The engine's unit price of a sample item in a fabric of this type and price group. */
export function sampleUnitPriceCents(fabricType: FabricSkuType, priceGroup: number, cassette: CassetteType, item: ItemSeed): number {
  const rules = samplePriceRules(collectionBasePriceCents(fabricType, priceGroup));
  const result = quote(rules, { width: item.width, height: item.height, options: { cassette, controlType: item.controlType } });
  if (!result.ok) throw new Error(`Proefbestelling niet te prijzen: ${JSON.stringify(result.errors)}`);
  return result.breakdown.totalCents;
}

export async function seedOrders(em: EntityManager): Promise<void> {
  const products = new Map<FabricSkuType, Product | null>();
  for (const [fabricType, slug] of Object.entries(configuratorSlugByFabricType) as [FabricSkuType, string][]) {
    products.set(fabricType, await em.findOneBy(Product, { slug }));
  }
  // Each fabric's price group as the shop has it (issue 31: that of the product made of it), as a checkout copies it.
  const groups = new Map(
    ((await em.query('SELECT internal_sku AS sku, fabric_price_group(internal_sku) AS "group" FROM fabric_sku')) as { sku: string; group: number }[]).map((r) => [r.sku, r.group]),
  );
  const now = Date.now();
  const orders = orderSeeds.map((seed, index) => {
    const createdAt = new Date(now - Math.round(seed.daysAgo * 24 * 60 * 60 * 1000));
    const id = orderNumber(FIRST_SAMPLE_ORDER_NUMBER + index, createdAt);
    const items = seed.items.map((item) => {
      const fabric = fabricSkuSeed(item.sku);
      const { fabricType, cassetteType } = fabric.quality;
      const priceGroup = groups.get(fabric.internalSku) ?? fabric.quality.priceGroup;
      const product = products.get(fabricType) ?? null;
      const quantity = item.quantity ?? 1;
      const unitPriceCents = sampleUnitPriceCents(fabricType, priceGroup, cassetteType, item);
      return em.create(OrderItem, {
        productId: product?.id ?? null,
        productName: product?.name ?? `Rolgordijn ${fabricType}`,
        quantity,
        unitPriceCents,
        totalCents: lineTotalCents({ unitPriceCents, quantity }),
        configuration: {
          width: item.width,
          height: item.height,
          fabric: fabric.internalSku,
          fabricName: fabric.displayName,
          cassette: cassetteType,
          mounting: item.mounting,
          controlType: item.controlType,
          controlSide: item.controlSide,
        },
        fabricCode: fabric.internalSku,
        manufacturerCode: fabric.manufacturerCode,
        fabricPriceGroup: priceGroup,
        cassetteType: cassetteType,
        selectedWidth: item.width,
        selectedHeight: item.height,
        mounting: item.mounting,
        controlType: item.controlType,
        controlSide: item.controlSide,
        // In words, as the blackout configurator names them (its chain systems are the samples').
        options: chosenOptions(blackoutRules(), { controlType: item.controlType, controlSide: item.controlSide, mounting: item.mounting }),
      });
    });
    const totals = orderTotals(items, shopFacts.delivery);
    return em.create(Order, {
      id,
      status: OrderStatus.NEW,
      customerName: seed.name,
      customerEmail: seed.email,
      customerPhone: seed.phone,
      shippingAddress: seed.address,
      totalCents: totals.totalCents,
      vatCents: totals.vatCents,
      paymentMethod: seed.payment,
      productionNotes: seed.notes ?? null,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      country: seed.address.endsWith('Nederland') ? Country.NL : Country.BE,
      paymentStatus: PaymentStatus.AWAITING_PAYMENT,
      statusHistory: [],
      checkoutToken: null,
      items,
      createdAt,
      updatedAt: createdAt,
    });
  });
  await em.save(Order, orders);
  await liveSampleLives(em, orders);
}

/** Who does what to a sample order: the atelier records the transfer and makes it; beheer cancels (and refunds). */
const ATELIER: Who = { actor: 'atelier', name: 'Atelier Gent' };
const BEHEER: Who = { actor: 'beheer', name: 'Beheer Lumina' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moves that bring a paid sample order from 'new' to its status, one a day. */
function pathTo(status: OrderStatus, index: number): OrderCommand[] {
  const path: OrderCommand[] = [];
  let at: OrderStatus = OrderStatus.NEW;
  for (const to of [OrderStatus.PROCESSING, OrderStatus.PRODUCTION, OrderStatus.SHIPPED, OrderStatus.COMPLETED]) {
    if (at === status) break;
    const move = statusMove(at, to)!;
    path.push(move === 'ship' ? { move, carrier: index % 2 ? 'PostNL' : 'bpost', trackingCode: `3SLUM${String(40_512 + index * 137).padStart(9, '0')}` } : ({ move } as OrderCommand));
    at = to;
  }
  return path;
}

/** Every sample order's life through the lifecycle, on its own days (its clock set to them), invoices following. */
async function liveSampleLives(em: EntityManager, orders: Order[]): Promise<void> {
  let clock = new Date();
  const bus = new OrderEventBus();
  invoiceOrderEvents(bus, new InvoiceService(em.connection, { now: () => clock }));
  const lifecycle = new OrderLifecycle(em.connection, bus, { policy: shopFacts.unpaidOrders, now: () => clock });
  const move = async (order: Order, days: number, command: OrderCommand, who: Who) => {
    clock = new Date(Math.min(order.createdAt.getTime() + days * DAY_MS, Date.now()));
    const result = await lifecycle.move(order.id, command, who, { em });
    if (!result.ok) throw new Error(`Proefbestelling ${order.id}: ${command.move} geweigerd: ${result.refusal.message}`);
  };
  for (const [index, order] of orders.entries()) {
    const target = orderSeeds[index]!.status;
    await move(order, 0, { move: 'place' }, SHOPPER);
    if (target === OrderStatus.NEW) {
      const ageDays = (Date.now() - order.createdAt.getTime()) / DAY_MS;
      if (ageDays > shopFacts.unpaidOrders.reminderAfterHours / 24) await move(order, shopFacts.unpaidOrders.reminderAfterHours / 24, { move: 'remind' }, { actor: 'housekeeping', name: 'Webshop' });
      continue;
    }
    await move(order, 0.2, { move: 'recordPayment', paymentId: `man_sample_${String(index).padStart(2, '0')}` }, ATELIER);
    if (target === OrderStatus.CANCELLED) {
      await move(order, 1, { move: 'cancel', refundCents: order.totalCents }, BEHEER);
      continue;
    }
    for (const [step, command] of pathTo(target, index).entries()) await move(order, 1 + step * 2, command, ATELIER);
  }
}
