/**
 * Made to measure as the trade does it (issue 10, ARCHITECTURE §4): a cart line keeps the measured and the
 * fabrication size and its child-safe chain (EN 13120); the REST cart shows it in the summary; a line can be
 * replaced by a new configuration ('Wijzigen') in one step, and a refused replacement changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

let app: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  for (const slug of ['blackout-white-roller-blind', 'lichtdoorlatend-wit', 'verduisterend-wit', 'rolgordijn-authentics-offwhite', 'translucent-grijs']) {
    ids[slug] = await app.productId(slug);
  }
});
afterAll(async () => {
  await app?.close();
});

const opts = (o: Record<string, string | string[]>) =>
  Object.entries(o).map(([key, v]) => (Array.isArray(v) ? { key, values: v } : { key, value: v }));

const blackoutWhite = (extra: Record<string, string | string[]> = {}, size: { width?: number; height?: number; mountingHeight?: number } = {}) => ({
  productId: ids['verduisterend-wit']!,
  configuration: {
    width: 150,
    height: 180,
    ...size,
    options: opts({ mounting: 'inside-recess', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'standard', ...extra }),
  },
});

const LINE = `id quantity unitPrice { cents } summary
  configuration { width height mountingHeight unit options { key values } }
  madeToMeasure { measuredWidthMm measuredHeightMm fabricationWidthMm fabricationHeightMm chain { lengthCm safetyDevice mountingHeightCm } }`;
const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { line { ${LINE} } cart { itemCount lines { id } } userErrors { code field message } } }`;
const REPLACE = `mutation($id: ID!, $input: CartLineReplaceInput!) { cartLineReplace(id: $id, input: $input) {
  line { ${LINE} } cart { itemCount lines { ${LINE} } } userErrors { code field message } } }`;

describe('a made-to-measure line', () => {
  it('keeps the measured size, the size the atelier cuts (0,5 cm narrower in de dag) and the chain with its tensioner', async () => {
    const v = visitor(app);
    const { data } = await v.gql(ADD, { input: blackoutWhite() });
    expect(data.cartLineAdd.userErrors).toEqual([]);
    const line = data.cartLineAdd.line;
    expect(line.unitPrice.cents).toBe(12910); // 2,70 m² × € 36,95 = € 99,765, (99,765 + 12,50) × 1,15 = € 129,10475
    expect(line.madeToMeasure).toEqual({
      measuredWidthMm: 1500,
      measuredHeightMm: 1800,
      fabricationWidthMm: 1495,
      fabricationHeightMm: 1800,
      chain: { lengthCm: 100, safetyDevice: 'KETTINGSPANNER', mountingHeightCm: null },
    });
    expect(line.summary).toEqual(expect.arrayContaining(['Productiemaat: 149,5 × 180 cm', 'Ketting: 100 cm, met kettingspanner (kinderveilig volgens EN 13120)']));

    // The REST cart shows the same, in the legacy shape.
    const rest = (await (await v.fetch('/api/cart')).json()) as { montageType: string; orderMetadata: { configuration_summary: string } }[];
    expect(rest[0]!.montageType).toBe('in-de-dag');
    expect(rest[0]!.orderMetadata.configuration_summary).toContain('Productiemaat: 149,5 × 180 cm');
    expect(rest[0]!.orderMetadata.configuration_summary).toContain('Ketting: 100 cm, met kettingspanner');
  });

  it('op de dag is cut to the exact size; a mounting height shortens the chain so the loop ends 150 cm above the floor', async () => {
    const { data } = await visitor(app).gql(ADD, { input: blackoutWhite({ mounting: 'outside-frame' }, { height: 180, mountingHeight: 230 }) });
    expect(data.cartLineAdd.userErrors).toEqual([]);
    expect(data.cartLineAdd.line.configuration.mountingHeight).toBe(230);
    expect(data.cartLineAdd.line.madeToMeasure).toMatchObject({
      fabricationWidthMm: 1500,
      chain: { lengthCm: 80, safetyDevice: 'KETTINGSPANNER', mountingHeightCm: 230 },
    });
    expect(data.cartLineAdd.line.summary).toContain('Montagehoogte: 230 cm');
    expect(data.cartLineAdd.line.summary.some((s: string) => s.startsWith('Productiemaat'))).toBe(false);
  });

  it('a blind over 250 cm high needs the mounting height; a mounting height too low for a safe chain is refused', async () => {
    const v = visitor(app);
    const light = (height: number, mountingHeight?: number) => ({
      productId: ids['lichtdoorlatend-wit']!,
      configuration: {
        width: 100,
        height,
        mountingHeight,
        options: opts({ chainMaterial: 'plastic', chainColor: 'white', bottomBar: 'not-covered', controlSide: 'right', profileColor: 'white', mounting: 'outside-frame' }),
      },
    });
    const high = await v.gql(ADD, { input: light(260) });
    expect(high.data.cartLineAdd.userErrors).toEqual([
      {
        code: 'REQUIRED',
        field: ['input', 'configuration', 'mountingHeight'],
        message: 'Vul de montagehoogte in: bij een rolgordijn hoger dan 250 cm bepaalt die hoe lang de ketting veilig mag zijn.',
      },
    ]);
    const low = await v.gql(ADD, { input: light(150, 190) });
    expect(low.data.cartLineAdd.userErrors.map((e: { code: string }) => e.code)).toEqual(['OUT_OF_RANGE']);
    expect((await v.gql('{ cart { itemCount } }')).data.cart).toBeNull();
    const ok = await v.gql(ADD, { input: light(260, 320) });
    expect(ok.data.cartLineAdd.line.madeToMeasure.chain).toEqual({ lengthCm: 170, safetyDevice: 'KETTINGSPANNER', mountingHeightCm: 320 });
  });

  it('Authentics has no chain and op de dag no deduction; a product without configurator has no made-to-measure data', async () => {
    const v = visitor(app);
    const authentics = await v.gql(ADD, {
      input: { productId: ids['rolgordijn-authentics-offwhite'], configuration: { width: 1234, height: 1876, options: opts({ mounting: 'outside-frame' }) } },
    });
    expect(authentics.data.cartLineAdd.line.madeToMeasure).toEqual({
      measuredWidthMm: 1234,
      measuredHeightMm: 1876,
      fabricationWidthMm: 1234,
      fabricationHeightMm: 1876,
      chain: null,
    });
    const fixed = await v.gql(ADD, { input: { productId: ids['translucent-grijs'], selectedColor: 'Grijs', selectedLightFilter: 'Lichtdoorlatend' } });
    expect(fixed.data.cartLineAdd.line.madeToMeasure).toBeNull();
    const refused = await v.gql(ADD, { input: { productId: ids['translucent-grijs'], configuration: { mountingHeight: 220 } } });
    expect(refused.data.cartLineAdd.userErrors.map((e: { field: string[] }) => e.field)).toEqual([['input', 'configuration', 'mountingHeight']]);
  });

  it('priceQuote answers the same made-to-measure data before anything is added', async () => {
    const { data } = await app.gql(
      `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) {
        price { total { cents } } madeToMeasure { fabricationWidthMm chain { lengthCm } } userErrors { code } } }`,
      { p: ids['verduisterend-wit'], c: blackoutWhite().configuration },
    );
    expect(data.priceQuote).toEqual({ price: { total: { cents: 12910 } }, madeToMeasure: { fabricationWidthMm: 1495, chain: { lengthCm: 100 } }, userErrors: [] });
  });
});

describe('cartLineReplace (Wijzigen)', () => {
  it('replaces a line by the new configuration at the server price, keeping its quantity', async () => {
    const v = visitor(app);
    const added = await v.gql(ADD, { input: { ...blackoutWhite(), quantity: 2 } });
    const id = added.data.cartLineAdd.line.id;
    const { data, errors } = await v.gql(REPLACE, { id, input: blackoutWhite({ chainType: 'plastic', chainColor: 'white', cassette: 'open' }) });
    expect(errors).toBeUndefined();
    expect(data.cartLineReplace.userErrors).toEqual([]);
    expect(data.cartLineReplace.cart.itemCount).toBe(2);
    expect(data.cartLineReplace.cart.lines).toHaveLength(1);
    expect(data.cartLineReplace.line).toMatchObject({ quantity: 2, unitPrice: { cents: 9977 } }); // 2,70 m² × € 36,95 = € 99,765
    expect(data.cartLineReplace.line.configuration.options).toEqual(expect.arrayContaining([{ key: 'chainType', values: ['plastic'] }]));
  });

  it('merges into an equal line already in the cart, and takes a quantity when given', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: blackoutWhite() });
    const second = await v.gql(ADD, { input: blackoutWhite({ systemColor: 'black' }) });
    const { data } = await v.gql(REPLACE, { id: second.data.cartLineAdd.line.id, input: { ...blackoutWhite(), quantity: 3 } });
    expect(data.cartLineReplace.userErrors).toEqual([]);
    expect(data.cartLineReplace.cart.lines.map((l: { quantity: number }) => l.quantity)).toEqual([4]);
  });

  it('a refused configuration, a foreign or unknown line and a merge over the maximum change nothing', async () => {
    const v = visitor(app);
    const added = await v.gql(ADD, { input: { ...blackoutWhite(), quantity: 60 } });
    const id = added.data.cartLineAdd.line.id;
    const other = await v.gql(ADD, { input: { ...blackoutWhite({ systemColor: 'black' }), quantity: 60 } });
    const before = (await v.gql(`{ cart { lines { ${LINE} } } }`)).data.cart.lines;

    const bad = await v.gql(REPLACE, { id, input: blackoutWhite({}, { width: 999 }) });
    expect(bad.data.cartLineReplace.userErrors).toEqual([
      { code: 'OUT_OF_RANGE', field: ['input', 'configuration', 'width'], message: 'Breedte moet tussen 40 en 240 cm zijn' },
    ]);
    const overMax = await v.gql(REPLACE, { id: other.data.cartLineAdd.line.id, input: blackoutWhite() });
    expect(overMax.data.cartLineReplace.userErrors.map((e: { code: string }) => e.code)).toEqual(['INVALID_QUANTITY']);
    const foreign = await visitor(app).gql(REPLACE, { id, input: blackoutWhite() });
    expect(foreign.data.cartLineReplace.userErrors.map((e: { code: string }) => e.code)).toEqual(['LINE_NOT_FOUND']);
    for (const wrong of ['999999', 'abc', '-1']) {
      const r = await v.gql(REPLACE, { id: wrong, input: blackoutWhite() });
      expect(r.data.cartLineReplace.userErrors.map((e: { code: string }) => e.code)).toEqual(['LINE_NOT_FOUND']);
    }
    expect((await v.gql(`{ cart { lines { ${LINE} } } }`)).data.cart.lines).toEqual(before);
  });
});
