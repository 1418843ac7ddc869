import { Link } from 'react-router';
import type { CarSeries } from '#shared/api/client-api';
import { useEnv } from '#client/lib/edge.tsx';
import { formatPriceWan } from '#client/lib/format.ts';
import { SiteImage } from '#client/components/ui/site-image.tsx';
import { paths } from '#client/lib/paths.ts';

export function ModelLineup({ series }: { series: CarSeries[] }) {
  const { config } = useEnv();
  return (
    <ul className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {series.map((s) => (
        <li key={s.code}>
          <Link to={paths.model(s.code)} className="group block">
            <div className="aspect-[16/9] overflow-hidden bg-paper">
              <SiteImage
                path={s.img}
                width={800}
                height={450}
                alt={`${config.brand.nameEn} ${s.name} 侧面外观`}
                className="h-full w-full object-contain transition-transform duration-700 group-hover:scale-105"
              />
            </div>
            <p className="mt-4 text-xl tracking-widest">{s.name}</p>
            <p className="mt-1 text-sm text-mute">{s.slogan}</p>
            <p className="mt-1 text-sm">
              厂商指导价 <span className="text-gold-dark">{formatPriceWan(s.startingPrice)}</span> 起
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
