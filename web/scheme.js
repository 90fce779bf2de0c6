// Inlined into <head> by vite.config.ts (inlineSchemeScript), so it runs before first paint with
// no request to wait for; the API's CSP allows it by its sha256 (api/src/http/security-headers.ts).
// Puts the light or dark scheme on <html> as data-scheme, the one switch themes.css reads: the
// user's pick when there is one, else the system's (prefers-color-scheme), followed as the system
// changes. Without JavaScript the attribute is absent and the light palette applies. Keep in step
// with src/ui/theme/themes.ts (SCHEME_STORAGE_KEY, SCHEME_ATTRIBUTE, resolveScheme).
(function () {
  var root = document.documentElement;
  var system = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function resolve() {
    var scheme = null;
    try {
      scheme = window.localStorage.getItem('scheme');
    } catch (error) {
      // Storage unavailable: the system's scheme applies.
    }
    if (scheme !== 'light' && scheme !== 'dark') scheme = system && system.matches ? 'dark' : 'light';
    root.setAttribute('data-scheme', scheme);
  }
  resolve();
  if (system && typeof system.addEventListener === 'function') system.addEventListener('change', resolve);
})();
