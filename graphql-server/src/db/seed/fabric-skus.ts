/**
 * The internal fabric SKU database (SPEC §3 "Fabric SKU list entry / detail"): fabric qualities from five
 * weavers and suppliers in Belgium, the Netherlands and Germany, each in several colours. One colour of a
 * quality is one SKU, e.g. "LUM-LD-0201" = light-filtering (LD) quality 02, colour 01. The product id is the
 * fabric line (quality) the SKU belongs to. The public fabric collection (fabric-collection.ts) is built from
 * the visible SKUs of this same list, so a code in the shop always exists in the SKU database.
 */
import type { EntityManager } from 'typeorm';
import { FabricSku } from '../../fabric-skus/fabric-sku.entity';
import type { FabricSkuType } from '../../catalog/fabric-type';
import type { CassetteType } from '../../api/trade';


interface Supplier {
  name: string;
  /** Prefix of our account/order code at this supplier. */
  prefix: string;
  /** The weaver's own article code for an article and colour number. */
  manufacturerCode: (article: string, colourNo: string) => string;
}

const suppliers = {
  vandecasteele: {
    name: 'Weverij Vandecasteele (Waregem, BE)',
    prefix: 'VDC',
    manufacturerCode: (a, c) => `VC${a}-${c}`,
  },
  leiestof: {
    name: 'Leiestof NV (Kortrijk, BE)',
    prefix: 'LST',
    manufacturerCode: (a, c) => `LS${a}/${c}`,
  },
  texima: {
    name: 'Texima Textiles BV (Helmond, NL)',
    prefix: 'TXM',
    manufacturerCode: (a, c) => `TX${a}.${c}`,
  },
  rheinweber: {
    name: 'Rheinweber Textil GmbH (Krefeld, DE)',
    prefix: 'RHW',
    manufacturerCode: (a, c) => `RW-${a}-0${c}`,
  },
  screentex: {
    name: 'Screentex Europe BV (Tilburg, NL)',
    prefix: 'STX',
    manufacturerCode: (a, c) => `SX-${a}-${c}`,
  },
} satisfies Record<string, Supplier>;

export interface FabricColourSeed {
  /** Colour name as the fabric line calls it, e.g. "Zand". */
  name: string;
  /** One of the shop's colour families (SPEC §2 swatches), used to filter the collection. */
  colorTag: string;
  /** Swatch colour for the collection image. */
  hex: string;
  hidden?: boolean;
  noSample?: boolean;
}

export interface FabricQualitySeed {
  code: 'LD' | 'VD' | 'SC';
  number: number;
  name: string;
  productId: string;
  fabricType: FabricSkuType;
  priceGroup: number;
  supplier: Supplier;
  article: string;
  material: string;
  maxWidthCm: number;
  cassetteType: CassetteType;
  leadTimeDays: number;
  fabricCategory: string;
  qualityGrade: 'Standaard' | 'Comfort' | 'Premium';
  warrantyMonths: number;
  specialInstructions: string;
  colours: FabricColourSeed[];
}

const c = (name: string, colorTag: string, hex: string, extra: Partial<FabricColourSeed> = {}): FabricColourSeed => ({
  name,
  colorTag,
  hex,
  ...extra,
});

