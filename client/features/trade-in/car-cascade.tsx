/** 您的爱车: the five steps from brand to the car's details, each list holding what the loader read. */
import { BrandPicker, CascadeStep, ChoiceList } from './cascade.tsx';
import { DetailsForm, type DetailsFormProps } from './details-form.tsx';

export function CarCascade({
  search,
  ...details
}: DetailsFormProps & {
  /** The brand search as submitted without JavaScript (`?q=`). */
  search: string;
}) {
  const { query, lookup } = details;
  const { brands, series, years, models, brand, seriesItem, year, model } = lookup;
  return (
    <section aria-labelledby="car-title" className="bg-white p-5 md:p-8">
      <h2 id="car-title" className="text-lg font-light tracking-widest text-ink">
        您的爱车
      </h2>
      <div className="mt-2">
        <CascadeStep
          n={1}
          title="品牌"
          chosen={brand?.name ?? null}
          empty={brands.length === 0 ? '品牌列表暂时无法加载' : null}
        >
          <BrandPicker query={query} brands={brands} search={search} />
        </CascadeStep>
        <CascadeStep n={2} title="车系" chosen={seriesItem?.name ?? null} empty={brand ? null : '请先选择品牌'}>
          <ChoiceList
            query={query}
            step="series"
            items={series}
            valueOf={(s) => String(s.id)}
            labelOf={(s) => s.name}
            chosen={query.series}
            label="车系"
          />
        </CascadeStep>
        <CascadeStep n={3} title="年款" chosen={year ? `${year}款` : null} empty={seriesItem ? null : '请先选择车系'}>
          <ChoiceList
            query={query}
            step="year"
            items={years}
            valueOf={String}
            labelOf={(y) => `${y}款`}
            chosen={query.year}
            label="年款"
          />
        </CascadeStep>
        <CascadeStep n={4} title="车型" chosen={model?.name ?? null} empty={year ? null : '请先选择年款'}>
          <ChoiceList
            query={query}
            step="model"
            items={models}
            valueOf={(m) => String(m.id)}
            labelOf={(m) => m.name}
            chosen={query.model}
            label="车型"
          />
        </CascadeStep>
        <CascadeStep n={5} title="车辆信息" chosen={null} empty={null}>
          <DetailsForm
            {...details}
            key={`${query.model ?? ''}/${query.reg ?? ''}/${query.km ?? ''}/${query.city ?? ''}`}
          />
        </CascadeStep>
      </div>
    </section>
  );
}
