// The shop at 100× its data (issue 22): a benchmark database of its own, `lumina_bench_100x` on the server of the
// shop's DATABASE_URL, migrated by the server's own migrations and seeded with the normal catalogue, then filled
// with 100 000 fabric SKUs (80 000 of them in the fabric collection), 10 000 products and 1 000 000 orders with
// 1–3 items each. Then p50/p95 of the searches and the staff order list, asked through the shop's GraphQL API of a
// server process on that database (one connection, one request at a time), and the database's own time:
// EXPLAIN (ANALYZE, BUFFERS) of every statement the same service call runs, captured from TypeORM.
//
// How the rows are made: in the database server, by INSERT … SELECT over generate_series (no rows travel
// from Node.js; pg-copy-streams is not a dependency and a server-side COPY FROM '/file' needs a file the
// PostgreSQL process can read on its own machine, which a remote DATABASE_URL does not give). Foreign-key
// triggers are off while it fills (session_replication_role = replica; the rows are valid by construction), the
// migrations' secondary indexes are made again once the rows are in (same definitions), then VACUUM ANALYZE. The database is kept: a table bench_generated(version) says which generator filled it,
// and a next run with the same GENERATOR_VERSION reuses it.
//
// Usage: `await run({ root, databaseUrl, log })` (npm run bench), or alone:
//   node -e "import('./scripts/bench/data100x.mjs').then(m => m.run({ root: process.cwd(), databaseUrl: process.env.DATABASE_URL, log: console.log }))"
// The plans are written to docs/perf/plans-100x.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startShop } from './shop-server.mjs';

export const GENERATOR_VERSION = 1;
export const DATABASE = 'lumina_bench_100x';
const COUNTS = { skus: 100_000, products: 10_000, orders: 1_000_000 };
const TARGETS = { search: 30, orders: 50 };
const WARMUPS = 5;
const SAMPLES = 100;

