/** Clear cache (spec §4): cookies, both storages, IndexedDB, CacheStorage and service workers, then reload. */
export async function clearSiteData(): Promise<void> {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  const databases = (await indexedDB.databases?.()) ?? [];
  for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
  if ('caches' in window) {
    for (const key of await caches.keys()) await caches.delete(key);
  }
  if ('serviceWorker' in navigator) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  }
  window.location.reload();
}
