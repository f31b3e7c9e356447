// The lazy half of list-states' StateBlock: antd-mobile's ErrorBlock carries its illustrations
// (~9 KiB gzip), and most pages never show an error or empty state, so it loads on first use
// (and is prefetched while a list loads) instead of in every page's first load.
export { ErrorBlock } from 'antd-mobile';