// Word lists: varied enough that a realistic search term is selective. ------------------------------------------
const LINE_WORDS = [
  'aster', 'bergen', 'calma', 'dune', 'elba', 'fjord', 'gala', 'helios', 'ivoor', 'jura', 'kalk', 'lino', 'mistral', 'nordic', 'oase',
  'pampa', 'quartz', 'riva', 'sahara', 'tundra', 'umbra', 'velvet', 'wadden', 'xenon', 'yara', 'zenit', 'alba', 'brisa', 'cirro', 'delta',
  'eiland', 'flora', 'granit', 'haven', 'iris', 'jade', 'kiezel', 'lagune', 'mosa', 'nimbus', 'oker', 'polder', 'rivier', 'schelde', 'tijl',
  'uil', 'veld', 'wilg', 'zilt', 'amber', 'berk', 'ceder', 'duin', 'eik', 'fluweel', 'gaas', 'hazel', 'indigo', 'jasmijn', 'kastanje',
  'lavendel', 'magnolia', 'noot', 'olijf', 'parel', 'riet', 'salie', 'tarwe', 'urban', 'vlas', 'weide', 'zomer', 'atlas', 'baltic', 'cobalt',
  'dover', 'etna', 'faro', 'garda', 'hydra', 'ibiza', 'jutland', 'kreta', 'lugano', 'malta', 'napoli', 'oslo', 'porto', 'ravenna', 'siena',
  'toledo', 'utrecht', 'verona', 'wenen', 'zagreb', 'arno', 'bruges', 'como', 'douro', 'ebro', 'firenze', 'genua', 'hamar', 'ischia',
  'kolding', 'lyon', 'mechelen', 'namen', 'ostende', 'praag', 'riga', 'sevilla', 'tallinn', 'uppsala', 'valencia', 'westhoek', 'ypres',
  'zeeland', 'akoestiek', 'bamboe', 'cotton', 'dimout', 'ecoline', 'flanel', 'grove', 'harmonie', 'impuls', 'jacquard', 'kasjmier', 'loft',
  'mat', 'natura', 'origami', 'prisma', 'retro', 'satijn', 'textura', 'uni', 'vintage', 'wafel', 'zijde', 'arcade', 'boog', 'canvas',
  'damast', 'eclips', 'facet', 'gradient', 'horizon', 'icoon', 'jubilee', 'kristal', 'lumen', 'mozaiek', 'nova', 'orbit', 'pixel', 'raster',
  'spectrum', 'tango', 'unity', 'vector', 'wave', 'zodiak', 'anker', 'bries', 'cabana', 'dok', 'eb', 'fregat', 'golf', 'haring', 'ijs',
  'jol', 'kaap', 'loods', 'meeuw', 'noorder', 'oever', 'pier', 'reede', 'sloep', 'tij', 'vloed', 'wier', 'zeil', 'adagio', 'bolero',
  'cantate', 'duet', 'etude', 'fuga', 'gavotte', 'hymne', 'intermezzo', 'jig', 'largo', 'menuet', 'nocturne', 'opera', 'polka', 'rondo',
];
const COLOURS = [
  ['Wit', 'Wit'], ['Ecru', 'Wit'], ['Sneeuw', 'Wit'], ['Ivoor', 'Wit'], ['Lichtgrijs', 'Grijs'], ['Antraciet', 'Grijs'], ['Zilver', 'Grijs'],
  ['Leisteen', 'Grijs'], ['Zand', 'Beige'], ['Linnen', 'Beige'], ['Greige', 'Beige'], ['Taupe', 'Bruin'], ['Mokka', 'Bruin'], ['Cognac', 'Bruin'],
  ['Zwart', 'Zwart'], ['Ebbenhout', 'Zwart'], ['Marine', 'Blauw'], ['Petrol', 'Blauw'], ['IJsblauw', 'Blauw'], ['Saliegroen', 'Groen'],
  ['Olijf', 'Groen'], ['Mos', 'Groen'], ['Oker', 'Geel'], ['Mosterd', 'Geel'], ['Terracotta', 'Rood'], ['Bordeaux', 'Rood'],
];
const MATERIALS = [
  'Polyester', 'Linnenlook', 'Polyester jacquard', 'Trevira CS', 'Gerecycleerd polyester', 'Polyester velours', 'Polyester met acrylcoating',
  'Linnenlook met verduisterende coating', 'Polyester met aluminium thermocoating', 'Polyester/PVC screen', 'Glasvezel/PVC screen',
];
const SUPPLIERS = [
  ['LS', 'Leiestof NV (Kortrijk, BE)'], ['WV', 'Weverij Vandecasteele (Waregem, BE)'], ['TX', 'Texima Textiles BV (Helmond, NL)'],
  ['RW', 'Rheinweber Textil GmbH (Krefeld, DE)'], ['ST', 'Screentex Europe BV (Tilburg, NL)'], ['MT', 'Mechelse Textielfabriek (Mechelen, BE)'],
  ['DL', 'De Lijn Weverij (Ronse, BE)'], ['TW', 'Twentse Stoffen BV (Enschede, NL)'], ['VT', 'Vlaamse Technische Weefsels (Zele, BE)'],
  ['BR', 'Brabant Textiel BV (Tilburg, NL)'], ['HT', 'Hanse Textil GmbH (Bremen, DE)'], ['LF', 'Lys Fabrics NV (Deinze, BE)'],
  ['NT', 'Nordtex A/S (Herning, DK)'], ['AT', 'Alpentex GmbH (Dornbirn, AT)'], ['FT', 'Flandria Textiles NV (Kortrijk, BE)'],
  ['GS', 'Gelderse Stoffenhal (Arnhem, NL)'], ['ET', 'Eurotex Lyon SA (Lyon, FR)'], ['IT', 'Tessitura Comense (Como, IT)'],
  ['PT', 'Portex Lda (Guimarães, PT)'], ['KS', 'Kempense Screens NV (Geel, BE)'],
];
const FIRST_NAMES = [
  'Pieter', 'Lotte', 'Jan', 'An', 'Els', 'Koen', 'Sofie', 'Bart', 'Lien', 'Tom', 'Emma', 'Lucas', 'Noor', 'Arne', 'Fien', 'Wout', 'Marie',
  'Jef', 'Hanne', 'Stijn', 'Ine', 'Dries', 'Eline', 'Jonas', 'Lore', 'Maarten', 'Sara', 'Thomas', 'Femke', 'Ruben', 'Anouk', 'Daan', 'Sanne',
  'Joris', 'Mieke', 'Niels', 'Ilse', 'Wim', 'Katrien', 'Geert', 'Annelies', 'Bram', 'Charlotte', 'Dirk', 'Evi', 'Frederik', 'Griet', 'Hendrik',
  'Inge', 'Jeroen', 'Karen', 'Lars', 'Mona', 'Nathalie', 'Olivier', 'Petra', 'Robbe', 'Silke', 'Tine', 'Vincent', 'Yana', 'Zoë', 'Milan',
  'Julie', 'Ward', 'Laura', 'Senne', 'Nina', 'Kobe', 'Amber',
];
const SURNAMES = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont',
  'Martens', 'Hermans', 'Verhoeven', 'Vermeulen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'De Boer', 'Mulder', 'De Groot', 'Bos', 'Vos',
  'Van Dijk', 'Hendriks', 'Van Leeuwen', 'Dekker', 'Brouwer', 'De Wit', 'Dijkstra', 'Van der Linden', 'Kok', 'Jansen', 'Van den Berg',
  'Michiels', 'Desmet', 'Vandenberghe', 'Vermeersch', 'Declercq', 'Verstraete', 'De Backer', 'Van Damme', 'Coppens', 'Segers', 'Aerts',
  'Van de Velde', 'Claeys', 'Pauwels', 'Stevens', 'De Clercq', 'Smets', 'Leroy', 'Cools', 'Van Acker', 'Verbeke', 'Lemmens', 'Deprez',
  'Vandamme', 'Mahieu', 'Bogaert', 'Moens', 'Van Hecke', 'Dewulf', 'Martin', 'Renard', 'Laurent', 'Simon', 'Denis', 'Hubert', 'Gielen',
  'Baert', 'Cornelis', 'Devos', 'Geerts', 'Hoste', 'Timmermans', 'Van Hoof', 'Vanhoutte', 'Verhaegen', 'Wuyts', 'Thys', 'Bauwens',
  'Boeckx', 'Bracke', 'Callens', 'Ceulemans', 'Daems', 'De Cock', 'De Vos', 'D\'Hondt', 'Engelen', 'Faes', 'Franssen', 'Govaerts',
  'Heylen', 'Huybrechts', 'Jorissen', 'Kerckhofs', 'Lauwers', 'Lenaerts', 'Luyten', 'Meeus', 'Nijs', 'Nuyts', 'Op de Beeck', 'Pieters',
  'Raes', 'Roels', 'Schepers', 'Smeets', 'Somers', 'Sterckx', 'Tack', 'Van Aken', 'Van Gorp', 'Vanderstraeten', 'Verbruggen', 'Verlinden',
  'Wijns', 'Wauters', 'Van Rompuy', 'De Meyer', 'Van Camp', 'Beckers', 'Bosmans', 'Celis', 'Dierckx', 'Gevers',
];
const CITIES = [
  ['9000 Gent', 'BE'], ['2000 Antwerpen', 'BE'], ['1000 Brussel', 'BE'], ['8000 Brugge', 'BE'], ['3000 Leuven', 'BE'], ['2800 Mechelen', 'BE'],
  ['3500 Hasselt', 'BE'], ['8500 Kortrijk', 'BE'], ['9300 Aalst', 'BE'], ['8400 Oostende', 'BE'], ['9100 Sint-Niklaas', 'BE'], ['2300 Turnhout', 'BE'],
  ['3600 Genk', 'BE'], ['8800 Roeselare', 'BE'], ['9200 Dendermonde', 'BE'], ['1800 Vilvoorde', 'BE'], ['2500 Lier', 'BE'], ['9700 Oudenaarde', 'BE'],
  ['8900 Ieper', 'BE'], ['2440 Geel', 'BE'], ['1016 BS Amsterdam', 'NL'], ['3011 AD Rotterdam', 'NL'], ['2511 CV Den Haag', 'NL'],
  ['3511 LX Utrecht', 'NL'], ['5611 AB Eindhoven', 'NL'], ['9711 LM Groningen', 'NL'], ['4811 XJ Breda', 'NL'], ['6211 CK Maastricht', 'NL'],
  ['5211 HX Den Bosch', 'NL'], ['6511 LP Nijmegen', 'NL'], ['2011 VK Haarlem', 'NL'], ['7511 JE Enschede', 'NL'], ['4331 LA Middelburg', 'NL'],
];
const STREETS = [
  'Kouter', 'Veldstraat', 'Meir', 'Grote Markt', 'Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenstraat', 'Nieuwstraat', 'Schoolstraat',
  'Herengracht', 'Keizersgracht', 'Lange Nieuwstraat', 'Bredestraat', 'Hoogstraat', 'Lindenlaan', 'Beukenlaan', 'Kastanjelaan', 'Vaartstraat',
  'Ringlaan', 'Koning Albertlaan', 'Hofstraat', 'Steenweg', 'Marktplein', 'Zuidstraat', 'Noordstraat', 'Oostlaan', 'Westlaan',
];

