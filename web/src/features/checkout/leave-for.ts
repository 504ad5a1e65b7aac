/**
 * Leaving the shop's single-page app for a page it does not render: the payment provider's page (the built-in
 * test provider's is served by our server, Mollie's is another site). A full navigation, which the router cannot
 * make; an object, so a component test can see where the shopper is sent (jsdom cannot navigate).
 */
export const fullNavigation = {
  to(url: string): void {
    window.location.assign(url);
  },
};
