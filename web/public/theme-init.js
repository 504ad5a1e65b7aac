// Applies the stored theme (localStorage "theme": "light" | "dark") or the system preference before the
// first paint, so a dark-mode visitor never sees a light flash. Kept tiny and external for the CSP.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch (e) {}
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