/** The 100× data, made in the database (see the header). Each step is one statement. */
function generationSteps() {
  const colourNames = COLOURS.map(([n]) => n);
  const colourTags = COLOURS.map(([, t]) => t);
  return [
    [
      'fabric_sku',
      `INSERT INTO fabric_sku (internal_sku, product_id, display_name, fabric_type, price_group, manufacturer_code, supplier_code, supplier_name,
                               max_width_cm, cassette_type, lead_time_days, visible_on_frontend, sample_available, fabric_category,
                               quality_grade, warranty_months, special_instructions, updated_at)
       SELECT 'LUM-' || tc || '-' || lpad(n::text, 6, '0'),
              'RG-' || tc || '-' || upper(word) || '-' || (1 + ln / 200),
              initcap(word) || ' ' || colour,
              ft, 1 + (ln * 7 + n) % 8,
              sp || (100 + ln)::text || '/' || lpad((n % 97)::text, 2, '0'),
              sp || 'C-' || lpad(((n * 37) % 100000)::text, 5, '0'),
              sn, (ARRAY[180, 200, 240, 270, 300, 320])[1 + ln % 6], (ARRAY['open', 'half-cassette', 'full-cassette'])[1 + ln % 3],
              5 + ln % 17, n % 10 <> 0, n % 3 <> 0,
              (ARRAY['Lichtdoorlatend', 'Verduisterend', 'Screen'])[1 + n % 3] || ' – ' || lower(mat),
              (ARRAY['Standaard', 'Comfort', 'Premium'])[1 + ln % 3], (ARRAY[24, 36, 60])[1 + ln % 3], '',
              now() - (n % 1000) * interval '1 day'
       FROM generate_series(1, $1::int) AS n,
            LATERAL (SELECT (abs(hashtext('line' || n)) % 4000) AS ln) l,
            LATERAL (SELECT (ARRAY['LD', 'VD', 'SC'])[1 + n % 3] AS tc, (ARRAY['lichtdoorlatend', 'verduisterend', 'screen'])[1 + n % 3] AS ft,
                            ($2::text[])[1 + ln % cardinality($2::text[])] AS word,
                            ($3::text[])[1 + abs(hashtext('c' || n)) % cardinality($3::text[])] AS colour,
                            ($4::text[])[1 + ln % cardinality($4::text[])] AS sp, ($5::text[])[1 + ln % cardinality($5::text[])] AS sn,
                            ($6::text[])[1 + ln % cardinality($6::text[])] AS mat) w`,
      [COUNTS.skus, LINE_WORDS, colourNames, SUPPLIERS.map(([p]) => p), SUPPLIERS.map(([, s]) => s), MATERIALS],
    ],
    [
      'fabric_collection_item',
      // Four in five generated SKUs are in the shop's collection; its colour family follows the SKU's colour.
      `INSERT INTO fabric_collection_item (name, image, fabric_type, price_group, color_tag, material, base_price_cents, internal_code)
       SELECT s.display_name, '/images/fabrics/' || lower(s.internal_sku) || '.svg', s.fabric_type, s.price_group,
              coalesce((SELECT t.tag FROM unnest($1::text[], $2::text[]) AS t(name, tag) WHERE s.display_name LIKE '% ' || t.name), 'Wit'),
              (SELECT m FROM unnest($3::text[]) AS m WHERE lower(m) = split_part(s.fabric_category, ' – ', 2)), 1995 + s.price_group * 500, s.internal_sku
       FROM fabric_sku s
       WHERE s.internal_sku ~ '^LUM-..-[0-9]{6}$' AND substring(s.internal_sku from 8)::int % 5 <> 0`,
      [colourNames, colourTags, MATERIALS],
    ],
    [
      'product',
      // Each a copy of one of the seeded products (its configurator rules, size rules, colours, listings, …), named
      // after a fabric line, made of generated SKUs of its fabric type; four in five of the published ones stay published.
      `INSERT INTO product (slug, name, description, price_cents, category, fabric_type, line, card_category, listings, transparency, images,
                            features, colors, light_filter, is_published, sort_order, configurator, created_at, controls, fabric_skus, size_rules)
       SELECT t.slug || '-' || word || '-' || n, initcap(word) || ' ' || t.name,
              t.description || ' Collectie ' || initcap(word) || '.', t.price_cents + (n % 40) * 100, t.category, t.fabric_type, t.line,
              t.card_category, t.listings, t.transparency, t.images, t.features, t.colors, t.light_filter,
              t.is_published AND n % 5 <> 0, 1000 + n, t.configurator, now() - (n % 700) * interval '1 day', t.controls,
              coalesce((SELECT jsonb_object_agg(e.key,
                          'LUM-' || (CASE t.fabric_type WHEN 'verduisterend' THEN 'VD' WHEN 'screen' THEN 'SC' ELSE 'LD' END) || '-' ||
                          lpad((3 * (abs(hashtext(e.key || n)) % 33333) + (CASE t.fabric_type WHEN 'verduisterend' THEN 1 WHEN 'screen' THEN 2 ELSE 3 END))::text, 6, '0'))
                        FROM jsonb_each_text(t.fabric_skus) e), '{}'::jsonb),
              t.size_rules
       FROM generate_series(1, $1::int) AS n,
            LATERAL (SELECT * FROM product p WHERE p.sort_order < 1000 ORDER BY p.id OFFSET (n % (SELECT count(*) FROM product WHERE sort_order < 1000)) LIMIT 1) t,
            LATERAL (SELECT ($2::text[])[1 + abs(hashtext('p' || n)) % cardinality($2::text[])] AS word) w`,
      [COUNTS.products, LINE_WORDS],
    ],
    [
      'customer_order',
      // Three years of orders, evenly spread; older orders are mostly completed, recent ones in every status.
      `INSERT INTO customer_order (id, status, customer_name, customer_email, customer_phone, shipping_address, shipping_address_lines,
                                   total_cents, vat_cents, subtotal_cents, shipping_cents, payment_method, country, payment_status,
                                   paid_cents, paid_at, created_at, updated_at, carrier, tracking_code)
       SELECT 'LUM-' || to_char(created_at AT TIME ZONE 'Europe/Brussels', 'YYYY') || '-' || lpad(n::text, greatest(5, length(n::text)), '0'),
              status, fn || ' ' || sn, lower(translate(fn, 'ë', 'e')) || '.' || lower(regexp_replace(sn, '[^A-Za-z]', '', 'g')) || (n % 1000) || '@example.' || lower(country),
              CASE country WHEN 'BE' THEN '+32 4' || lpad((n % 100000000)::text, 8, '0') ELSE '+31 6 ' || lpad((n % 100000000)::text, 8, '0') END,
              street || ' ' || (1 + n % 180) || ', ' || city || ', ' || CASE country WHEN 'BE' THEN 'België' ELSE 'Nederland' END,
              ARRAY[street || ' ' || (1 + n % 180), city, CASE country WHEN 'BE' THEN 'België' ELSE 'Nederland' END],
              total, round(total * 21 / 121.0)::int, total, 0, (ARRAY['Bancontact', 'iDEAL', 'Creditcard', 'PayPal'])[1 + n % 4], country,
              CASE WHEN status IN ('new', 'cancelled') THEN 'awaiting_payment' ELSE 'paid' END,
              CASE WHEN status IN ('new', 'cancelled') THEN 0 ELSE total END,
              CASE WHEN status IN ('new', 'cancelled') THEN NULL ELSE created_at + interval '3 minutes' END,
              created_at, created_at + interval '2 days',
              CASE WHEN status IN ('shipped', 'completed') THEN (ARRAY['bpost', 'PostNL', 'DHL'])[1 + n % 3] END,
              CASE WHEN status IN ('shipped', 'completed') THEN '3S' || upper(md5(n::text)) END
       FROM generate_series(1, $1::int) AS n,
            LATERAL (SELECT now() - ($1::int - n) * (interval '1095 days' / $1::int) - (n % 60) * interval '1 second' AS created_at,
                            abs(hashtext('o' || n)) AS h) a,
            LATERAL (SELECT ($2::text[])[1 + h % cardinality($2::text[])] AS fn,
                            ($3::text[])[1 + (h / 97) % cardinality($3::text[])] AS sn,
                            ($4::text[])[1 + (h / 13) % cardinality($4::text[])] AS street,
                            ($5::text[])[1 + (h / 7) % cardinality($5::text[])] AS city,
                            ($6::text[])[1 + (h / 7) % cardinality($6::text[])] AS country,
                            9900 + (h % 90000) AS total,
                            CASE WHEN created_at > now() - interval '3 days' THEN (ARRAY['new', 'new', 'processing', 'cancelled'])[1 + h % 4]
                                 WHEN created_at > now() - interval '20 days' THEN (ARRAY['processing', 'production', 'production', 'shipped', 'cancelled'])[1 + h % 5]
                                 WHEN created_at > now() - interval '40 days' THEN (ARRAY['production', 'shipped', 'shipped', 'completed'])[1 + h % 4]
                                 ELSE (ARRAY['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed',
                                             'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed',
                                             'completed', 'completed', 'completed', 'completed', 'completed', 'cancelled'])[1 + h % 20] END AS status) c`,
      [COUNTS.orders, FIRST_NAMES, SURNAMES, STREETS, CITIES.map(([c]) => c), CITIES.map(([, c]) => c)],
    ],
    [
      'order_item',
      // 1–3 blinds an order, each in a generated SKU (its fabricator data copied as checkout does).
      `INSERT INTO order_item (order_id, product_id, product_name, quantity, unit_price_cents, total_cents, configuration, fabric_code,
                               manufacturer_code, fabric_price_group, cassette_type, selected_width, selected_height, mounting, control_type,
                               control_side, summary)
       SELECT o.id, NULL, 'Rolgordijn ' || s.fabric_type, 1, o.subtotal_cents / k.items, o.subtotal_cents / k.items,
              jsonb_build_object('width', w, 'height', hh, 'fabric', s.internal_sku, 'fabricName', s.display_name, 'cassette', s.cassette_type,
                                 'mounting', mnt, 'controlType', 'metal-chain', 'controlSide', side),
              s.internal_sku, s.manufacturer_code, s.price_group, s.cassette_type, w, hh, mnt, 'metal-chain', side, '[]'::jsonb
       FROM customer_order o
       CROSS JOIN LATERAL (SELECT 1 + abs(hashtext(o.id)) % 3 AS items) k
       CROSS JOIN LATERAL generate_series(1, k.items) AS i
       CROSS JOIN LATERAL (SELECT 'LUM-' || (ARRAY['LD', 'VD', 'SC'])[1 + sk % 3] || '-' || lpad(sk::text, 6, '0') AS code,
                                  60 + abs(hashtext(o.id || i)) % 200 AS w, 80 + abs(hashtext(i || o.id)) % 220 AS hh,
                                  (ARRAY['inside-recess', 'outside-frame'])[1 + i % 2] AS mnt, (ARRAY['left', 'right'])[1 + (i + sk) % 2] AS side
                           FROM (SELECT 1 + abs(hashtext(o.id || 'sku' || i)) % $1::int AS sk) x) g
       JOIN fabric_sku s ON s.internal_sku = g.code`,
      [COUNTS.skus],
    ],
  ];
}

