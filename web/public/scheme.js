// Runs in <head>, before first paint (a blocking script from 'self', as the CSP allows): the
// light or dark scheme the user picked goes on <html>, so the page never flashes the other one.
// "System" needs nothing: themes.css follows prefers-color-scheme. Keep in step with
// src/ui/theme/themes.ts (SCHEME_STORAGE_KEY, SCHEME_ATTRIBUTE).
(function () {
  try {
    var scheme = window.localStorage.getItem('scheme');
    if (scheme === 'light' || scheme === 'dark') document.documentElement.setAttribute('data-scheme', scheme);
  } catch (error) {
    // Storage unavailable: the system's scheme applies.
  }
})();
