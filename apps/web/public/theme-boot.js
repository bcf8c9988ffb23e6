// Reads the theme stored by src/lib/storage.ts ({"v":1,"value":"dark","expiresAt":null}) before first paint.
(function () {
  var theme = 'light';
  try {
    var stored = JSON.parse(window.localStorage.getItem('theme') || 'null');
    var fresh = stored && stored.v === 1 && (stored.expiresAt === null || stored.expiresAt > Date.now());
    if (fresh && (stored.value === 'dark' || stored.value === 'light')) theme = stored.value;
  } catch {
    theme = 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.setAttribute('data-prefers-color-scheme', theme);
})();
