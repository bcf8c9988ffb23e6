// Before first paint: the theme stored by src/lib/storage.ts ({"v":1,"value":"dark","expiresAt":null}),
// and whether this page has a tab bar, so the app shell of index.html looks like the page to come.
(function () {
  var theme = 'light';
  try {
    var stored = JSON.parse(window.localStorage.getItem('theme') || 'null');
    var fresh = stored && stored.v === 1 && (stored.expiresAt === null || stored.expiresAt > Date.now());
    if (fresh && (stored.value === 'dark' || stored.value === 'light')) theme = stored.value;
  } catch {
    theme = 'light';
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-prefers-color-scheme', theme);
  // The tab pages of src/app/router.tsx (tabBar: true); every other page opens without the bar.
  var tabPages = ['/', '/home', '/blockchain', '/staking', '/overview', '/currency', '/trade'];
  root.setAttribute('data-shell', tabPages.indexOf(window.location.pathname) >= 0 ? 'tabs' : 'sub');
})();
