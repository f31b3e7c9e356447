// /listdetail2: the reference's legacy detail page; same page as /kline.
export { default } from './kline-page';
