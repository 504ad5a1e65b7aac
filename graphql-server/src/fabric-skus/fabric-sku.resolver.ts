import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { graphqlEnum } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { staffName } from '../staff/access';
import { FabricSkuSettingChange } from './fabric-sku-setting-change.entity';
import { FabricSkuChange } from './fabric-sku-change.entity';
import { FabricType } from '../catalog/fabric-type';
import { CassetteType } from '../api/trade';
import type { FabricSkuErrorCode, FabricSkuImportResult } from './fabric-sku.service';
import type { FabricSkuImportRow as ImportRow, FabricSkuImportRowError as ImportRowError } from './fabric-sku-import';
import type { RequestContext } from '../http/context';
import { ConnectionType, type ConnectionData } from '../api/connection';
import { FabricSku } from './fabric-sku.entity';

export const FabricSkuConnection = ConnectionType('FabricSku', FabricSku, 'A page of fabric SKUs, in SKU order.');

export const FabricSkuErrorCodeEnum = graphqlEnum('FabricSkuErrorCode', 'Why a fabric SKU change was refused.', {
  NOT_FOUND: 'No fabric SKU has this internal SKU.',
  NOTHING_TO_CHANGE: 'Neither visibleOnFrontend nor sampleAvailable was given.',
  DUPLICATE_SKU: 'Another fabric SKU has this internal SKU (in any case).',
  REQUIRED: 'A field that must be filled in is empty.',
  TOO_LONG: 'A text is longer than its field allows.',
  INVALID: 'A value is not one the field accepts (odd characters, not a choice, not yes/no).',
  OUT_OF_RANGE: 'A whole number is outside its range (price group 1–8, width, lead time, warranty).',
  CSV_TOO_LARGE: 'The CSV file is larger than an import allows (bytes or rows).',
  CSV_EMPTY: 'The CSV file has no header row or no data rows.',
  CSV_UNREADABLE: 'The CSV file cannot be read as CSV (e.g. a quote left open).',
  CSV_MISSING_COLUMN: 'The header row lacks a column the import needs (Internal SKU).',
  CSV_UNKNOWN_COLUMN: 'The header row names a column the import does not know, or one twice.',
  ROWS_INVALID: 'Some rows have errors (see rows); nothing was imported.',
});

export const FabricSkuUserError = UserErrorType('FabricSkuUserError', FabricSkuErrorCodeEnum, 'A refused fabric SKU change, with a Dutch message.');

@InputType({ description: 'Settings of a fabric SKU to change; leave out what stays.' })
export class FabricSkuSettingsInput {
  @Field(() => ID, { description: 'Internal SKU, any case.' }) internalSku: string;
  @Field(() => Boolean, { nullable: true, description: 'Live on the shop (true) or hidden (false).' }) visibleOnFrontend?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether a free colour sample can be sent.' }) sampleAvailable?: boolean | null;
}

