/**
 * `/c/:code`: a saved build, read-only, for anyone holding its share code (no login). "编辑副本" opens
 * the configurator with the same build, "预约试驾" the test-drive form with model and grade filled and
 * the code sent along. The page carries a QR code of its short URL, Open Graph tags with the build's
 * name, total and image, and a print view (at most two A4 pages). An unknown or malformed code is the
 * 404 page with a field to type another. Lookups are rate-limited per IP on the server.
 */
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { buildQuery } from '#shared/domain/configurator/build-url';
import { buildCatalogue, findChoice, selectedCodes, type Build } from '#shared/domain/configurator/catalogue';
import { formatAmount } from '#shared/domain/configurator/money';
import { priceBuild, type PriceLine } from '#shared/domain/configurator/price';
import { formatShareCode, normalizeShareCode } from '#shared/domain/share-code';
import { STATIC_IMAGE_SIZES } from '#shared/domain/series-images';
import { PriceLines, PriceTotal } from '#client/features/configurator/price-summary.tsx';
import { QrCode } from '#client/components/ui/qr-code.tsx';
import { ShareCodeNotFound } from '#client/features/configurator/share-code-form.tsx';
import { getApp } from '#client/lib/data/app-context.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatDateZh } from '#client/lib/ui/format.ts';
import { imageUrl } from '#client/lib/ui/image.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { PosterButton } from '#client/features/share/poster.tsx';
import { findLineupModel } from '#client/lib/ui/models.ts';
import { unavailable } from '#client/lib/data/route-status.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const typed = (params.code ?? '').slice(0, 40);
  const code = normalizeShareCode(typed);
  if (!code) throw data({ typed }, { status: 404 });
  if (code !== params.code) throw redirect(paths.buildShare(code), 301);
  const { config } = getApp(context);
  const api = cachedApi(context);
  const found = await api.get('/api/user/findCodeInfo', { code });
  if (found.code === 404 || found.code === 400) throw data({ typed: formatShareCode(code) }, { status: 404 });
  if (found.code === 429) throw data(null, { status: 429 });
  if (!found.ok || !found.data) unavailable();
  const saved = found.data;
  const [model, optional, { qrPath }] = await Promise.all([
    api.get('/api/client/queryModel', { seriesCode: saved.seriesCode }),
    api.get('/api/client/queryOptionalList', { seriesCode: saved.seriesCode }),
    import('#client/components/ui/qr-path.ts'),
  ]);
  if (!model.ok || !model.data || !optional.ok || !optional.data) unavailable();
  const catalogue = buildCatalogue(model.data, optional.data);
  const build: Build = {
    grade: saved.carId,
    paint: saved.paintCode,
    wheel: saved.wheelCode,
    interior: saved.interiorCode,
    opts: saved.options,
  };
  const buildable = saved.buildable !== false;
  const priced = priceBuild(catalogue, build);
  // Choices no longer in the catalogue still belong on the list, without a price.
  const missing: PriceLine[] = selectedCodes(build)
    .filter((c) => !findChoice(catalogue, c))
    .map((c) => ({ kind: 'package', code: c, name: `${c}（已不再提供）`, price: 0 }));
  const shortUrl = `${config.publicOrigin}${paths.buildShare(code)}`;
  return {
    saved,
    seriesName: model.data.series.name,
    gradeName: catalogue.grades.find((g) => g.id === saved.carId)?.name ?? '',
    // A series the site does not show (yet) still shares its build, without the kind.
    modelKind: findLineupModel(saved.seriesCode)?.kind ?? null,
    lines: [...priced.lines, ...missing],
    unpriced: missing.map((l) => l.code),
    buildable,
    // Today's price of a build that can still be made; else what it cost when saved (labelled so).
    total: buildable ? priced.total : saved.totalPrice,
    query: buildQuery(build),
    shortUrl,
    qr: qrPath(shortUrl),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const page = loaded as LoaderData | undefined;
    if (!page) return { title: '配置分享', description: '奥瑞麟配置分享。', noindex: true };
    const { saved, seriesName, gradeName, buildable, total } = page;
    return {
      title: `${saved.name} · 奥瑞麟 ${seriesName}`,
      description: `${gradeName}，${buildable ? '总价' : '保存时总价'} ${formatAmount(total)}（厂商建议零售价）。分享码 ${formatShareCode(saved.code)}。`,
      image: saved.img,
      type: 'product',
      noindex: true,
      canonicalPath: paths.buildShare(saved.code),
    };
  },
};

