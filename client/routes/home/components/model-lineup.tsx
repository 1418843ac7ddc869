import type { CarSeries } from '#shared/api/client-api';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { ImageCardLink } from '#client/components/ui/image-card-link.tsx';
import { paths } from '#client/lib/ui/paths.ts';

export function ModelLineup({ series }: { series: CarSeries[] }) {
  const { config } = useEnv();
  return (
    <ul className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {series.map((s) => (
        <li key={s.code}>
          <ImageCardLink
            to={paths.model(s.code)}
            image={{ path: s.img, width: 800, height: 450, alt: `${config.brand.nameEn} ${s.name} 侧面外观` }}
            fit="contain"
          >
            <p className="mt-4 text-xl tracking-widest">{s.name}</p>
            <p className="mt-1 text-sm text-mute">{s.slogan}</p>
            <p className="mt-1 text-sm">
              厂商指导价 <span className="text-gold-dark">{formatPriceWan(s.startingPrice)}</span> 起
            </p>
          </ImageCardLink>
        </li>
      ))}
    </ul>
  );
}
