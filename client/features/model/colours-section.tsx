/** 车身与内饰颜色: the colour gallery, with a note when the surcharges could not be loaded. */
import type { SeriesModel } from '#shared/api/client-api';
import type { Catalogue } from '#shared/domain/configurator/catalogue';
import { ColourGallery, colourEntries } from './colour-gallery.tsx';

interface ColoursSectionProps {
  modelName: string;
  model: SeriesModel;
  /** Null when the option list could not be loaded: the colours show their names only. */
  catalogue: Catalogue | null;
}

export function ColoursSection({ modelName, model, catalogue }: ColoursSectionProps) {
  return (
    <section aria-labelledby="colours-title" className="bg-paper">
      <div className="band max-w-7xl">
        <h2 id="colours-title" className="section-title">
          车身与内饰颜色
        </h2>
        <div className="mt-8">
          <ColourGallery modelName={modelName} colours={colourEntries(model, catalogue)} />
        </div>
        {catalogue ? null : (
          <p role="note" className="mt-4 text-center text-xs text-mute">
            选装颜色的价格暂时无法加载，请以在线配置或授权经销商报价为准。
          </p>
        )}
      </div>
    </section>
  );
}
