// The service worker (/sw.js, issue 34): the page opens and plays without the network once it has
// been visited. The build writes the app shell's files into SHELL (index.html, the hashed bundles,
// the piece sets and sprites, the manifest and icons) and VERSION (their hash); the install caches
// them all, and a new version replaces the old cache when it activates. The engine in the browser
// (/engine/*) is cached the first time the page uses it, so a visit that never plays on the device
// does not download it. The API (/api, /q, /oauth) is never touched: it is live or it fails.
/// <reference lib="webworker" />
export {};
declare const self: ServiceWorkerGlobalScope;
declare const SHELL: string[];
declare const VERSION: string;

const SHELL_CACHE = `shell-${VERSION}`;
const ENGINE_CACHE = "engine";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("shell-") && k !== SHELL_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept in `cacheName`; the kept one when the network fails. */
async function networkFirst(request: Request, cacheName: string, fallback?: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(fallback ?? request, response.clone());
    }
    return response;
  } catch (e) {
    const kept = (await cache.match(fallback ?? request)) ?? (await caches.match(fallback ?? request));
    if (kept) {
      return kept;
    }
    throw e;
  }
}

/** A hashed bundle or a sprite never changes under its name: the kept copy first. */
async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) {
    return kept;
  }
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || /^\/(api|q|oauth)(\/|$)/.test(url.pathname)) {
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, SHELL_CACHE, "/"));
  } else if (url.pathname.startsWith("/engine/")) {
    event.respondWith(networkFirst(request, ENGINE_CACHE));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request, SHELL_CACHE));
  }
});