export const fabricQualities: FabricQualitySeed[] = [
  // Lichtdoorlatend
  {
    code: 'LD', number: 1, name: 'Basic Voile', productId: 'RG-LD-VOILE', fabricType: 'lichtdoorlatend', priceGroup: 1,
    supplier: suppliers.leiestof, article: '310', material: 'Polyester', maxWidthCm: 240, cassetteType: 'open',
    leadTimeDays: 7, fabricCategory: 'Lichtdoorlatend – voile', qualityGrade: 'Standaard', warrantyMonths: 24,
    specialInstructions: 'Lichte stof: zonder onderlatbekleding leveren, rol spanningsvrij opwikkelen.',
    colours: [c('Wit', 'Wit', '#f6f4ef'), c('Ecru', 'Beige', '#ebe3d1', { hidden: true, noSample: true }), c('Lichtgrijs', 'Grijs', '#cfcdc8')],
  },
  {
    code: 'LD', number: 2, name: 'Lino', productId: 'RG-LD-LINO', fabricType: 'lichtdoorlatend', priceGroup: 2,
    supplier: suppliers.vandecasteele, article: '2041', material: 'Linnenlook', maxWidthCm: 280, cassetteType: 'half-cassette',
    leadTimeDays: 10, fabricCategory: 'Lichtdoorlatend – linnenlook', qualityGrade: 'Comfort', warrantyMonths: 60,
    specialInstructions: 'Linnenstructuur: altijd in de lengterichting snijden, niet kantelen.',
    colours: [c('Wit', 'Wit', '#f3f0e8'), c('Zand', 'Beige', '#d8c7a6'), c('Taupe', 'Bruin', '#a39383'), c('Antraciet', 'Grijs', '#45484b')],
  },
  {
    code: 'LD', number: 3, name: 'Soft Natura', productId: 'RG-LD-NATURA', fabricType: 'lichtdoorlatend', priceGroup: 3,
    supplier: suppliers.texima, article: '5120', material: 'Gerecycleerd polyester', maxWidthCm: 260, cassetteType: 'open',
    leadTimeDays: 10, fabricCategory: 'Lichtdoorlatend – gerecycleerd', qualityGrade: 'Comfort', warrantyMonths: 60,
    specialInstructions: 'Gemaakt van gerecycleerde PET-flessen; OEKO-TEX-label meeleveren.',
    colours: [c('Wit', 'Wit', '#f4f2ec'), c('Kiezel', 'Beige', '#cbbfa8'), c('Salie', 'Groen', '#8d9c82')],
  },
  {
    code: 'LD', number: 4, name: 'Structura', productId: 'RG-LD-STRUCTURA', fabricType: 'lichtdoorlatend', priceGroup: 4,
    supplier: suppliers.rheinweber, article: '88312', material: 'Polyester', maxWidthCm: 300, cassetteType: 'full-cassette',
    leadTimeDays: 14, fabricCategory: 'Lichtdoorlatend – structuurweefsel', qualityGrade: 'Comfort', warrantyMonths: 60,
    specialInstructions: 'Boven 250 cm breedte een versterkte buis van 45 mm gebruiken.',
    colours: [c('Steengrijs', 'Grijs', '#8f8d88'), c('Denim', 'Blauw', '#4d6580'), c('Mokka', 'Bruin', '#6f5643')],
  },
  {
    code: 'LD', number: 5, name: 'Jacquard Flora', productId: 'RG-LD-FLORA', fabricType: 'lichtdoorlatend', priceGroup: 6,
    supplier: suppliers.vandecasteele, article: '3307', material: 'Polyester jacquard', maxWidthCm: 240, cassetteType: 'half-cassette',
    leadTimeDays: 18, fabricCategory: 'Lichtdoorlatend – jacquard met motief', qualityGrade: 'Premium', warrantyMonths: 96,
    specialInstructions: 'Motief centreren op de breedte; rapport 32 cm, extra snijverlies rekenen.',
    colours: [c('Parelwit', 'Wit', '#f2efe6'), c('Oudroze', 'Roze', '#d9aea9', { hidden: true }), c('Oker', 'Geel', '#d4ad52')],
  },
  {
    code: 'LD', number: 6, name: 'Zijdeglans', productId: 'RG-LD-ZIJDEGLANS', fabricType: 'lichtdoorlatend', priceGroup: 8,
    supplier: suppliers.rheinweber, article: '90410', material: 'Trevira CS', maxWidthCm: 280, cassetteType: 'full-cassette',
    leadTimeDays: 21, fabricCategory: 'Lichtdoorlatend – brandvertragend (Trevira CS)', qualityGrade: 'Premium', warrantyMonths: 96,
    specialInstructions: 'Brandvertragend (B1/M1): certificaat bij elke levering voegen. Met handschoenen verwerken.',
    colours: [c('Parel', 'Wit', '#eeeae1'), c('Champagne', 'Beige', '#e0d2b4'), c('Zilver', 'Grijs', '#b9b9b6')],
  },
  // Verduisterend
  {
    code: 'VD', number: 1, name: 'Blackout Basic', productId: 'RG-VD-BASIC', fabricType: 'verduisterend', priceGroup: 2,
    supplier: suppliers.leiestof, article: '420', material: 'Polyester met acrylcoating', maxWidthCm: 240, cassetteType: 'open',
    leadTimeDays: 7, fabricCategory: 'Verduisterend – 3-laags acrylcoating', qualityGrade: 'Standaard', warrantyMonths: 24,
    specialInstructions: 'Coating naar het raam monteren; niet vouwen (lichtlekken op de vouwlijn).',
    colours: [c('Wit', 'Wit', '#f5f3ee'), c('Zwart', 'Zwart', '#23211f'), c('Grijs', 'Grijs', '#8e8c88')],
  },
  {
    code: 'VD', number: 2, name: 'Blackout Comfort', productId: 'RG-VD-COMFORT', fabricType: 'verduisterend', priceGroup: 3,
    supplier: suppliers.texima, article: '6230', material: 'Polyester met acrylcoating', maxWidthCm: 260, cassetteType: 'half-cassette',
    leadTimeDays: 10, fabricCategory: 'Verduisterend – zachte toplaag', qualityGrade: 'Comfort', warrantyMonths: 60,
    specialInstructions: 'Onderlat altijd bekleden; zijgeleiders aanraden bij slaapkamers.',
    colours: [c('Wit', 'Wit', '#f4f2ed'), c('Beige', 'Beige', '#d9c8a9'), c('Nachtblauw', 'Blauw', '#2f3f57'), c('Antraciet', 'Grijs', '#3c3f42')],
  },
  {
    code: 'VD', number: 3, name: 'Blackout Thermo', productId: 'RG-VD-THERMO', fabricType: 'verduisterend', priceGroup: 5,
    supplier: suppliers.rheinweber, article: '71500', material: 'Polyester met aluminium thermocoating', maxWidthCm: 280, cassetteType: 'full-cassette',
    leadTimeDays: 14, fabricCategory: 'Verduisterend – thermisch isolerend', qualityGrade: 'Premium', warrantyMonths: 96,
    specialInstructions: 'Aluminiumzijde naar het raam; bij zuidgevels de klant wijzen op warmtereflectie.',
    colours: [c('Wit', 'Wit', '#f2f0eb'), c('Zilvergrijs', 'Grijs', '#a5a6a6'), c('Zwart', 'Zwart', '#1f1f20')],
  },
  {
    code: 'VD', number: 4, name: 'Blackout Linnen', productId: 'RG-VD-LINNEN', fabricType: 'verduisterend', priceGroup: 6,
    supplier: suppliers.vandecasteele, article: '2045', material: 'Linnenlook met verduisterende coating', maxWidthCm: 250, cassetteType: 'half-cassette',
    leadTimeDays: 18, fabricCategory: 'Verduisterend – linnenlook', qualityGrade: 'Premium', warrantyMonths: 60,
    specialInstructions: 'Linnenstructuur en coating: maximaal 2 cm inkorten aan de onderzijde.',
    colours: [c('Zand', 'Beige', '#cdb994'), c('Walnoot', 'Bruin', '#5f4632'), c('Olijf', 'Groen', '#5f6b48')],
  },
  {
    code: 'VD', number: 5, name: 'Blackout Velours', productId: 'RG-VD-VELOURS', fabricType: 'verduisterend', priceGroup: 7,
    supplier: suppliers.rheinweber, article: '73020', material: 'Polyester velours', maxWidthCm: 220, cassetteType: 'full-cassette',
    leadTimeDays: 21, fabricCategory: 'Verduisterend – velours', qualityGrade: 'Premium', warrantyMonths: 60,
    specialInstructions: 'Vleugrichting controleren: alle panelen van één order uit dezelfde rol snijden.',
    colours: [c('Bordeaux', 'Rood', '#6e2a2e'), c('Aubergine', 'Paars', '#4b3350', { hidden: true, noSample: true }), c('Petrol', 'Blauw', '#24505a')],
  },
  // Screen
  {
    code: 'SC', number: 1, name: 'Screen Classic 5%', productId: 'RG-SC-CLASSIC', fabricType: 'screen', priceGroup: 4,
    supplier: suppliers.screentex, article: '4500', material: 'Glasvezel/PVC screen', maxWidthCm: 300, cassetteType: 'open',
    leadTimeDays: 10, fabricCategory: 'Screen – glasvezel/PVC, openheid 5%', qualityGrade: 'Comfort', warrantyMonths: 60,
    specialInstructions: 'Screenweefsel niet knikken; zijkanten ultrasoon snijden.',
    colours: [c('Wit-grijs', 'Wit', '#e4e3df'), c('Antraciet', 'Grijs', '#46494c'), c('Brons', 'Bruin', '#8c6a45')],
  },
  {
    code: 'SC', number: 2, name: 'Screen Comfort 3%', productId: 'RG-SC-COMFORT', fabricType: 'screen', priceGroup: 5,
    supplier: suppliers.screentex, article: '4530', material: 'Glasvezel/PVC screen', maxWidthCm: 300, cassetteType: 'half-cassette',
    leadTimeDays: 12, fabricCategory: 'Screen – glasvezel/PVC, openheid 3%', qualityGrade: 'Comfort', warrantyMonths: 60,
    specialInstructions: 'Zicht naar buiten blijft behouden; donkere kleuren aanraden voor het beste doorzicht.',
    colours: [c('Wit', 'Wit', '#efeeea'), c('Grijs', 'Grijs', '#7d7e7f'), c('Zwart', 'Zwart', '#262728')],
  },
  {
    code: 'SC', number: 3, name: 'Screen Panorama 1%', productId: 'RG-SC-PANORAMA', fabricType: 'screen', priceGroup: 8,
    supplier: suppliers.texima, article: '8810', material: 'Polyester/PVC screen', maxWidthCm: 320, cassetteType: 'full-cassette',
    leadTimeDays: 16, fabricCategory: 'Screen – polyester/PVC, openheid 1%', qualityGrade: 'Premium', warrantyMonths: 96,
    specialInstructions: 'Boven 280 cm breedte altijd met tussensteun en 63 mm buis produceren.',
    colours: [c('Parelgrijs', 'Grijs', '#a9a8a4'), c('Zwart', 'Zwart', '#1e1f21', { hidden: true })],
  },
];

