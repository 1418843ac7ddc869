/**
 * The model page's sections made from the configurator's catalogue: the colours with their surcharges
 * and the wheels per grade. The page carries the option list, not the catalogue; it is built here, once
 * per answer for both sections, so the page's first view carries neither this code nor the catalogue's.
 */
import type { OptionalItem, SeriesModel } from '#shared/api/client-api';
import { buildCatalogue, type Catalogue } from '#shared/domain/configurator/catalogue';
import { ColoursSection as Colours } from './colours-section.tsx';
import { WheelTable } from './wheel-table.tsx';

export interface CatalogueSectionProps {
  modelName: string;
  model: SeriesModel;
  /** Null when the option list could not be loaded: the sections say so. */
  optional: readonly OptionalItem[] | null;
}

const built = new WeakMap<SeriesModel, { optional: readonly OptionalItem[]; catalogue: Catalogue }>();

function catalogueOf(model: SeriesModel, optional: readonly OptionalItem[] | null): Catalogue | null {
  if (!optional) return null;
  const known = built.get(model);
  if (known?.optional === optional) return known.catalogue;
  const catalogue = buildCatalogue(model, optional);
  built.set(model, { optional, catalogue });
  return catalogue;
}

export function ColoursSection({ modelName, model, optional }: CatalogueSectionProps) {
  return <Colours modelName={modelName} model={model} catalogue={catalogueOf(model, optional)} />;
}

export function WheelsSection({ modelName, model, optional }: CatalogueSectionProps) {
  return (
    <section aria-labelledby="wheels-title" className="band max-w-5xl">
      <h2 id="wheels-title" className="section-title">
        轮毂配置
      </h2>
      <div className="mt-8">
        <WheelTable modelName={modelName} catalogue={catalogueOf(model, optional)} wheels={model.wheels} />
      </div>
    </section>
  );
}
