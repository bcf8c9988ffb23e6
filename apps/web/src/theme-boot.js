// Before first paint: the theme stored by src/lib/storage.ts ({"v":1,"value":"dark","expiresAt":null}),
// and whether this page has a tab bar, so the app shell of index.html looks like the page to come.
// Then the messages of the language src/lib/i18n.ts will pick start loading with the scripts, and so
// do a page's first public reads (home's first screen): src/lib/api-client.ts takes those answers up
// instead of asking again.
(function () {
  function stored(key) {
    try {
      var entry = JSON.parse(window.localStorage.getItem(key) || 'null');
      return entry && entry.v === 1 && (entry.expiresAt === null || entry.expiresAt > Date.now()) ? entry.value : null;
    } catch {
      return null;
    }
  }
  var theme = stored('theme') === 'dark' ? 'dark' : 'light';
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-prefers-color-scheme', theme);
  // The tab pages of src/app/router.tsx (tabBar: true); every other page opens without the bar.
  var tabPages = ['/', '/home', '/blockchain', '/staking', '/overview', '/currency', '/trade'];
  var path = window.location.pathname;
  root.setAttribute('data-shell', tabPages.indexOf(path) >= 0 ? 'tabs' : 'sub');

  // Each locale's built catalogue, written in by vite.config.ts at build time (empty in development).
  var catalogues = /* catalogues */ {};
  var requested = new URLSearchParams(window.location.search).get('lang');
  var language = catalogues[requested] ? requested : stored('web3Lang') || 'en_US';
  var catalogue = catalogues[language] || catalogues.en_US;
  if (catalogue) {
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.crossOrigin = 'anonymous';
    preload.href = catalogue;
    document.head.appendChild(preload);
  }

  // Public reads only (no token goes with them), keyed as the api client asks: "<Accept-Language> <url>".
  var early = {};
  window.__halyardEarlyReads = early;
  function read(url) {
    var tag = String(language).replace('_', '-');
    var answer = fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': tag } });
    // Offline it fails: the app reports that when it takes the answer up; until then it is no error.
    answer.catch(function () {});
    early[tag + ' ' + url] = answer;
  }
  if (path === '/' || path === '/home') {
    // The shell's banner box, where the server put the first banner's art (apps/server web-app.ts).
    root.setAttribute('data-shell-page', 'home');
    // What its first screen draws, asked as src/app/first-data.ts asks (a unit test holds them
    // together): the banners, the latest bulletins, the market overview and the partners.
    read('/api/system/banner/listH5?pageNum=1&pageSize=20');
    read('/api/system/bulletin/listH5?pageNum=1&pageSize=5');
    read('/api/home/getAlldDetails');
    read('/api/system/partner/listH5?pageNum=1&pageSize=20');
  }
})();
