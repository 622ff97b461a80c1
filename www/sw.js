// The service worker: keeps the page (its HTML, style, modules, icons, manifest) and the
// WebAssembly in a cache when it is installed, so that after one visit the page loads and plays
// with the network off. Network first: online, every request goes to the server (a new version
// shows at once) and refreshes the copy; offline, the copy answers.

const CACHE = 'gridriddle-v2';

/** The app shell: every file the page and its worker load (tests/offline.test.js checks it). */
const SHELL = [
  './', 'index.html', 'style.css', 'manifest.webmanifest', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png',
  'author.js', 'controller.js', 'daily.js', 'dom.js', 'generation.js', 'logic-grid.js', 'marks.js', 'play-clues.js',
  'play-game.js', 'play-table.js', 'play.js', 'print.js', 'results.js', 'riddles.js', 'share.js', 'store.js', 'ui.js', 'views.js',
  'worker-client.js', 'worker.js', 'pkg/gridriddle.js', 'pkg/gridriddle_bg.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  }, async () => {
    const cached = await caches.match(request, { ignoreSearch: request.mode === 'navigate' });
    return cached || (request.mode === 'navigate' && await caches.match('./')) || Response.error();
  }));
});