// --- database helpers ---------------------------------------------------------------------------------------------
function benchUrl(databaseUrl) {
  const u = new URL(databaseUrl);
  u.pathname = `/${DATABASE}`;
  return u.toString();
}

async function withClient(pg, url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(1);

/** Creates, migrates, seeds and fills the bench database unless the same generator filled it before. */
async function prepare({ root, databaseUrl, log, pg, require }) {
  const url = benchUrl(databaseUrl);
  await withClient(pg, databaseUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) {
      await admin.query(`CREATE DATABASE ${DATABASE}`);
      log(`  database ${DATABASE} created`);
    }
  });
  const { openDatabase } = require(path.join(root, 'graphql-server/dist/db/data-source.js'));
  const { seedDatabase } = require(path.join(root, 'graphql-server/dist/db/seed/index.js'));
  // Migrating a filled database (a new index over a million orders) is part of a run, so it is timed too.
  let t0 = performance.now();
  const ds = await openDatabase(url);
  await ds.destroy();
  log(`  migrations: ${seconds(t0)} s`);

  const marker = await withClient(pg, url, async (c) => {
    await c.query('CREATE TABLE IF NOT EXISTS bench_generated (version int NOT NULL, counts jsonb NOT NULL, seconds numeric NOT NULL, at timestamptz NOT NULL DEFAULT now())');
    return (await c.query('SELECT version, counts, seconds, at FROM bench_generated')).rows[0] ?? null;
  });
  const sameCounts = marker && Object.entries(COUNTS).every(([k, v]) => marker.counts[k] === v);
  if (marker && marker.version === GENERATOR_VERSION && sameCounts) {
    // A migration may just have made an index on an expression: its statistics come with ANALYZE.
    await withClient(pg, url, (c) => c.query('ANALYZE'));
    log(`  reused: ${DATABASE} was filled by generator version ${marker.version} on ${marker.at.toISOString()} (in ${marker.seconds} s); nothing generated`);
    return { url, generatedSeconds: null };
  }
  if (marker) log(`  ${DATABASE} was filled by generator version ${marker.version}: emptied and filled again`);

  t0 = performance.now();
  await withClient(pg, url, async (c) => {
    await c.query(`TRUNCATE bench_generated, customer_order, order_item, order_status_change, fabric_collection_item, fabric_sku,
                   product, product_image, price_group CASCADE`);
  });
  const seedDs = await openDatabase(url);
  try {
    await seedDatabase(seedDs, { sampleOrders: false });
  } finally {
    await seedDs.destroy();
  }
  log(`  migrated and seeded (normal catalogue): ${seconds(t0)} s`);
  await withClient(pg, url, async (c) => {
    await c.query('SET session_replication_role = replica');
    await c.query('SET maintenance_work_mem = \'256MB\'');
    // The migrations' secondary indexes of the filled tables are dropped and made again afterwards, the same
    // definitions built once over all rows (as a restore does) instead of updated a million times. One transaction:
    // a run stopped halfway leaves the database as migrated, without half the rows or without its indexes.
    await c.query('BEGIN');
    const { rows: indexes } = await c.query(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
      [['customer_order', 'order_item', 'fabric_sku', 'fabric_collection_item', 'product']],
    );
    for (const { indexname } of indexes) await c.query(`DROP INDEX ${indexname}`);
    for (const [name, sql, params] of generationSteps()) {
      const s = performance.now();
      const { rowCount } = await c.query(sql, params);
      log(`  ${name.padEnd(44)} ${String(rowCount).padStart(9)} rows  ${seconds(s).padStart(6)} s`);
    }
    await c.query('RESET session_replication_role');
    let s = performance.now();
    for (const { indexdef } of indexes) await c.query(indexdef);
    await c.query('COMMIT');
    log(`  ${`${indexes.length} secondary indexes made again`.padEnd(44)} ${''.padStart(14)}  ${seconds(s).padStart(6)} s`);
    s = performance.now();
    await c.query('VACUUM (ANALYZE)');
    log(`  ${'VACUUM ANALYZE'.padEnd(44)} ${''.padStart(14)}  ${seconds(s).padStart(6)} s`);
    const total = Number(seconds(t0));
    await c.query('INSERT INTO bench_generated (version, counts, seconds) VALUES ($1, $2, $3)', [GENERATOR_VERSION, JSON.stringify(COUNTS), total]);
  });
  const generatedSeconds = Number(seconds(t0));
  log(`  generated from scratch in ${generatedSeconds} s (INSERT … SELECT generate_series in PostgreSQL, no COPY)`);
  return { url, generatedSeconds };
}

