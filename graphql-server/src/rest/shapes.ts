/** The legacy JSON shapes of SPEC §3 and §7, produced from the same entities the GraphQL API serves. */
import { centsToDecimalString, centsToNumber, CONTROL_SIDE_WORD, MONTAGE_WORD } from '@lumina/schema';
import type { Product } from '../catalog/product.entity';
import type { FabricCollectionItem } from '../fabric-collection/fabric-collection-item.entity';
import type { FabricSku } from '../fabric-skus/fabric-sku.entity';
import type { Order } from '../orders/order.entity';

export function restProduct(p: Product) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    price: centsToDecimalString(p.priceCents),
    images: p.images,
    features: p.features,
    colors: p.colors.map((c) => c.name),
    lightFilter: p.lightFilter,
    category: p.category,
    stofsoort: p.fabricType,
  };
}

/** SPEC §3 "Fabric collection item"; its price group and from-price are the product's made of it (null when none). */
export function restFabricCollectionItem(f: FabricCollectionItem) {
  return {
    id: f.id,
    name: f.name,
    image: f.image,
    fabric_type: f.fabricType,
    price_group: f.priceGroup,
    color_tag: f.colorTag,
    material: f.material,
    // The lowest price of a blind of it: the price of the product made of it (issue 31); null for a sample only.
    base_price: f.madeAs ? centsToDecimalString(f.madeAs.product.priceCents) : null,
    internal_code: f.internalCode,
  };
}

/** SPEC §3 "Fabric SKU list entry". */
export function restFabricSkuListEntry(s: FabricSku) {
  return {
    internal_sku: s.internalSku,
    display_name: s.fabricDisplayName,
    product_id: s.productId,
    price_group: s.priceGroup,
    max_width: s.maxWidthCm,
    cassette_type: s.cassetteType,
    supplier: s.supplierName,
    lead_time: s.leadTimeDays,
    visible: s.visibleOnFrontend,
    sample_available: s.sampleAvailable,
  };
}

/** A list entry as the SKU search answers it: also manufacturer and supplier code. */
export function restFabricSkuSearchResult(s: FabricSku) {
  return { ...restFabricSkuListEntry(s), manufacturer_code: s.manufacturerCode, supplier_code: s.supplierCode };
}

/** SPEC §3 "Fabric SKU detail". */
export function restFabricSkuDetail(s: FabricSku) {
  return {
    internalSku: s.internalSku,
    productId: s.productId,
    fabricDisplayName: s.fabricDisplayName,
    fabricType: s.fabricType,
    priceGroup: s.priceGroup,
    manufacturerCode: s.manufacturerCode,
    supplierCode: s.supplierCode,
    maxWidthCm: s.maxWidthCm,
    cassetteType: s.cassetteType,
    leadTimeDays: s.leadTimeDays,
    visibleOnFrontend: s.visibleOnFrontend,
    sampleAvailable: s.sampleAvailable,
    exportMetadata: {
      supplier_name: s.supplierName,
      fabric_category: s.fabricCategory,
      quality_grade: s.qualityGrade,
      warranty_months: s.warrantyMonths,
      special_instructions: s.specialInstructions,
    },
  };
}

/**
 * SPEC §3 "Order": totals as JSON numbers in euro, fabricator data per item. The supplier's data of an item is null
 * for a role that may not see it (`may` asks the role table for "OrderItem.x", as GraphQL does).
 */
export function restOrder(o: Order, may: (field: string) => boolean) {
  return {
    id: o.id,
    orderStatus: o.status,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    customerPhone: o.customerPhone,
    shippingAddress: o.shippingAddress,
    orderTotal: centsToNumber(o.totalCents),
    createdAt: o.createdAt.toISOString(),
    // Where its money stands (issue 29): paid, refunded by the provider, refunds still pending, chargebacks, and what
    // staff must look at.
    payment: {
      status: o.paymentStatus,
      paid: centsToNumber(o.paidCents),
      refunded: centsToNumber(o.refundedCents),
      refund_pending: centsToNumber(o.refundPendingCents),
      charged_back: centsToNumber(o.chargedBackCents),
      attention: o.attention,
    },
    fabricatorData: {
      items: (o.items ?? []).map((i) => ({
        fabric_code: i.fabricCode,
        manufacturer_code: may('OrderItem.manufacturerCode') ? i.manufacturerCode : null,
        fabric_price_group: may('OrderItem.fabricPriceGroup') ? i.fabricPriceGroup : null,
        cassette_type: i.cassetteType,
        selected_width: i.selectedWidth,
        selected_height: i.selectedHeight,
        total_price: centsToNumber(i.totalCents),
        // SPEC §3 Order: the Dutch field names and words.
        montage: i.mounting ? MONTAGE_WORD[i.mounting] : null,
        bediening: i.controlType,
        bedieningszijde: i.controlSide ? CONTROL_SIDE_WORD[i.controlSide] : null,
      })),
      production_notes: o.productionNotes,
      fabricator_export_ready: o.fabricatorExportReady,
    },
  };
}
