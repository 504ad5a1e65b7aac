/**
 * The provider's webhook (POST /webhooks/mollie, form body `id=tr_…`) and, with the test provider, its payment page
 * (/betalen/test/{id}). The webhook trusts nothing but the id it names: the payment service asks the provider what
 * became of it. It answers 200 for an id nobody knows (revealing nothing) and 503 when the provider cannot be
 * asked, so the provider tries again later. The test page's choice reaches the order through the same handler; so
 * do its stand-ins for what Mollie does later (settling or failing a refund, a chargeback and its reversal).
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { formatEuro } from '@lumina/schema';
import type { Services } from '../services';
import { edgeCheck } from '../http/edge';
import { ProviderUnavailable } from './provider';
import { TEST_OUTCOMES, TEST_REFUND_OUTCOMES, TestPaymentProvider, type TestOutcome, type TestPayment, type TestRefundOutcome } from './test-provider';

/** A form body, then the shop's one check of what enters (NUL, lone surrogates, broken %-escapes: 400). */
const form = [express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }), edgeCheck('rest')];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OUTCOME_LABEL: Record<TestOutcome, string> = { paid: 'Betaald', failed: 'Mislukt', canceled: 'Geannuleerd', expired: 'Verlopen' };
const REFUND_OUTCOME_LABEL: Record<TestRefundOutcome, string> = { refunded: 'Terugbetaling uitvoeren', failed: 'Terugbetaling laten mislukken' };
const REFUND_STATUS_LABEL: Record<string, string> = { pending: 'in behandeling', refunded: 'uitgevoerd', failed: 'mislukt', canceled: 'geannuleerd', queued: 'in de wachtrij', processing: 'in behandeling' };

/** What happens to a paid payment later, as Mollie's dashboard would show it: its refunds to settle, a chargeback. */
function afterwards(payment: TestPayment): string {
  if (payment.status !== 'paid') return '';
  const action = (path: string) => `/betalen/test/${encodeURIComponent(payment.id)}/${path}`;
  const refunds = payment.refunds
    .map((r) => {
      const label = `Terugbetaling ${escapeHtml(formatEuro(r.amountCents))}: ${escapeHtml(REFUND_STATUS_LABEL[r.status] ?? r.status)}`;
      if (r.status !== 'pending') return `<li>${label}</li>`;
      const buttons = TEST_REFUND_OUTCOMES.map((o) => `<button type="submit" name="status" value="${o}">${REFUND_OUTCOME_LABEL[o]}</button>`).join('');
      return `<li>${label}<form method="post" action="${action(`terugbetaling/${encodeURIComponent(r.id)}`)}" aria-label="${label}">${buttons}</form></li>`;
    })
    .join('');
  const chargebacks = payment.chargebacks
    .map((c) => {
      const label = `Terugboeking ${escapeHtml(formatEuro(c.amountCents))}${c.reversed ? ' (teruggedraaid)' : ''}`;
      if (c.reversed) return `<li>${label}</li>`;
      return `<li>${label}<form method="post" action="${action(`terugboeking/${encodeURIComponent(c.id)}/terugdraaien`)}"><button type="submit">Terugboeking terugdraaien</button></form></li>`;
    })
    .join('');
  const chargeback =
    payment.remainingCents > 0
      ? `<form method="post" action="${action('terugboeking')}"><button type="submit">Terugboeking (chargeback) door de bank</button></form>`
      : '';
  return `<h2>Later</h2>
      <p class="note">Wat de betaaldienst later doet: een terugbetaling uitvoeren of laten mislukken, een terugboeking door de bank van de klant.</p>
      <ul>${refunds}${chargebacks}</ul>
      ${chargeback}`;
}