// --- what is measured -----------------------------------------------------------------------------------------------
const PRODUCT_SEARCH = `query ProductListPage($category: String, $search: String, $first: Int!, $after: String) {
  products(category: $category, search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id slug name description media { url alt width height sources { type srcSet } } features colors { name } lightFilter price { cents formatted } configurator { layout } }
  }
}`;
const SKU_SEARCH = `query AdminFabricSkus($search: String, $first: Int!, $after: String) {
  fabricSkus(search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id: internalSku internalSku fabricDisplayName fabricLine priceGroup maxWidthCm cassetteType leadTimeDays supplierName manufacturerCode supplierCode visibleOnFrontend sampleAvailable }
  }
}`;
const FABRIC_COLLECTION = `query FabricCollectionPage($fabricTypes: [FabricType!], $priceGroups: [Int!], $colors: [String!], $materials: [String!], $sort: FabricCollectionSort, $first: Int!, $after: String) {
  fabricCollection(fabricTypes: $fabricTypes, priceGroups: $priceGroups, colors: $colors, materials: $materials, sort: $sort, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id name image fabricType priceGroup colorTag material sampleAvailable madeAs { color product { id slug } } basePrice { cents formatted } }
  }
}`;
// The staff order screen's card (web/src/features/admin/orders/orders.graphql) without its payment block.
const ORDERS = `query AdminOrders($search: String, $status: OrderStatus, $first: Int!, $after: String) {
  orders(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node {
      id status createdAt customerName customerEmail customerPhone shippingAddress productionNotes total { cents formatted }
      items { id productName quantity fabricCode manufacturerCode }
      statusHistory { from to changedBy changedAt } nextStatuses carrier trackingCode
    } }
  }
}`;