@InputType({
  description:
    'Every field of a fabric SKU (SPEC §3), as the staff form has it. Fields are nullable: on create an empty or missing one is answered in userErrors (REQUIRED) with its path, like every other refused field; on update a missing (null) one keeps its value.',
})
export class FabricSkuInput {
  @Field(() => ID, { nullable: true, description: 'Internal SKU, e.g. "LUM-LD-0101": letters, digits, ".", "_", "-". On update it names the SKU (any case) and stays as it is.' }) internalSku?: string | null;
  @Field(() => String, { nullable: true, description: 'The fabric line (collection), e.g. "RG-LD-VOILE"; REST calls it product_id.' }) fabricLine?: string | null;
  @Field(() => String, { nullable: true, description: 'Name shown to staff and in the fabric collection.' }) fabricDisplayName?: string | null;
  @Field(() => FabricType, { nullable: true, description: 'LICHTDOORLATEND, VERDUISTEREND or SCREEN (never SEMI_TRANSPARANT).' }) fabricType?: FabricType | null;
  @Field(() => Int, {
    nullable: true,
    description: "Price group 1–8, the fabric's while no product priced by a group is made of it; once one is, the fabric is in that product's group (FabricSku.priceGroup), which staff change at /admin/prijzen.",
  })
  priceGroup?: number | null;
  @Field(() => String, { nullable: true, description: 'The fabric maker\'s article code.' }) manufacturerCode?: string | null;
  @Field(() => String, { nullable: true, description: 'The supplier\'s code for this colour.' }) supplierCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Supplier\'s name.' }) supplierName?: string | null;
  @Field(() => Int, { nullable: true, description: 'Widest blind the fabric allows, in cm (1–1000).' }) maxWidthCm?: number | null;
  @Field(() => CassetteType, { nullable: true, description: 'Cassette the fabric is made up with.' }) cassetteType?: CassetteType | null;
  @Field(() => Int, { nullable: true, description: 'Supplier\'s lead time, in working days (0–365).' }) leadTimeDays?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Live on the shop; left out means true on create and unchanged on update.' }) visibleOnFrontend?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'A free colour sample can be sent; left out means true on create and unchanged on update.' }) sampleAvailable?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Fabric category as the fabricator files it.' }) fabricCategory?: string | null;
  @Field(() => String, { nullable: true, description: 'Quality grade, e.g. "Comfort".' }) qualityGrade?: string | null;
  @Field(() => Int, { nullable: true, description: 'Warranty on the fabric, in months (0–600).' }) warrantyMonths?: number | null;
  @Field(() => String, { nullable: true, description: 'Instructions for cutting and making up; may stay empty.' }) specialInstructions?: string | null;
}

@ObjectType({ description: 'The fabric SKU after a change, or why it was refused (then nothing changed).' })
export class FabricSkuPayload {
  @Field(() => FabricSku, { nullable: true, description: 'The SKU as it is now; null when unknown.' }) fabricSku: FabricSku | null;
  @Field(() => [FabricSkuUserError], { description: 'Empty when the change was made.' }) userErrors: UserError<FabricSkuErrorCode>[];
}

export const FabricSkuImportAction = graphqlEnum('FabricSkuImportAction', 'What importing a CSV row does.', {
  CREATE: 'Creates a new fabric SKU.',
  UPDATE: 'Changes an existing fabric SKU.',
  UNCHANGED: 'The SKU already has these values; nothing changes.',
});

@ObjectType({ description: 'A refused cell of a CSV import row, with a Dutch message.' })
export class FabricSkuImportRowError implements ImportRowError {
  @Field(() => String, { description: 'The column, as the import names it (e.g. "Price Group").' }) column: string;
  @Field(() => FabricSkuErrorCodeEnum, { description: 'Machine-readable reason.' }) code: FabricSkuErrorCode;
  @Field(() => String, { description: 'What is wrong, in Dutch.' }) message: string;
}

@ObjectType({ description: 'One data row of a CSV import: what it does and what is wrong with it.' })
export class FabricSkuImportRow implements ImportRow {
  @Field(() => Int, { description: 'The row as a spreadsheet numbers it (the header is row 1).' }) row: number;
  @Field(() => String, { description: 'The internal SKU the row names (as stored when it exists); empty when the cell is.' }) internalSku: string;
  @Field(() => FabricSkuImportAction, { description: 'Create, update or unchanged.' }) action: ImportRow['action'];
  @Field(() => [FabricSkuImportRowError], { description: 'Empty when the row is valid.' }) errors: FabricSkuImportRowError[];
}

@ObjectType({ description: 'A CSV import, previewed or done: every row, and whether it was written.' })
export class FabricSkuImportPayload implements FabricSkuImportResult {
  @Field(() => [FabricSkuImportRow], { description: 'Each data row, in the file\'s order; empty when the file cannot be read.' }) rows: FabricSkuImportRow[];
  @Field(() => Boolean, { description: 'True when every row was written (fabricSkuImport only); a preview is never imported.' }) imported: boolean;
  @Field(() => [FabricSkuUserError], { description: 'Why the file (field ["csv"]) cannot be imported; empty when it can.' }) userErrors: UserError<FabricSkuErrorCode>[];
}

