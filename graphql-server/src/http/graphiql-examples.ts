/**
 * The operations GraphiQL opens with (GET /graphql in a browser), one tab each, so an integrator can run
 * the API at once: browse products, quote a configuration, and a cart without cookies from create to read.
 * An integration test runs every one of them, so they stay valid as the schema changes.
 */
export interface ExampleTab {
  title: string;
  query: string;
  variables: Record<string, unknown>;
}

export const graphiqlExamples: ExampleTab[] = [
  {
    title: 'Browse products',
    query: `# Published roller blinds, 5 a page. Run again with after: <pageInfo.endCursor> for the next page.
query BrowseProducts($after: String) {
  products(category: "rolgordijnen", first: 5, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      slug
      name
      fabricType
      price { cents formatted currencyCode }
      configurator { layout }
    }
  }
}
`,
    variables: { after: null },
  },
  {
    title: 'Quote a configuration',
    query: `# First the product's rules (dimensions and option groups), then the price of a configuration.
# Run ProductRules, then PriceQuote with the id it answered.
query ProductRules {
  product(slug: "blackout-white-roller-blind") {
    id
    name
    configurator {
      dimensions { key unit min max step errorText }
      optionGroups { key label role required choices { value label surchargeLabel } }
    }
  }
}

query PriceQuote($productId: ID!, $configuration: ConfigurationInput!) {
  priceQuote(productId: $productId, configuration: $configuration) {
    price { total { formatted } vat { formatted } areaM2 lines { label amount { formatted } } }
    userErrors { code field message }
  }
}
`,
    variables: {
      productId: '1',
      configuration: {
        width: 123,
        height: 187,
        options: [
          { key: 'controlType', value: 'metal-chain' },
          { key: 'bottomBar', value: 'covered-one' },
          { key: 'controlSide', value: 'left' },
          { key: 'profileColor', value: 'white' },
          { key: 'mounting', value: 'inside-recess' },
        ],
      },
    },
  },
  {
    title: 'Cart without cookies',
    query: `# A cart for a server or an app: create it, keep cart.id (a secret), pass it as cartId.
# Run CartCreate, paste the id into the variables as cartId, then CartLineAdd and CartRead.
mutation CartCreate {
  cartCreate(input: { lines: [{ productId: "1", configuration: { width: 100, height: 150, options: [
    { key: "controlType", value: "plastic-white" }, { key: "bottomBar", value: "not-covered" }, { key: "controlSide", value: "right" },
    { key: "mounting", value: "inside-recess" }
  ] } }] }) {
    cart { id itemCount totals { subtotal { formatted } } }
    userErrors { code field message }
  }
}

mutation CartLineAdd($cartId: ID!) {
  cartLineAdd(cartId: $cartId, input: { productId: "1", quantity: 2, configuration: { width: 120, height: 150, options: [
    { key: "controlType", value: "metal-chain" }, { key: "bottomBar", value: "covered-both" }, { key: "controlSide", value: "left" },
    { key: "mounting", value: "outside-frame" }
  ] } }) {
    cart { itemCount totals { subtotal { formatted } } }
    userErrors { code field message }
  }
}

query CartRead($cartId: ID!) {
  cart(id: $cartId) {
    itemCount
    totals { subtotal { formatted } shipping { formatted } total { formatted } vat { formatted } toFreeShipping { formatted } }
    lines { id quantity product { name } summary unitPrice { formatted } total { formatted } }
  }
}
`,
    variables: { cartId: 'plak-hier-de-id-uit-CartCreate' },
  },
];
