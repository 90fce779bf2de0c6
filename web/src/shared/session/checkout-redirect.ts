/**
 * The browser leaves the app for the payment provider's page. A module of its own, so component
 * tests can stand in for a navigation jsdom cannot make.
 */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
