import { Carousel } from '../../../components/carousel';
import { useShowcase } from '../api/get-showcase';
import '../showcase.css';

/** Home banners: art made for each, its words in the current language over it; a tap follows its link. */
export function BannerSwiper({ onOpenLink }: { onOpenLink: (link: string) => void }) {
  const banners = useShowcase('banner');
  // The loading block takes the slide's box (5:2 and the dots' strip), so the page below stays put when the banners come.
  if (banners.isPending) return <span className="skeleton-block banner-swiper--loading" aria-hidden="true" />;
  // Banners are decoration: without any (or on failure) home simply starts with the next section.
  if (banners.isError || banners.data.length === 0) return null;
  return (
    <Carousel className="banner-swiper" interval={4000} testId="banner-swiper">
      {banners.data.map((banner, index) => (
        <button key={banner.id} type="button" className="banner-swiper__slide" onClick={() => banner.link && onOpenLink(banner.link)} data-testid={`banner-${banner.id}`}>
          {banner.cover && (
            // The first slide's art is the page's largest paint: fetched first, not after the scripts' other requests.
            <img src={banner.cover} alt="" className="banner-swiper__art" width={380} height={152} decoding="async" fetchPriority={index === 0 ? 'high' : 'auto'} />
          )}
          <span className="banner-swiper__text">
            <strong>{banner.title}</strong>
            {banner.summary && <span>{banner.summary}</span>}
          </span>
        </button>
      ))}
    </Carousel>
  );
}