/** The cases: GraphQL for the API, and the service call the resolver makes (for the SQL it runs). */
function cases({ orderSearch, status, skuSearch, productSearch, collection }) {
  return [
    { name: `product search "${productSearch}"`, target: TARGETS.search, query: PRODUCT_SEARCH, variables: { search: productSearch, first: 24 },
      service: (s) => s.catalog.page({ search: productSearch }, { first: 24 }) },
    { name: `fabric SKU search "${skuSearch}"`, target: TARGETS.search, query: SKU_SEARCH, variables: { search: skuSearch, first: 25 }, staff: true,
      service: (s) => s.fabricSkus.page({ search: skuSearch }, { first: 25 }) },
    { name: 'fabric collection, filtered', target: TARGETS.search, query: FABRIC_COLLECTION, variables: { ...collection, first: 24 },
      service: (s) => s.fabricCollection.page({ ...collection, fabricTypes: collection.fabricTypes.map((t) => t.toLowerCase()) }, 'name', { first: 24 }) },
    { name: `orders, search "${orderSearch}", page 1`, target: TARGETS.orders, query: ORDERS, variables: { search: orderSearch, first: 25 }, staff: true,
      service: (s) => s.orders.page({ search: orderSearch }, { first: 25 }) },
    { name: `orders, search "${orderSearch}", page 100`, target: TARGETS.orders, query: ORDERS, page100: { search: orderSearch }, staff: true },
    { name: `orders, status ${status}, page 1`, target: TARGETS.orders, query: ORDERS, variables: { status, first: 25 }, staff: true,
      service: (s) => s.orders.page({ status: status.toLowerCase() }, { first: 25 }) },
    { name: `orders, status ${status}, page 100`, target: TARGETS.orders, query: ORDERS, page100: { status }, staff: true },
    // The archive: most orders of three years are completed, so this count is the largest a status filter makes.
    { name: 'orders, status COMPLETED, page 1', target: TARGETS.orders, query: ORDERS, variables: { status: 'COMPLETED', first: 25 }, staff: true,
      service: (s) => s.orders.page({ status: 'completed' }, { first: 25 }) },
  ];
}

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function startServer({ root, url, port, log }) {
  const env = {
    DATABASE_URL: url, HOUSEKEEPING: 'false', MAIL_WORKER: 'false', LOG_LEVEL: 'warn', STAFF_EMAIL: 'bench@lumina.local', STAFF_PASSWORD: 'bench-100x-password',
  };
  const started = performance.now();
  const { base, stop } = await startShop({ root, port, env, timeoutMs: 180_000 });
  log(`  server on ${DATABASE} ready in ${seconds(started)} s`);
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { staff { email } userErrors { message } } }',
      variables: { i: { email: env.STAFF_EMAIL, password: env.STAFF_PASSWORD } },
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lumina_staff='))?.split(';')[0];
  if (!cookie) {
    const answer = await res.text();
    await stop();
    throw new Error(`staff sign-in failed: ${answer}`);
  }
  return { stop, base, cookie };
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement `call` makes through TypeORM, with its parameters. */
async function explainAll(ds, call) {
  const runner = ds.createQueryRunner();
  const proto = Object.getPrototypeOf(runner);
  await runner.release();
  const captured = [];
  const original = proto.query;
  proto.query = function (sql, params, ...rest) {
    captured.push({ sql, params });
    return original.call(this, sql, params, ...rest);
  };
  try {
    const page = await call();
    await page.totalCount; // counted when asked for, as GraphQL asks for it
  } finally {
    proto.query = original;
  }
  const plans = [];
  for (const { sql, params } of captured) {
    if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
    const rows = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
    plans.push({ sql, params, text, ms });
  }
  return plans;
}