export interface FabricSkuSeed {
  internalSku: string;
  quality: FabricQualitySeed;
  colour: FabricColourSeed;
  displayName: string;
  manufacturerCode: string;
  supplierCode: string;
  visible: boolean;
  sampleAvailable: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Every SKU: one per colour of every quality. */
export const fabricSkuSeeds: FabricSkuSeed[] = fabricQualities.flatMap((quality) =>
  quality.colours.map((colour, index) => {
    const colourNo = two(index + 1);
    return {
      internalSku: `LUM-${quality.code}-${two(quality.number)}${colourNo}`,
      quality,
      colour,
      displayName: `${quality.name} ${colour.name}`,
      manufacturerCode: quality.supplier.manufacturerCode(quality.article, colourNo),
      supplierCode: `${quality.supplier.prefix}-${quality.article}${colourNo}`,
      visible: !colour.hidden,
      sampleAvailable: !colour.noSample,
    };
  }),
);

export function fabricSkuSeed(internalSku: string): FabricSkuSeed {
  const seed = fabricSkuSeeds.find((s) => s.internalSku === internalSku);
  if (!seed) throw new Error(`Onbekende stof-SKU in de seed: ${internalSku}`);
  return seed;
}

export async function seedFabricSkus(em: EntityManager): Promise<void> {
  const rows = fabricSkuSeeds.map((s) =>
    em.create(FabricSku, {
      internalSku: s.internalSku,
      productId: s.quality.productId,
      fabricDisplayName: s.displayName,
      fabricType: s.quality.fabricType,
      ownPriceGroup: s.quality.priceGroup,
      manufacturerCode: s.manufacturerCode,
      supplierCode: s.supplierCode,
      supplierName: s.quality.supplier.name,
      maxWidthCm: s.quality.maxWidthCm,
      cassetteType: s.quality.cassetteType,
      leadTimeDays: s.quality.leadTimeDays,
      visibleOnFrontend: s.visible,
      sampleAvailable: s.sampleAvailable,
      fabricCategory: s.quality.fabricCategory,
      qualityGrade: s.quality.qualityGrade,
      warrantyMonths: s.quality.warrantyMonths,
      specialInstructions: s.quality.specialInstructions,
    }),
  );
  await em.save(FabricSku, rows);
}
