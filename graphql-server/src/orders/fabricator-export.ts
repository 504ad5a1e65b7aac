/**
 * The fabricator export of an order ('Export Data'): what the atelier needs to cut and make every blind.
 * CSV for the atelier (one row per blind configuration, spreadsheet-safe), JSON for machines (the same data,
 * typed). Both come from `fabricatorExport`, so they can never disagree. Every option the customer chose is in
 * `opties`, in words as the product's rules name it ("Kettingkleur: Wit"); `bediening` keeps the chain system's value
 * of the rules for machines.
 */
import { CONTROL_SIDE_WORD, MONTAGE_WORD } from '@lumina/schema';
import { toCsv } from '../exports/csv';
import type { Order } from './order.entity';

export interface FabricatorExportItem {
  order_id: string;
  line: number;
  product_name: string;
  quantity: number;
  fabric_code: string | null;
  manufacturer_code: string | null;
  fabric_price_group: number | null;
  cassette_type: string | null;
  selected_width_cm: number | null;
  selected_height_cm: number | null;
  fabrication_width_mm: number | null;
  fabrication_height_mm: number | null;
  montage: string | null;
  bediening: string | null;
  bedieningszijde: string | null;
  chain_length_cm: number | null;
  safety_device: string | null;
  mounting_height_cm: number | null;
  /** Every option chosen, in words: the JSON a list, the CSV "Kettingtype: Kunststof ketting; Kettingkleur: Wit; …". */
  opties: { label: string; value: string }[];
}

export interface FabricatorExport {
  order_id: string;
  status: string;
  created_at: string;
  customer_name: string;
  shipping_address: string;
  delivery_date: string | null;
  production_notes: string | null;
  fabricator_export_ready: boolean;
  items: FabricatorExportItem[];
}

export function fabricatorExport(order: Order): FabricatorExport {
  return {
    order_id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    customer_name: order.customerName,
    shipping_address: order.shippingAddress,
    delivery_date: order.deliveryDate,
    production_notes: order.productionNotes,
    fabricator_export_ready: order.fabricatorExportReady,
    items: order.items.map((item, index) => ({
      order_id: order.id,
      line: index + 1,
      product_name: item.productName,
      quantity: item.quantity,
      fabric_code: item.fabricCode,
      manufacturer_code: item.manufacturerCode,
      fabric_price_group: item.fabricPriceGroup,
      cassette_type: item.cassetteType,
      selected_width_cm: item.selectedWidth,
      selected_height_cm: item.selectedHeight,
      fabrication_width_mm: item.fabricationWidthMm,
      fabrication_height_mm: item.fabricationHeightMm,
      // SPEC §3 names these fields in Dutch and writes the Dutch words.
      montage: item.mounting ? MONTAGE_WORD[item.mounting] : null,
      bediening: item.controlType,
      bedieningszijde: item.controlSide ? CONTROL_SIDE_WORD[item.controlSide] : null,
      chain_length_cm: item.chainLengthCm,
      safety_device: item.safetyDevice,
      mounting_height_cm: item.mountingHeightCm,
      opties: item.options.map(({ label, value }) => ({ label, value })),
    })),
  };
}

/** The CSV columns, in the atelier's order. */
const CSV_COLUMNS: readonly (keyof FabricatorExportItem)[] = [
  'order_id',
  'line',
  'product_name',
  'quantity',
  'fabric_code',
  'manufacturer_code',
  'fabric_price_group',
  'cassette_type',
  'selected_width_cm',
  'selected_height_cm',
  'fabrication_width_mm',
  'fabrication_height_mm',
  'montage',
  'bediening',
  'bedieningszijde',
  'chain_length_cm',
  'safety_device',
  'mounting_height_cm',
  'opties',
];

/** A cell of the CSV: the options in one line, "label: value" each. */
function csvCell(item: FabricatorExportItem, column: keyof FabricatorExportItem) {
  return column === 'opties' ? item.opties.map((o) => `${o.label}: ${o.value}`).join('; ') : item[column];
}

export function fabricatorExportCsv(order: Order): string {
  const data = fabricatorExport(order);
  return toCsv(CSV_COLUMNS, data.items.map((item) => CSV_COLUMNS.map((column) => csvCell(item, column))));
}
