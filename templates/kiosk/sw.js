// The kiosk's service worker. FILES (written above by the build) are
// every page, asset and module of the kiosk: they are kept at install, so
// that the kiosk runs offline after its first load, and served from the
// cache first. A new build has a new VERSION, whose cache replaces the old.
var CACHE = "urtext-kiosk-" + VERSION;

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(CACHE)
    .then(function (c) { return c.addAll(FILES); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) {
      return k.indexOf("urtext-kiosk-") === 0 && k !== CACHE;
    }).map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (e) {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.open(CACHE).then(function (c) {
    // The entry page's settings are in its query: the page is the same.
    return c.match(e.request, { ignoreSearch: true }).then(function (hit) {
      return hit || fetch(e.request);
    });
  }));
});
