// The shop at 100× its data (issue 22): a benchmark database of its own, `lumina_bench_100x` on the server of the
// shop's DATABASE_URL, migrated by the server's own migrations and seeded with the normal catalogue, then filled
// with 100 000 fabric SKUs (80 000 of them in the fabric collection), 10 000 products and 1 000 000 orders with
// 1–3 items each and the rest of their lives (issue 29): status history, payments, payment history, refunds,
// chargebacks, events, invoices and credit notes. Then p50/p95 of the searches and the staff order list — the staff
// screen's own AdminOrders operation from web/src/gql — asked through the shop's GraphQL API of a server process on
// that database (one connection, one request at a time), with the SQL statements each request sent
// (X-SQL-Statements), and the database's own time: EXPLAIN (ANALYZE, BUFFERS) of every statement the same service
// call (and, for the staff list, its DataLoaders) runs, captured from TypeORM.
//
// How the rows are made: in the database server, by INSERT … SELECT over generate_series (no rows travel
// from Node.js; pg-copy-streams is not a dependency and a server-side COPY FROM '/file' needs a file the
// PostgreSQL process can read on its own machine, which a remote DATABASE_URL does not give). Foreign-key
// triggers are off while it fills (session_replication_role = replica; the rows are valid by construction), the
// migrations' secondary indexes are made again once the rows are in (same definitions), then VACUUM ANALYZE. The database is kept: a table bench_generated(version) says which generator filled it,
// and a next run with the same GENERATOR_VERSION reuses it.
//
// Usage: `await run({ root, databaseUrl, log })` (npm run bench), or alone: `node scripts/bench/data100x.mjs` (on
// DATABASE_URL's server, else the bench's embedded PostgreSQL).
// The plans are written to docs/perf/plans-100x.md. BENCH_100X_ONLY=REGEXP measures only the rows whose name matches
// (e.g. BENCH_100X_ONLY='staff list' for the staff order list alone, a quick loop while working on it); the plans
// file is then left as it is, since it would describe only those rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startShop } from './shop-server.mjs';

