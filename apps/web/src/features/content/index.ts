/** What the app layer may use from the content feature. */
export { ArticleDetail } from './components/article-detail';
export { BannerSwiper } from './components/banner-swiper';
export { BulletinList, OfficialList } from './components/article-lists';
export { BulletinTicker } from './components/bulletin-ticker';
export { ContentSearchResults } from './components/content-search-results';
export { DocumentView } from './components/document-view';
export { FaqList } from './components/faq-list';
export { PartnerGrid } from './components/partner-grid';