/** Measures every case over the API, and the database time of the SQL behind it. */
async function measure({ root, url, log, require, pg }) {
  const choose = await withClient(pg, url, async (c) => {
    const q = async (sql, params) => (await c.query(sql, params)).rows[0];
    // Terms a person would type, chosen from the generated data so they match a realistic number of rows.
    return {
      productSearch: 'nordic',
      skuSearch: (await q(`SELECT lower(split_part(manufacturer_code, '/', 1)) AS t FROM fabric_sku WHERE internal_sku = 'LUM-LD-004242'`)).t,
      orderSearch: 'Vermeulen',
      status: 'PRODUCTION',
      collection: { fabricTypes: ['VERDUISTEREND'], priceGroups: [3, 4], colors: ['Grijs'], materials: [], sort: 'NAME' },
    };
  });
  const port = 4200 + Math.floor(Math.random() * 100);
  const { stop, base, cookie } = await startServer({ root, url, port, log });
  const { createDataSource } = require(path.join(root, 'graphql-server/dist/db/data-source.js'));
  const { createServices } = require(path.join(root, 'graphql-server/dist/services.js'));
  const { encodeCursor } = require(path.join(root, 'graphql-server/dist/api/connection.js'));
  // Without the request timeouts, so a plan that takes longer than a request may is still explained.
  const ds = createDataSource(url, { timeouts: false });
  await ds.initialize();
  const services = createServices(ds);
  const results = [];
  const plans = [];
  try {
    const post = async (query, variables, staff) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(staff ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (!res.ok || body.errors) throw new Error(`GraphQL: ${res.status} ${JSON.stringify(body.errors ?? body).slice(0, 500)}`);
      return body.data;
    };
    for (const c of cases(choose)) {
      let variables = c.variables;
      let service = c.service;
      if (c.page100) {
        // The cursor a client holds after 99 pages of 25: the sort values of the 2 475th order, as the server encodes them.
        const filter = c.page100;
        const lower = filter.status?.toLowerCase();
        const svcFilter = { ...filter, ...(lower ? { status: lower } : {}) };
        const ids = await services.orders.window({ ...svcFilter, limit: 1, offset: 99 * 25 - 1 });
        const last = ids.orders[0];
        if (!last) throw new Error(`${c.name}: fewer than 2 475 orders match`);
        const [{ created }] = await ds.query('SELECT created_at::text AS created FROM customer_order WHERE id = $1', [last.id]);
        const after = encodeCursor([created, last.id]);
        variables = { ...filter, first: 25, after };
        service = (s) => s.orders.page(svcFilter, { first: 25, after });
      }
      const explained = await explainAll(ds, () => service(services));
      plans.push({ name: c.name, variables, explained });
      const db = explained.reduce((sum, p) => sum + p.ms, 0);
      const result = { name: c.name, target: c.target, db, statements: explained.length, samples: 0, p50: NaN, p95: NaN, matches: '?', error: null };
      results.push(result);
      try {
        let answer;
        const warm = [];
        for (let i = 0; i < WARMUPS; i++) {
          const t = performance.now();
          answer = await post(c.query, variables, c.staff);
          warm.push(performance.now() - t);
        }
        // A query far over its target is sampled less, so a slow plan does not hold the run up for minutes.
        const n = Math.min(...warm) > 10 * c.target ? 20 : SAMPLES;
        const samples = [];
        for (let i = 0; i < n; i++) {
          const t = performance.now();
          await post(c.query, variables, c.staff);
          samples.push(performance.now() - t);
        }
        samples.sort((a, b) => a - b);
        const connection = Object.values(answer)[0];
        Object.assign(result, { samples: n, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), matches: connection.totalCount });
      } catch (error) {
        result.error = error.message.slice(0, 200);
      }
      log(`  ${c.name}: ${result.error ? `failed (${result.error})` : `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`}; database ${db.toFixed(1)} ms`);
    }
  } finally {
    await ds.destroy();
    await stop();
  }
  return { results, plans };
}