// 2: the orders' lifecycle (issue 29): payments, refunds, chargebacks, payment history, events, invoices and credit
// notes, status history, and the money and attention columns of the order row.
export const GENERATOR_VERSION = 2;
export const DATABASE = 'lumina_bench_100x';
const COUNTS = { skus: 100_000, products: 10_000, orders: 1_000_000 };
const TARGETS = { search: 30, orders: 50 };
const WARMUPS = 5;
const SAMPLES = 100;
const only = process.env.BENCH_100X_ONLY ? new RegExp(process.env.BENCH_100X_ONLY, 'i') : null;

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
      // Its price group and price are the product's made of it (issue 31): the collection keeps no copy.
      `INSERT INTO fabric_collection_item (name, image, fabric_type, color_tag, material, internal_code)
       SELECT s.display_name, '/images/fabrics/' || lower(s.internal_sku) || '.svg', s.fabric_type,
              coalesce((SELECT t.tag FROM unnest($1::text[], $2::text[]) AS t(name, tag) WHERE s.display_name LIKE '% ' || t.name), 'Wit'),
              (SELECT m FROM unnest($3::text[]) AS m WHERE lower(m) = split_part(s.fabric_category, ' – ', 2)), s.internal_sku
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
      'pg_temp.bench_story (what became of its money)',
      // One place that says, from its number and status, what happened to an order's money; every later step reads it.
      // Unpaid: a new order (half of them with an open payment) and most cancelled ones (their payment expired). Paid:
      // every other order, 10 % after a failed attempt and 5 % by bank transfer recorded by staff; of those 3 % had
      // part refunded (a credit note), 0.5 % a refund still pending, 1 % a refund that failed and 0.5 % a chargeback
      // (these two staff must look at); half the cancelled ones were paid and refunded in full, 1 % still hold money.
      // (A SELECT without FROM, so PostgreSQL inlines it: one with a FROM ran as a function call per row, 7× slower.)
      `CREATE FUNCTION pg_temp.bench_story(id text, status text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
         SELECT CASE
           WHEN status = 'new' THEN 'unpaid'
           WHEN status = 'cancelled' THEN
             CASE WHEN abs(hashtext('m' || id)) % 2 = 0 THEN 'refunded' WHEN abs(hashtext('m' || id)) % 1000 < 21 THEN 'held' ELSE 'expired' END
           ELSE CASE abs(hashtext('m' || id)) % 1000 / 5
             WHEN 0 THEN 'partial-refund' WHEN 1 THEN 'partial-refund' WHEN 2 THEN 'partial-refund' WHEN 3 THEN 'partial-refund'
             WHEN 4 THEN 'partial-refund' WHEN 5 THEN 'partial-refund' WHEN 6 THEN 'refund-pending' WHEN 7 THEN 'refund-failed'
             WHEN 8 THEN 'refund-failed' WHEN 9 THEN 'chargeback' ELSE 'paid' END
         END $$`,
      [],
    ],
    [
      'pg_temp.euro (an amount as the shop writes it)',
      // formatEuro: "€ 136,82" with a no-break space; the generated orders stay under € 1.000.
      `CREATE FUNCTION pg_temp.euro(cents int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
         SELECT '€' || chr(160) || (cents / 100) || ',' || lpad((cents % 100)::text, 2, '0') $$`,
      [],
    ],
    [
      'customer_order',
      // Three years of orders, evenly spread; older orders are mostly completed, recent ones in every status. The row
      // keeps the lifecycle's position as the server does (what came in, was refunded, is pending, charged back or can
      // still be refunded, and what staff must look at), so the list reads no other table for it.
      `INSERT INTO customer_order (id, status, customer_name, customer_email, customer_phone, shipping_address, shipping_address_lines,
                                   total_cents, vat_cents, subtotal_cents, shipping_cents, payment_method, country, payment_status,
                                   paid_cents, paid_at, refunded_cents, refund_pending_cents, charged_back_cents, refundable_cents, attention,
                                   created_at, updated_at, carrier, tracking_code)
       SELECT i.id, status, fn || ' ' || sn, lower(translate(fn, 'ë', 'e')) || '.' || lower(regexp_replace(sn, '[^A-Za-z]', '', 'g')) || (n % 1000) || '@example.' || lower(country),
              CASE country WHEN 'BE' THEN '+32 4' || lpad((n % 100000000)::text, 8, '0') ELSE '+31 6 ' || lpad((n % 100000000)::text, 8, '0') END,
              street || ' ' || (1 + n % 180) || ', ' || city || ', ' || CASE country WHEN 'BE' THEN 'België' ELSE 'Nederland' END,
              ARRAY[street || ' ' || (1 + n % 180), city, CASE country WHEN 'BE' THEN 'België' ELSE 'Nederland' END],
              total, round(total * 21 / 121.0)::int, total, 0, (ARRAY['Bancontact', 'iDEAL', 'Creditcard', 'PayPal'])[1 + n % 4], country,
              CASE story WHEN 'unpaid' THEN 'awaiting_payment' WHEN 'expired' THEN 'expired' WHEN 'refunded' THEN 'refunded'
                         WHEN 'chargeback' THEN 'charged_back' ELSE 'paid' END,
              m.paid, CASE WHEN m.paid > 0 THEN created_at + interval '3 minutes' END, m.refunded, m.pending, m.charged_back,
              m.paid - m.refunded - m.pending - m.charged_back,
              CASE story
                WHEN 'refund-failed' THEN jsonb_build_array(jsonb_build_object('code', 'REFUND_FAILED',
                  'message', 'De terugbetaling van ' || pg_temp.euro(total / 4) || ' is mislukt; het bedrag kan opnieuw terugbetaald worden.'))
                WHEN 'chargeback' THEN jsonb_build_array(jsonb_build_object('code', 'CHARGEBACK',
                  'message', 'Terugboeking (chargeback) van ' || pg_temp.euro(total) || ': neem contact op met de klant.'))
                WHEN 'held' THEN jsonb_build_array(jsonb_build_object('code', 'MONEY_HELD', 'message', 'Geannuleerd, maar ' || pg_temp.euro(total) || ' is nog niet terugbetaald.'))
                ELSE '[]'::jsonb END,
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
                                             'completed', 'completed', 'completed', 'completed', 'completed', 'cancelled'])[1 + h % 20] END AS status) c,
            -- OFFSET 0 keeps each computed once a row: pulled up, every use of story (and of the id in it) is computed again.
            LATERAL (SELECT 'LUM-' || to_char(created_at AT TIME ZONE 'Europe/Brussels', 'YYYY') || '-' || lpad(n::text, greatest(5, length(n::text)), '0') AS id OFFSET 0) i,
            LATERAL (SELECT pg_temp.bench_story(i.id, status) AS story OFFSET 0) s,
            LATERAL (SELECT CASE WHEN story IN ('unpaid', 'expired') THEN 0 ELSE total END AS paid,
                            CASE story WHEN 'partial-refund' THEN total / 4 WHEN 'refunded' THEN total ELSE 0 END AS refunded,
                            CASE story WHEN 'refund-pending' THEN total / 5 ELSE 0 END AS pending,
                            CASE story WHEN 'chargeback' THEN total ELSE 0 END AS charged_back OFFSET 0) m`,
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
    [
      'order_status_change',
      // Its history: the placement, then every step to where it is now, a day or two apart.
      `INSERT INTO order_status_change (order_id, from_status, to_status, changed_by, changed_at)
       SELECT o.id, CASE WHEN k > 1 THEN p.path[k - 1] END, p.path[k],
              CASE WHEN k = 1 THEN 'Webshop' WHEN p.path[k] = 'cancelled' THEN
                CASE pg_temp.bench_story(o.id, o.status) WHEN 'expired' THEN 'Webshop' ELSE 'Beheer Lumina' END ELSE 'Atelier Gent' END,
              least(o.created_at + (k - 1) * interval '2 days', now())
       FROM customer_order o
       CROSS JOIN LATERAL (SELECT CASE WHEN o.status = 'cancelled' THEN ARRAY['new', 'cancelled']
                                       ELSE (ARRAY['new', 'processing', 'production', 'shipped', 'completed'])[1:array_position(ARRAY['new', 'processing', 'production', 'shipped', 'completed'], o.status)]
                                  END AS path) p
       CROSS JOIN LATERAL generate_series(1, cardinality(p.path)) AS k`,
      [],
    ],
    [
      'payment',
      // The paid payment of every paid order (at Mollie, or a bank transfer recorded by staff), a failed attempt before
      // a tenth of them, an open payment of half the new orders, the expired payment of the unpaid cancelled ones.
      `INSERT INTO payment (id, order_id, provider, method, amount_cents, status, checkout_url, refunded_cents, recorded_by, created_at, updated_at)
       SELECT x.* FROM customer_order o
       CROSS JOIN LATERAL (SELECT pg_temp.bench_story(o.id, o.status) AS story, abs(hashtext('p' || o.id)) AS ph,
                                  (ARRAY['bancontact', 'ideal', 'creditcard', 'paypal'])[array_position(ARRAY['Bancontact', 'iDEAL', 'Creditcard', 'PayPal'], o.payment_method)] AS method,
                                  replace(o.id, 'LUM-', '') AS ref) s
       CROSS JOIN LATERAL (
         SELECT 'tr_' || s.ref || '_1', o.id, 'mollie', s.method, o.total_cents, (ARRAY['failed', 'canceled', 'expired'])[1 + s.ph % 3], NULL, 0, NULL,
                o.created_at + interval '1 minute', o.created_at + interval '2 minutes'
         WHERE s.story NOT IN ('unpaid', 'expired') AND s.ph % 10 = 0
         UNION ALL
         SELECT 'tr_' || s.ref || '_2', o.id, CASE WHEN s.ph % 20 = 1 THEN 'manual' ELSE 'mollie' END, CASE WHEN s.ph % 20 = 1 THEN NULL ELSE s.method END,
                o.total_cents, 'paid', NULL, o.refunded_cents, CASE WHEN s.ph % 20 = 1 THEN 'Atelier Gent' END, o.created_at + interval '2 minutes', o.paid_at
         WHERE s.story NOT IN ('unpaid', 'expired')
         UNION ALL
         SELECT 'tr_' || s.ref || '_1', o.id, 'mollie', s.method, o.total_cents, CASE s.story WHEN 'unpaid' THEN 'open' ELSE 'expired' END,
                CASE s.story WHEN 'unpaid' THEN 'https://www.mollie.com/checkout/select-method/' || s.ref END, 0, NULL,
                o.created_at + interval '1 minute', o.created_at + interval '1 minute'
         WHERE s.story = 'expired' OR (s.story = 'unpaid' AND s.ph % 2 = 0)
       ) x`,
      [],
    ],
    [
      'order_payment_change',
      // How its payment status changed: each payment's outcome, then what refunds and chargebacks made of it.
      `INSERT INTO order_payment_change (order_id, payment_id, from_status, to_status, changed_by, changed_at)
       SELECT p.order_id, p.id, coalesce(before.status, 'awaiting_payment'), p.status,
              CASE p.provider WHEN 'manual' THEN p.recorded_by ELSE 'Mollie' END, p.updated_at
       FROM payment p
       LEFT JOIN payment before ON before.id = left(p.id, -1) || '1' AND p.id LIKE '%\\_2' AND before.status <> 'open'
       WHERE p.status <> 'open'
       UNION ALL
       SELECT o.id, 'tr_' || replace(o.id, 'LUM-', '') || '_2', 'paid', o.payment_status, 'Mollie', o.paid_at + interval '6 days'
       FROM customer_order o WHERE o.payment_status IN ('refunded', 'charged_back')`,
      [],
    ],
    [
      'refund',
      // A quarter refunded (settled: a credit note), a fifth pending, a quarter that failed, all of a cancelled paid order.
      `INSERT INTO refund (order_id, payment_id, amount_cents, status, provider_id, reason, requested_by, credits_invoice, failure, settled_at, created_at, updated_at)
       SELECT o.id, 'tr_' || replace(o.id, 'LUM-', '') || '_2', r.amount, r.status, 're_' || replace(o.id, 'LUM-', ''), r.reason, 'Beheer Lumina', true,
              CASE r.status WHEN 'failed' THEN 'Onvoldoende saldo bij de betaalprovider' END,
              CASE WHEN r.status <> 'pending' THEN o.paid_at + interval '5 days' END, o.paid_at + interval '4 days', o.paid_at + interval '5 days'
       FROM customer_order o
       CROSS JOIN LATERAL (SELECT pg_temp.bench_story(o.id, o.status) AS story) s
       CROSS JOIN LATERAL (SELECT CASE s.story WHEN 'refund-pending' THEN o.total_cents / 5 WHEN 'refunded' THEN o.total_cents ELSE o.total_cents / 4 END AS amount,
                                  CASE s.story WHEN 'refund-pending' THEN 'pending' WHEN 'refund-failed' THEN 'failed' ELSE 'refunded' END AS status,
                                  CASE s.story WHEN 'refunded' THEN 'Bestelling geannuleerd' ELSE 'Eén rolgordijn beschadigd geleverd' END AS reason) r
       WHERE s.story IN ('partial-refund', 'refund-pending', 'refund-failed', 'refunded')`,
      [],
    ],
    [
      'chargeback',
      `INSERT INTO chargeback (id, order_id, payment_id, amount_cents, recorded_at)
       SELECT 'chb_' || replace(o.id, 'LUM-', ''), o.id, 'tr_' || replace(o.id, 'LUM-', '') || '_2', o.charged_back_cents, o.paid_at + interval '6 days'
       FROM customer_order o WHERE o.charged_back_cents > 0`,
      [],
    ],
    [
      'order_event',
      // Everything that happened to it, as the lifecycle records it: placed, each status change (cancelled, shipped),
      // each payment's outcome, refunds asked and settled or failed, chargebacks.
      `INSERT INTO order_event (order_id, type, key, data, actor, created_at)
       SELECT c.order_id, e.type, e.key, e.data, c.changed_by, c.changed_at
       FROM order_status_change c
       JOIN customer_order o ON o.id = c.order_id
       CROSS JOIN LATERAL (
         SELECT 'OrderPlaced' AS type, 'OrderPlaced' AS key, '{"type": "OrderPlaced"}'::jsonb AS data WHERE c.from_status IS NULL
         UNION ALL
         SELECT 'StatusChanged', 'StatusChanged:' || c.to_status, jsonb_build_object('type', 'StatusChanged', 'from', c.from_status, 'to', c.to_status)
         WHERE c.from_status IS NOT NULL
         UNION ALL
         SELECT 'OrderShipped', 'OrderShipped', jsonb_build_object('type', 'OrderShipped', 'carrier', o.carrier, 'trackingCode', o.tracking_code)
         WHERE c.to_status = 'shipped'
         UNION ALL
         SELECT 'OrderCancelled', 'OrderCancelled', jsonb_build_object('type', 'OrderCancelled', 'reason', CASE WHEN o.paid_cents > 0 THEN 'staff' ELSE 'unpaid' END,
                'refundCents', o.refunded_cents)
         WHERE c.to_status = 'cancelled'
       ) e
       UNION ALL
       SELECT p.order_id, CASE p.status WHEN 'paid' THEN 'PaymentReceived' ELSE 'PaymentFailed' END,
              CASE p.status WHEN 'paid' THEN 'PaymentReceived:' ELSE 'PaymentFailed:' END || p.id,
              CASE p.status WHEN 'paid' THEN jsonb_build_object('type', 'PaymentReceived', 'paymentId', p.id, 'amountCents', p.amount_cents, 'manual', p.provider = 'manual')
                            ELSE jsonb_build_object('type', 'PaymentFailed', 'paymentId', p.id, 'status', p.status) END,
              CASE p.provider WHEN 'manual' THEN p.recorded_by ELSE 'Mollie' END, p.updated_at
       FROM payment p WHERE p.status <> 'open'
       UNION ALL
       SELECT r.order_id, 'RefundRequested', 'RefundRequested:' || r.id,
              jsonb_build_object('type', 'RefundRequested', 'refundId', r.id::text, 'paymentId', r.payment_id, 'amountCents', r.amount_cents, 'by', 'staff'),
              r.requested_by, r.created_at
       FROM refund r
       UNION ALL
       SELECT r.order_id, CASE r.status WHEN 'refunded' THEN 'RefundSettled' ELSE 'RefundFailed' END,
              CASE r.status WHEN 'refunded' THEN 'RefundSettled:' ELSE 'RefundFailed:' END || r.id,
              CASE r.status WHEN 'refunded' THEN jsonb_build_object('type', 'RefundSettled', 'refundId', r.id::text, 'amountCents', r.amount_cents, 'creditsInvoice', true)
                            ELSE jsonb_build_object('type', 'RefundFailed', 'refundId', r.id::text, 'amountCents', r.amount_cents, 'status', 'failed', 'reason', r.failure) END,
              'Mollie', r.settled_at
       FROM refund r WHERE r.status <> 'pending'
       UNION ALL
       SELECT b.order_id, 'ChargebackReceived', 'ChargebackReceived:' || b.id,
              jsonb_build_object('type', 'ChargebackReceived', 'chargebackId', b.id, 'paymentId', b.payment_id, 'amountCents', b.amount_cents), 'Mollie', b.recorded_at
       FROM chargeback b`,
      [],
    ],
    [
      'invoice',
      // The invoice of every paid order, numbered per year without gaps, with its snapshot as the invoice service
      // writes it (seller, customer, delivery address, a line per item, the VAT, the totals): ~1 KB of jsonb each.
      `INSERT INTO invoice (number, kind, year, sequence, order_id, issued_on, issued_at, total_excl_cents, vat_cents, total_cents, document)
       SELECT year || '-' || lpad(sequence::text, 6, '0'), 'invoice', year, sequence, id, issued_on, paid_at, total_cents - vat_cents, vat_cents, total_cents,
              jsonb_build_object('version', 1, 'kind', 'invoice', 'number', year || '-' || lpad(sequence::text, 6, '0'), 'issuedOn', issued_on,
                'seller', $1::jsonb,
                'customer', jsonb_build_object('name', customer_name, 'address', shipping_address_lines, 'email', customer_email),
                'delivery', jsonb_build_object('name', customer_name, 'address', shipping_address_lines),
                'order', jsonb_build_object('id', id, 'placedOn', (created_at AT TIME ZONE 'Europe/Brussels')::date, 'paidWith', payment_method),
                'corrects', NULL, 'lines', lines,
                'vatBreakdown', jsonb_build_array(jsonb_build_object('vatPercent', 21, 'baseCents', total_cents - vat_cents, 'vatCents', vat_cents)),
                'totals', jsonb_build_object('exclCents', total_cents - vat_cents, 'vatCents', vat_cents, 'inclCents', total_cents))
       FROM (SELECT o.*, (o.paid_at AT TIME ZONE 'Europe/Brussels')::date AS issued_on,
                    extract(year FROM o.paid_at AT TIME ZONE 'Europe/Brussels')::int AS year,
                    row_number() OVER (PARTITION BY extract(year FROM o.paid_at AT TIME ZONE 'Europe/Brussels') ORDER BY o.paid_at, o.id) AS sequence, l.lines
             FROM customer_order o
             JOIN (SELECT i.order_id, jsonb_agg(jsonb_build_object(
                            'description', i.product_name, 'details', jsonb_build_array('Afmetingen: ' || i.selected_width || ' × ' || i.selected_height || ' cm',
                              'Stof: ' || i.fabric_code, 'Montage: ' || i.mounting, 'Bediening: ' || i.control_side),
                            'quantity', i.quantity, 'unitPriceExclCents', i.unit_price_cents - round(i.unit_price_cents * 21 / 121.0)::int,
                            'amountExclCents', i.total_cents - round(i.total_cents * 21 / 121.0)::int, 'vatPercent', 21,
                            'vatCents', round(i.total_cents * 21 / 121.0)::int, 'amountInclCents', i.total_cents) ORDER BY i.id) AS lines
                   FROM order_item i GROUP BY i.order_id) l ON l.order_id = o.id
             WHERE o.paid_cents > 0) paid`,
      [JSON.stringify({ name: 'Lumina Rolgordijnen', address: ['Kouter 14', '9000 Gent', 'België'], vatNumber: 'BE0712345678', companyNumber: '0712.345.678', email: 'info@lumina.example', phone: '+32 9 123 45 67' })],
    ],
    [
      'invoice (credit notes)',
      // A credit note per settled refund, correcting the order's invoice.
      `INSERT INTO invoice (number, kind, year, sequence, order_id, corrects_id, refund_id, issued_on, issued_at, total_excl_cents, vat_cents, total_cents, document)
       SELECT 'CN-' || year || '-' || lpad(sequence::text, 6, '0'), 'credit_note', year, sequence, order_id, invoice_id, refund_id, issued_on, settled_at,
              amount_cents - vat, vat, amount_cents,
              jsonb_build_object('version', 1, 'kind', 'credit_note', 'number', 'CN-' || year || '-' || lpad(sequence::text, 6, '0'), 'issuedOn', issued_on,
                'seller', seller, 'customer', customer, 'delivery', delivery, 'order', "order",
                'corrects', jsonb_build_object('number', invoice_number, 'issuedOn', invoice_issued_on),
                'lines', jsonb_build_array(jsonb_build_object('description', 'Terugbetaling: ' || reason, 'details', '[]'::jsonb, 'quantity', 1,
                  'unitPriceExclCents', amount_cents - vat, 'amountExclCents', amount_cents - vat, 'vatPercent', 21, 'vatCents', vat, 'amountInclCents', amount_cents)),
                'vatBreakdown', jsonb_build_array(jsonb_build_object('vatPercent', 21, 'baseCents', amount_cents - vat, 'vatCents', vat)),
                'totals', jsonb_build_object('exclCents', amount_cents - vat, 'vatCents', vat, 'inclCents', amount_cents))
       FROM (SELECT r.order_id, r.id AS refund_id, r.amount_cents, r.reason, r.settled_at, round(r.amount_cents * 21 / 121.0)::int AS vat,
                    i.id AS invoice_id, i.number AS invoice_number, i.issued_on AS invoice_issued_on,
                    i.document -> 'seller' AS seller, i.document -> 'customer' AS customer, i.document -> 'delivery' AS delivery, i.document -> 'order' AS "order",
                    (r.settled_at AT TIME ZONE 'Europe/Brussels')::date AS issued_on, extract(year FROM r.settled_at AT TIME ZONE 'Europe/Brussels')::int AS year,
                    row_number() OVER (PARTITION BY extract(year FROM r.settled_at AT TIME ZONE 'Europe/Brussels') ORDER BY r.settled_at, r.id) AS sequence
             FROM refund r JOIN invoice i ON i.order_id = r.order_id AND i.kind = 'invoice'
             WHERE r.status = 'refunded') settled`,
      [],
    ],
    [
      'invoice_series',
      // Where each year's series stands, so a document the shop issues next continues them.
      `INSERT INTO invoice_series (kind, year, last_number)
       SELECT kind, year, max(sequence) FROM invoice GROUP BY kind, year
       ON CONFLICT (kind, year) DO UPDATE SET last_number = greatest(invoice_series.last_number, excluded.last_number)`,
      [],
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
    // A migration may just have made an index on an expression (its statistics come with ANALYZE), or rewritten every
    // row of a table (issue 31's lowest prices: 10,000 products, their trigram indexes' pending lists full, and the
    // planner then chose a sequential scan of the product search, 212 ms instead of 13): VACUUM, as autovacuum would.
    await withClient(pg, url, (c) => c.query('VACUUM (ANALYZE)'));
    log(`  reused: ${DATABASE} was filled by generator version ${marker.version} on ${marker.at.toISOString()} (in ${marker.seconds} s); nothing generated`);
    return { url, generatedSeconds: null };
  }
  if (marker) log(`  ${DATABASE} was filled by generator version ${marker.version}: emptied and filled again`);

  t0 = performance.now();
  await withClient(pg, url, async (c) => {
    await c.query(`TRUNCATE bench_generated, customer_order, order_item, order_status_change, payment, order_payment_change, refund, chargeback,
                   order_event, invoice, invoice_series, fabric_collection_item, fabric_sku, product, product_image, price_group CASCADE`);
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
    await c.query('SET work_mem = \'128MB\''); // the invoices' numbering and lines: sorted and grouped in memory
    // The migrations' secondary indexes of the filled tables are dropped and made again afterwards, the same
    // definitions built once over all rows (as a restore does) instead of updated a million times. One transaction:
    // a run stopped halfway leaves the database as migrated, without half the rows or without its indexes.
    await c.query('BEGIN');
    const { rows: indexes } = await c.query(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
      [['customer_order', 'order_item', 'order_status_change', 'payment', 'order_payment_change', 'refund', 'chargeback', 'order_event', 'invoice',
        'fabric_sku', 'fabric_collection_item', 'product']],
    );
    for (const { indexname } of indexes) await c.query(`DROP INDEX ${indexname}`);
    for (const [name, sql, params] of generationSteps()) {
      const s = performance.now();
      const { rowCount } = await c.query(sql, params);
      log(`  ${name.padEnd(44)} ${rowCount == null ? ''.padStart(14) : `${String(rowCount).padStart(9)} rows`}  ${seconds(s).padStart(6)} s`);
    }
    await c.query('RESET session_replication_role');
    let s = performance.now();
    for (const { indexdef } of indexes) await c.query(indexdef);
    log(`  ${`${indexes.length} secondary indexes made again`.padEnd(44)} ${''.padStart(14)}  ${seconds(s).padStart(6)} s`);
    // What triggers keep went in without them: counted once, after the indexes (a fabric's group looks up its product
    // by the product's fabric codes: without that index, one scan of the products per fabric — hours at 100×).
    s = performance.now();
    // The staff list's totals per status (migration OrderCounts) and the fabric collection's price groups (FabricGroupKept).
    await c.query('SELECT order_count_rebuild()');
    await c.query('SELECT fabric_group_rebuild()');
    await c.query('COMMIT');
    log(`  ${'kept counts and price groups rebuilt'.padEnd(44)} ${''.padStart(14)}  ${seconds(s).padStart(6)} s`);
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
    nodes { id name image fabricType priceGroup colorTag material sampleAvailable madeAs { color product { id slug price { formatted } configurator { pricing { priceGroup pricePerSquareMetre { formatted } } } } } }
  }
}`;
// The staff order screen's card as this bench measured it before issue 29: without its payment block (payments,
// refunds, invoices, …), which cost about five statements per order then. Kept as the baseline of the rows below.
const ORDERS = `query AdminOrdersCardBefore29($search: String, $status: OrderStatus, $first: Int!, $after: String) {
  orders(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node {
      id status createdAt customerName customerEmail customerPhone shippingAddress productionNotes total { cents formatted }
      items { id productName quantity fabricCode manufacturerCode }
      statusHistory { from to changedBy changedAt } nextStatuses carrier trackingCode
    } }
  }
}`;