function testPage(payment: TestPayment): string {
  const open = payment.status === 'open';
  const buttons = TEST_OUTCOMES.map((o) => `<button type="submit" name="status" value="${o}">${OUTCOME_LABEL[o]}</button>`).join('\n        ');
  return `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Testbetaling – ${escapeHtml(payment.description)}</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f6f1ea; color: #221f1b; margin: 0; padding: 2rem 1.25rem; }
      main { max-width: 32rem; margin: 0 auto; background: #fffdf9; border: 1px solid #ddd3c4; border-radius: 1rem; padding: 1.5rem; }
      h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
      .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
      p.note { color: #5b544b; }
      form { display: grid; gap: .75rem; margin-top: 1.5rem; }
      button { font: inherit; font-weight: 600; min-height: 3rem; border-radius: 999px; border: 1px solid #9a4a2b; background: #fff; color: #7a3a20; cursor: pointer; }
      button[value="paid"] { background: #9a4a2b; color: #fff; }
      button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Testbetaling</h1>
      <p>${escapeHtml(payment.description)} · ${escapeHtml(payment.method)}</p>
      <p class="amount">${escapeHtml(formatEuro(payment.amountCents))}</p>
      <p class="note">Dit is de testbetaalpagina van de winkel: er wordt geen geld overgemaakt. Kies hoe de betaling afloopt.</p>
      ${
        open
          ? `<form method="post" action="/betalen/test/${encodeURIComponent(payment.id)}" aria-label="Uitkomst van de testbetaling">
        ${buttons}
      </form>`
          : `<p>Deze betaling is afgehandeld (${escapeHtml(payment.status)}).</p>`
      }
      ${afterwards(payment)}
    </main>
  </body>
</html>`;
}

export function paymentRoutes(services: Services): Router {
  const router = Router();
  const payments = services.payments;

  router.post('/webhooks/mollie', form, async (req: Request, res: Response, next: NextFunction) => {
    const id = typeof req.body?.id === 'string' ? req.body.id : '';
    try {
      await payments.handleWebhook(id);
      res.status(200).type('text/plain').send('OK');
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        res.status(503).set('Retry-After', '60').type('text/plain').send('Probeer later opnieuw');
        return;
      }
      next(error);
    }
  });

  const test = payments.provider instanceof TestPaymentProvider ? payments.provider : null;
  if (test) {
    router.get('/betalen/test/:id', edgeCheck('rest'), async (req: Request<{ id: string }>, res: Response, next: NextFunction) => {
      try {
        const payment = await test.payment(req.params.id);
        if (!payment) {
          res.status(404).type('text/plain').send('Deze testbetaling bestaat niet.');
          return;
        }
        res.set('Cache-Control', 'no-store').type('html').send(testPage(payment));
      } catch (error) {
        next(error);
      }
    });

    router.post('/betalen/test/:id', form, async (req: Request<{ id: string }>, res: Response, next: NextFunction) => {
      try {
        const outcome = req.body?.status as TestOutcome;
        const payment = await test.payment(req.params.id);
        if (!payment || !TEST_OUTCOMES.includes(outcome)) {
          res.status(404).type('text/plain').send('Deze testbetaling bestaat niet.');
          return;
        }
        await test.settle(payment.id, outcome);
        // As Mollie does: the webhook names the payment, and the shop asks the provider what became of it.
        await payments.handleWebhook(payment.id);
        res.redirect(303, payment.redirectUrl);
      } catch (error) {
        next(error);
      }
    });

    /** Later, at the provider: a refund settled or failed, a chargeback or its reversal; then the webhook, as Mollie calls it. */
    const later = (change: (req: Request<Record<string, string>>) => Promise<boolean>) => [
      ...form,
      async (req: Request<Record<string, string>>, res: Response, next: NextFunction) => {
        try {
          const payment = await test.payment(req.params.id!);
          if (!payment || !(await change(req))) {
            res.status(404).type('text/plain').send('Deze testbetaling of terugbetaling bestaat niet of is al afgehandeld.');
            return;
          }
          await payments.handleWebhook(payment.id);
          res.redirect(303, `/betalen/test/${encodeURIComponent(payment.id)}`);
        } catch (error) {
          next(error);
        }
      },
    ];
    router.post(
      '/betalen/test/:id/terugbetaling/:refund',
      later(async (req) => {
        const outcome = req.body?.status as TestRefundOutcome;
        return TEST_REFUND_OUTCOMES.includes(outcome) && test.settleRefund(req.params.id!, req.params.refund!, outcome);
      }),
    );
    router.post('/betalen/test/:id/terugboeking', later((req) => test.chargeback(req.params.id!)));
    router.post('/betalen/test/:id/terugboeking/:chargeback/terugdraaien', later((req) => test.reverseChargeback(req.params.id!, req.params.chargeback!)));
  }
  return router;
}