@Resolver(() => FabricSku)
export class FabricSkuResolver {
  @Query(() => FabricSkuConnection, { description: 'Fabric SKUs in SKU order, filtered by a search term. Staff only.' })
  fabricSkus(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Case-insensitive part of the internal SKU, fabric line or manufacturer code; blank means no filter.',
    })
    search?: string | null,
  ): Promise<ConnectionData<FabricSku>> {
    return ctx.services.fabricSkus.page({ search }, { first, after });
  }

  @Query(() => FabricSku, { nullable: true, description: 'A fabric SKU by internal SKU, any case; null when unknown. Staff only.' })
  fabricSku(
    @Ctx() ctx: RequestContext,
    @Arg('internalSku', () => ID, { description: 'Internal SKU, e.g. "LUM-LD-0101".' }) internalSku: string,
  ): Promise<FabricSku | null> {
    return ctx.services.fabricSkus.bySku(internalSku);
  }

  @FieldResolver(() => [FabricSkuSettingChange], { description: 'Changes of its settings (Live/Hidden, sample available), oldest first, with who and when.' })
  settingsHistory(@Ctx() ctx: RequestContext, @Root() sku: FabricSku): Promise<FabricSkuSettingChange[]> {
    return ctx.services.fabricSkus.history(sku.internalSku);
  }

  @Query(() => FabricSkuImportPayload, {
    description: 'Staff \'Importeren\', first step: what importing the CSV would do, row by row (create, update, unchanged, errors by column). Writes nothing. Staff only.',
  })
  fabricSkuImportPreview(@Ctx() ctx: RequestContext, @Arg('csv', () => String, { description: 'The CSV file\'s text; the first row names the columns (the export\'s, then any other SKU field).' }) csv: string): Promise<FabricSkuImportResult> {
    return ctx.services.fabricSkus.importPreview(csv);
  }

  @FieldResolver(() => [FabricSkuChange], { description: 'Its creation and edits (form or CSV import), oldest first, with who, when and which fields changed.' })
  changeHistory(@Ctx() ctx: RequestContext, @Root() sku: FabricSku): Promise<FabricSkuChange[]> {
    return ctx.services.fabricSkus.changes(sku.internalSku);
  }

  @Mutation(() => FabricSkuPayload, {
    description: 'Staff \'Nieuwe stof\': creates a fabric SKU with every field; an internal SKU that exists (any case) is refused (DUPLICATE_SKU). Recorded with who and when. Staff only.',
  })
  fabricSkuCreate(@Ctx() ctx: RequestContext, @Arg('input', () => FabricSkuInput, { description: 'Every field of the new SKU.' }) input: FabricSkuInput): Promise<FabricSkuPayload> {
    return ctx.services.fabricSkus.create(input, staffName(ctx.res));
  }

  @Mutation(() => FabricSkuPayload, {
    description: 'Staff \'Bewerken\': sets the given fields of the fabric SKU named by input.internalSku (a field left out keeps its value); the fields that change are recorded with who and when. Staff only.',
  })
  fabricSkuUpdate(@Ctx() ctx: RequestContext, @Arg('input', () => FabricSkuInput, { description: 'The SKU and all its fields.' }) input: FabricSkuInput): Promise<FabricSkuPayload> {
    return ctx.services.fabricSkus.update(input, staffName(ctx.res));
  }

  @Mutation(() => FabricSkuImportPayload, {
    description: 'Staff \'Importeren\': writes every row of the CSV in one transaction (each change recorded with who and when), or nothing when the file or any row is not valid (ROWS_INVALID; the rows say why). Importing the export of the current SKUs changes nothing. Staff only.',
  })
  fabricSkuImport(@Ctx() ctx: RequestContext, @Arg('csv', () => String, { description: 'The CSV file\'s text, as for fabricSkuImportPreview.' }) csv: string): Promise<FabricSkuImportResult> {
    return ctx.services.fabricSkus.importCsv(csv, staffName(ctx.res));
  }

  @Mutation(() => FabricSkuPayload, {
    description: 'Staff \'Settings\': sets Live/Hidden and sample-available of a fabric SKU; each real change is recorded with who and when. A hidden fabric leaves the fabric collection. Staff only.',
  })
  fabricSkuSettingsUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => FabricSkuSettingsInput, { description: 'The SKU and what to change.' }) input: FabricSkuSettingsInput,
  ): Promise<FabricSkuPayload> {
    return ctx.services.fabricSkus.updateSettings(input.internalSku, input, staffName(ctx.res));
  }
}