/**
 * The staff order screen's own operation, AdminOrders, as the web client sends it: the document GraphQL Code
 * Generator wrote to web/src/gql/admin.ts (read now, so the bench runs whatever the screen's fragments ask today),
 * with the __typename Apollo Client adds to every selection; the screen's page size (ORDER_PAGE_SIZE); and the
 * order relations it asks, each one statement by DataLoader (graphql-server/src/orders/order-loaders.ts).
 */
function screenOperation(root, require, relationNames) {
  const generated = fs.readFileSync(path.join(root, 'web/src/gql/admin.ts'), 'utf8');
  const json = /export const AdminOrdersDocument = (\{.*\}) as unknown as DocumentNode/.exec(generated)?.[1];
  if (!json) throw new Error('AdminOrdersDocument not found in web/src/gql/admin.ts');
  const { print, visit } = require('graphql');
  // As Apollo Client's addTypenameToDocument: __typename in every selection but the operation's own.
  const document = visit(JSON.parse(json), {
    SelectionSet: {
      leave(node, _key, parent) {
        if (parent?.kind === 'OperationDefinition' || node.selections.some((s) => s.kind === 'Field' && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, { kind: 'Field', name: { kind: 'Name', value: '__typename' } }] };
      },
    },
  });
  const relations = new Set();
  let attention = false;
  visit(document, {
    Field: (field) => void (relationNames.includes(field.name.value) && relations.add(field.name.value)),
    VariableDefinition: (definition) => void (definition.variable.name.value === 'attention' && (attention = true)),
  });
  const screen = fs.readFileSync(path.join(root, 'web/src/features/admin/orders/OrderTrackingPage.tsx'), 'utf8');
  const pageSize = Number(/export const ORDER_PAGE_SIZE = (\d+)/.exec(screen)?.[1] ?? 25);
  return { query: print(document), pageSize, relations: [...relations], attention };
}