function writePlans(root, plans, results) {
  const file = path.join(root, 'docs/perf/plans-100x.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = [
    '# EXPLAIN ANALYZE at 100× the data',
    '',
    `Written by \`scripts/bench/data100x.mjs\` (npm run bench) on ${new Date().toISOString()}: ${COUNTS.skus.toLocaleString('en')} fabric SKUs, ` +
      `${COUNTS.products.toLocaleString('en')} products, ${COUNTS.orders.toLocaleString('en')} orders. Each statement the service call behind the ` +
      'GraphQL query runs (captured from TypeORM, with its parameters), explained with ANALYZE and BUFFERS on a warm cache. ' +
      `p50/p95: GraphQL over HTTP, one connection; load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores.`,
    '',
    markdownTable(results),
    '',
  ];
  for (const { name, variables, explained } of plans) {
    out.push(`## ${name}`, '', `Variables: \`${JSON.stringify(variables)}\``, '');
    for (const p of explained) {
      out.push('```sql', p.sql.trim(), `-- parameters: ${JSON.stringify(p.params ?? [])}`, '```', '', '```', p.text, '```', '');
    }
  }
  fs.writeFileSync(file, out.join('\n'));
  return file;
}

function markdownTable(results) {
  const lines = [
    '| query | matches | p50 ms | p95 ms | samples | database ms (statements) | target p95 | met |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    const [p50, p95] = r.error ? ['—', '—'] : [r.p50.toFixed(1), r.p95.toFixed(1)];
    const met = r.error ? `no (${r.error.includes('SERVICE_UNAVAILABLE') ? 'over the 2 s statement timeout' : 'error'})` : r.p95 <= r.target ? 'yes' : 'no';
    lines.push(`| ${r.name} | ${r.matches} | ${p50} | ${p95} | ${r.samples} | ${r.db.toFixed(1)} (${r.statements}) | ≤ ${r.target} | ${met} |`);
  }
  return lines.join('\n');
}

export async function run({ root, databaseUrl, log = console.log }) {
  const require = createRequire(path.join(root, 'package.json'));
  // pg is the server's dependency: resolved from there.
  const pg = createRequire(path.join(root, 'graphql-server', 'package.json'))('pg');
  log(`\nAt 100× the data (${DATABASE}: ${COUNTS.skus.toLocaleString('nl-BE')} fabric SKUs, ${COUNTS.products.toLocaleString('nl-BE')} products, ${COUNTS.orders.toLocaleString('nl-BE')} orders):`);
  const { url, generatedSeconds } = await prepare({ root, databaseUrl, log, pg, require });
  const { results, plans } = await measure({ root, url, log, require, pg });
  const load = os.loadavg().map((l) => l.toFixed(1)).join(', ');
  log(
    `\nGraphQL over HTTP, one connection, ${WARMUPS} warm-ups and ${SAMPLES} samples each (20 when a query is far over its target); ` +
      `database ms = EXPLAIN ANALYZE execution time of the statements behind it; load average ${load} on ${os.cpus().length} cores:\n`,
  );
  log(markdownTable(results));
  const file = writePlans(root, plans, results);
  log(`\nPlans: ${path.relative(root, file)}`);
  return { results, generatedSeconds, plansFile: file };
}
