import type { NewsSummary } from '#shared/api/client-api';
import { formatDateZh } from '#client/lib/ui/format.ts';
import { ImageCardLink } from '#client/components/ui/image-card-link.tsx';
import { paths } from '#client/lib/ui/paths.ts';

export function NewsTeasers({ items }: { items: NewsSummary[] }) {
  if (items.length === 0) return <p className="mt-8 text-sm text-mute">暂无新闻。</p>;
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="news-teasers">
      {items.map((item) => (
        <li key={item.id} className="bg-white">
          <ImageCardLink
            to={paths.newsArticle(item.id)}
            image={{ path: item.cover, width: 640, height: 360, alt: item.title }}
            fit="cover"
          >
            <div className="p-4">
              <p className="text-xs text-mute">
                <time dateTime={item.publishDate}>{formatDateZh(item.publishDate)}</time> · {item.category}
              </p>
              <h3 className="mt-2 line-clamp-2 text-base leading-6">{item.title}</h3>
            </div>
          </ImageCardLink>
        </li>
      ))}
    </ul>
  );
}

export function NewsTeasersSkeleton({ count }: { count: number }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="新闻加载中">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="bg-white">
          <div className="skeleton aspect-[16/9]" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-3 w-1/3" />
            <div className="skeleton h-4 w-5/6" />
          </div>
        </li>
      ))}
    </ul>
  );
}