/** The cases: GraphQL for the API, and the service call the resolver makes (for the SQL it runs). */
function cases({ orderSearch, status, skuSearch, productSearch, collection }, screen) {
  // The screen's AdminOrders as staff with production rights (beheer) see it; its order relations loaded as the
  // resolvers load them, one DataLoader batch each for the page's orders.
  const staffList = (name, filter, first) => ({
    name: `staff list (AdminOrders), ${name}, ${first} a page`, target: TARGETS.orders, query: screen.query, staff: true,
    variables: { production: true, ...filter, first },
    service: async (s, loaders) => {
      const page = await s.orders.page(filter, { first });
      const ids = page.nodes.map((order) => order.id);
      await Promise.all(screen.relations.flatMap((relation) => ids.map((id) => loaders[relation].load(id))));
      return page;
    },
  });
  const attention = screen.attention
    ? [staffList('attention', { attention: true }, screen.pageSize), staffList('attention', { attention: true }, 100)]
    : [];
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
    staffList('page 1', {}, screen.pageSize),
    staffList('page 1', {}, 100),
    staffList(`search "${orderSearch}"`, { search: orderSearch }, screen.pageSize),
    ...attention,
  ];
}

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function startServer({ root, url, port, log }) {
  const env = {
    DATABASE_URL: url, HOUSEKEEPING: 'false', MAIL_WORKER: 'false', LOG_LEVEL: 'warn', STAFF_EMAIL: 'bench@lumina.local', STAFF_PASSWORD: 'bench-100x-password',
    // X-SQL-Statements on every answer: the statements of each request, as the server sent them.
    SQL_STATEMENT_COUNT: '1',
    // One staff member asks as fast as the machine can: a read limit it cannot reach (it measures the list, not the limit).
    STAFF_READ_LIMIT_PER_SECOND: '1000000000',
  };
  const started = performance.now();
  const { base, stop } = await startShop({ root, port, env, timeoutMs: 180_000 });
  log(`  server on ${DATABASE} ready in ${seconds(started)} s`);
  // The bench's staff account is beheer: the password, then two-factor set up with a code computed here (otplib).
  const ask = async (query, variables, cookie) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('lumina_staff='))?.split(';')[0];
    return { body: await res.json(), cookie: set ?? cookie };
  };
  const password = await ask('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { nextStep userErrors { message } } }', { i: { email: env.STAFF_EMAIL, password: env.STAFF_PASSWORD } });
  const setup = await ask('mutation { staffTwoFactorSetup { setup { secret } } }', {}, password.cookie);
  const secret = setup.body.data?.staffTwoFactorSetup?.setup?.secret;
  const { generate } = createRequire(path.join(root, 'graphql-server', 'package.json'))('otplib');
  const confirmed = secret
    ? await ask('mutation($i: StaffTwoFactorCodeInput!) { staffTwoFactorSetupConfirm(input: $i) { staff { email } userErrors { message } } }', { i: { code: await generate({ secret }) } }, password.cookie)
    : null;
  const cookie = confirmed?.body.data?.staffTwoFactorSetupConfirm?.staff ? confirmed.cookie : null;
  if (!cookie) {
    await stop();
    throw new Error(`staff sign-in failed: ${JSON.stringify([password.body, setup.body, confirmed?.body])}`);
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
    await page.totalCount; // counted when asked for, as GraphQL asks for it (after the relations here, before them over HTTP)
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
  // A reused database keeps the bench account's second factor from its last run, whose secret this run does not
  // know: the account starts without one and sets it up again (startServer). The bench's own account only.
  await withClient(pg, url, (c) =>
    c.query(`UPDATE staff_user SET two_factor_secret = NULL, two_factor_last_step = NULL, two_factor_enabled_at = NULL WHERE email = 'bench@lumina.local'`),
  );
  const port = 4200 + Math.floor(Math.random() * 100);
  const { stop, base, cookie } = await startServer({ root, url, port, log });
  const { createDataSource } = require(path.join(root, 'graphql-server/dist/db/data-source.js'));
  const { createServices } = require(path.join(root, 'graphql-server/dist/services.js'));
  const { encodeCursor } = require(path.join(root, 'graphql-server/dist/api/connection.js'));
  const { orderLoaders } = require(path.join(root, 'graphql-server/dist/orders/order-loaders.js'));
  // Without the request timeouts, so a plan that takes longer than a request may is still explained.
  const ds = createDataSource(url, { timeouts: false });
  await ds.initialize();
  const services = createServices(ds, { shopUrl: base });
  const screen = screenOperation(root, require, Object.keys(orderLoaders(ds)));
  log(`  the screen's AdminOrders (web/src/gql/admin.ts): ${screen.pageSize} a page; order relations asked: ${screen.relations.join(', ') || 'none'}`);
  const results = [];
  const plans = [];
  try {
    const post = async (query, variables, staff) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        // Every answer worked out: a public read would otherwise come from the answers kept for anonymous visitors
        // from its second asking on (http/answer-cache.ts), and this table measures the queries.
        headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', ...(staff ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (!res.ok || body.errors) throw new Error(`GraphQL: ${res.status} ${JSON.stringify(body.errors ?? body).slice(0, 500)}`);
      return { data: body.data, statements: res.headers.get('x-sql-statements') };
    };
    for (const c of cases(choose, screen).filter((c) => !only || only.test(c.name))) {
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
      const explained = await explainAll(ds, () => service(services, orderLoaders(ds)));
      plans.push({ name: c.name, variables, explained });
      const db = explained.reduce((sum, p) => sum + p.ms, 0);
      const result = {
        name: c.name, target: c.target, db, statements: explained.length, samples: 0, p50: NaN, p95: NaN, matches: '?', sent: new Set(), error: null,
      };
      results.push(result);
      try {
        let answer;
        const warm = [];
        for (let i = 0; i < WARMUPS; i++) {
          const t = performance.now();
          answer = await post(c.query, variables, c.staff);
          warm.push(performance.now() - t);
          result.sent.add(answer.statements);
        }
        // A query far over its target is sampled less, so a slow plan does not hold the run up for minutes.
        const n = Math.min(...warm) > 10 * c.target ? 20 : SAMPLES;
        const samples = [];
        for (let i = 0; i < n; i++) {
          const t = performance.now();
          const { statements } = await post(c.query, variables, c.staff);
          samples.push(performance.now() - t);
          result.sent.add(statements);
        }
        samples.sort((a, b) => a - b);
        const connection = Object.values(answer.data)[0];
        Object.assign(result, { samples: n, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), matches: connection.totalCount });
      } catch (error) {
        result.error = error.message.slice(0, 200);
      }
      log(`  ${c.name}: ${result.error ? `failed (${result.error})` : `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`}; database ${db.toFixed(1)} ms; ${sentStatements(result)} SQL statements per request`);
    }
  } finally {
    await ds.destroy();
    await stop();
  }
  return { results, plans };
}

