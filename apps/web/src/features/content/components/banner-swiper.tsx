import { Skeleton, Swiper } from 'antd-mobile';
import { useShowcase } from '../api/get-showcase';
import '../showcase.css';

/** Home banners: art made for each, its words in the current language over it; a tap follows its link. */
export function BannerSwiper({ onOpenLink }: { onOpenLink: (link: string) => void }) {
  const banners = useShowcase('banner');
  if (banners.isPending) return <Skeleton animated className="banner-swiper banner-swiper--loading" />;
  // Banners are decoration: without any (or on failure) home simply starts with the next section.
  if (banners.isError || banners.data.length === 0) return null;
  return (
    <Swiper className="banner-swiper" autoplay autoplayInterval={4000} loop indicatorProps={{ className: 'banner-swiper__dots' }} data-testid="banner-swiper">
      {banners.data.map((banner) => (
        <Swiper.Item key={banner.id}>
          <button type="button" className="banner-swiper__slide" onClick={() => banner.link && onOpenLink(banner.link)} data-testid={`banner-${banner.id}`}>
            {banner.cover && <img src={banner.cover} alt="" className="banner-swiper__art" decoding="async" />}
            <span className="banner-swiper__text">
              <strong>{banner.title}</strong>
              {banner.summary && <span>{banner.summary}</span>}
            </span>
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
