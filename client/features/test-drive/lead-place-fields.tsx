/**
 * Where the lead goes: province, city and dealer, each named after its field and required. Before
 * hydration the dealer list cannot follow the city, so a button posts the form back for a new one.
 */
import { CitySelect, DealerSelect, ProvinceSelect } from '#client/components/ui/region-selects.tsx';
import { fieldParts, type LeadFieldProps } from './lead-field-controls.tsx';

function placeOf(props: LeadFieldProps) {
  const { id, error } = fieldParts(props);
  const value = props.form.values[props.field];
  return { place: { id, name: props.field, error, required: true }, chosenId: value ? Number(value) : null };
}

export function ProvinceField(props: LeadFieldProps) {
  const { place, chosenId } = placeOf(props);
  return (
    <ProvinceSelect {...place} value={chosenId} provinces={props.setup.regions} onChange={props.form.chooseProvince} />
  );
}

export function CityField(props: LeadFieldProps) {
  const { place, chosenId } = placeOf(props);
  return <CitySelect {...place} value={chosenId} province={props.form.province} onChange={props.form.chooseCity} />;
}

export function DealerField(props: LeadFieldProps) {
  const { form, setup } = props;
  const { dealer } = form;
  return (
    <>
      <DealerSelect
        {...placeOf(props).place}
        label="意向经销商"
        dealers={form.dealers}
        value={form.values.dealerCode}
        onChange={(code) => form.update({ dealerCode: code })}
        loading={form.loadingDealers}
        // The page variant pairs it with the city; the others give it the whole row.
        className={setup.kind === 'page' ? undefined : 'md:col-span-2'}
      />
      {form.hydrated ? null : (
        <div className="md:col-span-2">
          <button
            type="submit"
            name="intent"
            value="refresh"
            formNoValidate
            className="min-h-11 border border-line px-4 text-sm text-ink hover:border-ink"
          >
            更换省份或城市后，点此更新经销商列表
          </button>
        </div>
      )}
      {dealer ? (
        <p className="-mt-2 text-sm leading-6 text-mute md:col-span-2">
          {dealer.address} · 销售热线 {dealer.salesPhone} · 营业时间 {dealer.hours}
        </p>
      ) : null}
    </>
  );
}
