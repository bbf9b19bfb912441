/* global importScripts */
// The mock's service worker: MSW's own (mockServiceWorker.js, from the installed msw package), after one listener of
// ours. MSW's worker asks the page about every request the page makes, its own script chunks included, and the page
// answers only between its tasks: a lazy screen's forty chunks waited up to 800 ms each behind the first order list's
// seeding. The app's code and styles are never mocked, so they go straight to the network.
self.addEventListener('fetch', event => {
    const { destination, url } = event.request;
    const isAppCode = destination === 'script' || destination === 'style' || destination === 'font' || new URL(url).pathname.includes('/assets/');
    if (isAppCode) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
