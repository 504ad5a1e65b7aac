// The latency probe of the load part, a process of its own so that the load generator's event loop never
// delays a measurement: unrelated reads (the shop facts over GraphQL, the product list over REST), sent on a
// fixed schedule whether or not the previous one has answered (open loop: a slow answer cannot hide the
// requests that would have queued behind it). Prints one JSON line: every latency in ms and every status.
//
//   node probe.mjs <base url> <duration ms> <requests per second>
const [baseUrl, durationArg, rateArg] = process.argv.slice(2);
const duration = Number(durationArg);
const interval = 1000 / Number(rateArg);

const requests = [
  () =>
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { vatPercent brand { name } delivery { freeShippingThreshold { cents } shippingCost { cents } } } }' }),
    }),
  () => fetch(`${baseUrl}/api/products`),
];

const samples = [];
const pending = [];
const started = performance.now();
let n = 0;
while (performance.now() - started < duration) {
  const send = requests[n % requests.length];
  n += 1;
  const t0 = performance.now();
  pending.push(
    send()
      .then(async (res) => {
        await res.arrayBuffer();
        samples.push({ ms: performance.now() - t0, status: res.status });
      })
      .catch(() => samples.push({ ms: performance.now() - t0, status: 0 })),
  );
  const next = started + n * interval;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
}
await Promise.all(pending);
process.stdout.write(`${JSON.stringify({ samples })}\n`);
