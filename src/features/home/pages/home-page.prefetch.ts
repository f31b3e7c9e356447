// /home's first-screen queries, started by boot when /home is the opened page
// (app/routes/page-loaders.ts): a module of its own, so the requests leave once this small chunk
// and the query code are here, not after every chunk of the page.
export { prefetchHome as prefetch } from '../api/home-api';