function writePlans(root, plans, results, facts) {
  const file = path.join(root, 'docs/perf/plans-100x.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = [
    '# EXPLAIN ANALYZE at 100× the data',
    '',
    `Written by \`scripts/bench/data100x.mjs\` (npm run bench) on ${new Date().toISOString()}: ${COUNTS.skus.toLocaleString('en')} fabric SKUs, ` +
      `${COUNTS.products.toLocaleString('en')} products, ${COUNTS.orders.toLocaleString('en')} orders. Each statement the service call behind the ` +
      'GraphQL query runs (captured from TypeORM, with its parameters), explained with ANALYZE and BUFFERS on a warm cache. ' +
      'The staff list rows run the screen\'s own AdminOrders (web/src/gql/admin.ts); their order relations are one DataLoader ' +
      'statement each (`order_id IN (…)`), explained as the loaders run them for the page\'s orders. ' +
      `p50/p95: GraphQL over HTTP, one connection; SQL statements per request: the server's X-SQL-Statements. Measured on ${facts}.`,
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

/** The X-SQL-Statements of a case's requests: one number when every request sent as many, else the range. */
function sentStatements(result) {
  const counts = [...result.sent].filter((n) => n !== null).map(Number).sort((a, b) => a - b);
  if (counts.length === 0) return '—';
  return counts.length === 1 ? String(counts[0]) : `${counts[0]}–${counts.at(-1)}`;
}

function markdownTable(results) {
  const lines = [
    '| query | matches | p50 ms | p95 ms | samples | SQL statements per request | database ms (statements) | target p95 | met |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    const [p50, p95] = r.error ? ['—', '—'] : [r.p50.toFixed(1), r.p95.toFixed(1)];
    const met = r.error ? `no (${r.error.includes('SERVICE_UNAVAILABLE') ? 'over the 2 s statement timeout' : 'error'})` : r.p95 <= r.target ? 'yes' : 'no';
    lines.push(`| ${r.name} | ${r.matches} | ${p50} | ${p95} | ${r.samples} | ${sentStatements(r)} | ${r.db.toFixed(1)} (${r.statements}) | ≤ ${r.target} | ${met} |`);
  }
  return lines.join('\n');
}

/** Cores, CPU, load, Node and PostgreSQL: what the numbers were measured on. */
function machine(postgres) {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}, Node ${process.versions.node}, ${postgres}`;
}

export async function run({ root, databaseUrl, log = console.log }) {
  const require = createRequire(path.join(root, 'package.json'));
  // pg is the server's dependency: resolved from there.
  const pg = createRequire(path.join(root, 'graphql-server', 'package.json'))('pg');
  log(`\nAt 100× the data (${DATABASE}: ${COUNTS.skus.toLocaleString('nl-BE')} fabric SKUs, ${COUNTS.products.toLocaleString('nl-BE')} products, ${COUNTS.orders.toLocaleString('nl-BE')} orders):`);
  const { url, generatedSeconds } = await prepare({ root, databaseUrl, log, pg, require });
  const postgres = `PostgreSQL ${await withClient(pg, url, async (c) => (await c.query('SHOW server_version')).rows[0].server_version)}`;
  log(`  measuring on ${machine(postgres)}`);
  const { results, plans } = await measure({ root, url, log, require, pg });
  const facts = machine(postgres);
  log(
    `\nGraphQL over HTTP, one connection, ${WARMUPS} warm-ups and ${SAMPLES} samples each (20 when a query is far over its target); ` +
      'SQL statements per request = the server\'s X-SQL-Statements; database ms = EXPLAIN ANALYZE execution time of the statements behind it; ' +
      `${facts}:\n`,
  );
  log(markdownTable(results));
  const file = only ? null : writePlans(root, plans, results, facts);
  log(file ? `\nPlans: ${path.relative(root, file)}` : `\nPlans not written (BENCH_100X_ONLY: some rows only).`);
  return { results, generatedSeconds, plansFile: file };
}

// Alone: `node scripts/bench/data100x.mjs` (compiles the server first; DATABASE_URL's server, else the bench's
// embedded PostgreSQL in .data/bench-postgres, as npm run bench).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ensureBuilt, root } = await import('../lib/workspace.mjs');
  ensureBuilt({ web: false });
  let embedded;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = createRequire(path.join(root, 'package.json'))(path.join(root, 'graphql-server/dist/db/embedded.js'));
    embedded = await startEmbeddedPostgres(path.join(root, '.data', 'bench-postgres'), { database: 'lumina_bench_api' });
    databaseUrl = embedded.url;
  }
  try {
    await run({ root, databaseUrl });
  } finally {
    await embedded?.stop();
  }
}