export function Component() {
  const { saved, seriesName, gradeName, modelKind, lines, unpriced, buildable, total, query, shortUrl, qr } =
    useLoaderData<typeof loader>();
  const { config } = useEnv();
  const hydrated = useHydrated();
  const { width, height } = STATIC_IMAGE_SIZES.side;
  const testDrive = `${paths.testDrive(saved.seriesCode)}&grade=${saved.carId}&build=${saved.code}`;
  return (
    <article className="mx-auto max-w-6xl px-6 py-10 md:px-8 md:py-14 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-6">
        <div>
          <p className="text-xs tracking-[0.4em] text-gold-dark">AURELION · {seriesName} 配置分享</p>
          <h1 className="mt-3 text-3xl font-light tracking-wider text-ink md:text-4xl">{saved.name}</h1>
          <p className="mt-2 text-sm text-mute">
            {modelKind === null ? '' : `${modelKind} · `}
            {gradeName} · 保存于 {formatDateZh(saved.createdAt)}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs tracking-widest text-mute">分享码</span>
          <span className="font-mono text-2xl tracking-[0.25em] text-ink">{formatShareCode(saved.code)}</span>
        </p>
      </header>

      {buildable ? null : (
        <p role="status" className="mt-6 border-l-2 border-error bg-paper px-5 py-4 text-sm text-ink">
          无法再配置：该配置中的部分车型版本或选装已不再提供，价格仅供参考。
        </p>
      )}

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] print:grid-cols-[1.1fr_1fr] print:gap-6">
        <div className="bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#f1efea_55%,#e4e1da_100%)] print:break-inside-avoid">
          <img
            src={imageUrl(config, saved.img, { width: 1200 })}
            width={width}
            height={height}
            alt={`${seriesName} ${saved.name}`}
            className="aspect-[2/1] w-full object-contain"
          />
        </div>
        <section aria-labelledby="lines-title">
          <h2 id="lines-title" className="text-xl font-light tracking-widest text-ink">
            配置清单
          </h2>
          <PriceLines lines={lines} unpriced={unpriced} className="mt-4" dense />
          <PriceTotal label={buildable ? '总价' : '保存时总价'} amount={total} />
        </section>
      </div>

      <div className="mt-10 grid gap-8 border-t border-line pt-8 md:grid-cols-[auto_1fr] md:items-center print:mt-6 print:break-inside-avoid">
        <QrCode qr={qr} label={`本配置的二维码：${shortUrl}`} className="h-36 w-36 print:h-32 print:w-32" />
        <div>
          <p className="text-sm text-ink">扫码或访问以下地址，随时查看本配置</p>
          <p className="mt-1 font-mono text-sm break-all text-mute">{shortUrl}</p>
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            {buildable ? (
              <Link
                to={paths.configurator(saved.seriesCode, query)}
                className="inline-flex min-h-11 items-center bg-ink px-8 text-sm tracking-widest text-white hover:bg-gold-dark"
              >
                编辑副本
              </Link>
            ) : null}
            <Link
              to={testDrive}
              className="inline-flex min-h-11 items-center border border-ink px-8 text-sm tracking-widest text-ink hover:bg-paper"
            >
              预约试驾
            </Link>
            <PosterButton
              title={saved.name}
              subtitle={`${seriesName} · ${gradeName}`}
              image={saved.img}
              fileName={`aurelion-${saved.code}`}
              className="inline-flex min-h-11 items-center border border-line px-6 text-sm text-ink hover:border-ink"
            />
            {hydrated ? (
              <button
                type="button"
                onClick={() => window.print()}
                className="inline-flex min-h-11 items-center border border-line px-6 text-sm text-ink hover:border-ink"
              >
                打印
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <p className="mt-8 hidden text-xs text-mute print:block">
        奥瑞麟 AURELION · {seriesName} · 分享码 {formatShareCode(saved.code)} · 保存于 {formatDateZh(saved.createdAt)}
      </p>
    </article>
  );
}

export const ErrorBoundary = ShareCodeNotFound;
