// Imported by the generated sw.js (scripts/vite-pwa.ts, ADR 0034). Requests the worker never
// answers — another origin (the API, the config documents, server images other than the
// operator's public pictures, which its image route keeps) and the API/control
// paths on this one — are routed straight to the network by the browser (Static Routing API), so
// they wake no fetch event: a poll a second no longer runs through the worker, and a waiting
// version asked to take over is not held while the old one handles polls. Browsers without the
// API keep the fetch handler, which lets these requests through untouched.
/* global self */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const here = new URL(self.location.href);
  const thisOrigin = new URLPattern({
    protocol: here.protocol.replace(':', ''),
    hostname: here.hostname,
    port: here.port,
  });
  const network = (urlPattern) => ({ condition: { urlPattern }, source: 'network' });
  event.waitUntil(
    event
      .addRoutes([
        // First, the one exception: the operator's public pictures on any origin (banners, news)
        // reach the worker's image route (scripts/vite-pwa.ts PUBLIC_IMAGES_PATH, ADR 0034).
        {
          condition: { urlPattern: new URLPattern({ pathname: '/upload/site/*' }) },
          source: 'fetch-event',
        },
        { condition: { not: { urlPattern: thisOrigin } }, source: 'network' },
        ...['/api/*', '/config/*', '/__harness/*', '/__mock/*'].map((pathname) =>
          network(new URLPattern({ pathname })),
        ),
      ])
      // A browser that refuses a rule keeps the fetch handler for everything: never fail install.
      .catch(() => undefined),
  );
});
